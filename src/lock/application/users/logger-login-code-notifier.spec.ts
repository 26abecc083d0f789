import { Logger } from '@nestjs/common';
import { LoggerLoginCodeNotifier } from './logger-login-code-notifier';

/**
 * The default `LoginCodeNotifier` (issue 5): one log line with the email and the expiry, never the code; it says
 * whether the code is for a login or a password reset (issue 13).
 */
describe('LoggerLoginCodeNotifier', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('logs that a code was issued, for whom and until when, without the code', () => {
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const expiresAt = new Date('2026-11-23T10:10:00.000Z');
    new LoggerLoginCodeNotifier().notify(
      { id: 'u1', email: 'erin@example.com', name: 'Erin', twoFactorEnabled: true, createdAt: '' },
      '739184',
      expiresAt,
    );
    expect(log.mock.calls).toEqual([
      ['A login code was issued for erin@example.com; it is valid until 2026-11-23T10:10:00.000Z.'],
    ]);
    expect(JSON.stringify(log.mock.calls)).not.toContain('739184');
  });

  it.each([
    { purpose: 'login' as const, words: 'A login code' },
    { purpose: 'password_reset' as const, words: 'A password reset code' },
  ])('says what a $purpose code is for, without the code', ({ purpose, words }) => {
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    new LoggerLoginCodeNotifier().notify(
      { id: 'u1', email: 'erin@example.com', name: 'Erin', twoFactorEnabled: true, createdAt: '' },
      '052817',
      new Date('2026-11-23T10:10:00.000Z'),
      { purpose },
    );
    expect(log.mock.calls).toEqual([
      [`${words} was issued for erin@example.com; it is valid until 2026-11-23T10:10:00.000Z.`],
    ]);
    expect(JSON.stringify(log.mock.calls)).not.toContain('052817');
  });
});
