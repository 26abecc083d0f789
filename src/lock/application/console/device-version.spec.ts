import { deviceVersionText } from './device-version';

describe('deviceVersionText', () => {
  it('reads the firmware as major.minor.patch and the hardware as major.minor', () => {
    expect(deviceVersionText(132871, 3)).toBe('2.7.7');
    expect(deviceVersionText(66307, 3)).toBe('1.3.3');
    expect(deviceVersionText(262912, 3)).toBe('4.3.0');
    expect(deviceVersionText(514, 2)).toBe('2.2');
    expect(deviceVersionText(1792, 2)).toBe('7.0');
  });

  it('shows nothing for none, and a value it cannot read as it is', () => {
    expect(deviceVersionText(null, 3)).toBe('');
    expect(deviceVersionText(-1, 3)).toBe('-1');
    expect(deviceVersionText(2 ** 24, 3)).toBe('16777216');
    expect(deviceVersionText(1.5, 2)).toBe('1.5');
  });
});
