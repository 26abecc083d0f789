import { csvCell, csvLine } from './csv-stream';

describe('CSV cells', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+31 20 123', "'+31 20 123"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
  ])('neutralises a formula start: %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('quotes separators, quotes, line breaks and spaces at an end, doubling quotes', () => {
    expect(csvCell('Smith, Bob')).toBe('"Smith, Bob"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  });

  it('leaves plain text and numbers as they are, and null empty', () => {
    expect(csvCell('Front Door')).toBe('Front Door');
    expect(csvCell(100101)).toBe('100101');
    expect(csvCell(-3)).toBe("'-3");
    expect(csvCell(null)).toBe('');
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
  });
});
