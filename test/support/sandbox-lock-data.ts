import { randomBytes } from 'node:crypto';
import type { LockAccountData, LockSandboxData, LockSmartlockLog } from '../../src/testing';
import type { ConsoleApp } from './console-app';

/** The console app's sandbox data, writable: tests add logs and authorizations the seed does not have. */
export function sandboxData(app: ConsoleApp): LockSandboxData {
  return app.sandbox.data as unknown as LockSandboxData;
}

/** The seeded account (Harbour Office or Depot North) that holds the lock. */
export function sandboxAccountOf(app: ConsoleApp, smartlockId: number): LockAccountData {
  const found = sandboxData(app).accounts.find((account) =>
    account.smartlocks.some((lock) => lock.smartlockId === smartlockId),
  );
  if (found === undefined) throw new Error(`no sandbox lock ${smartlockId}`);
  return found;
}

/** Adds a log entry of the lock (by the app, action `action`, default 1: unlock) at the date. */
export function addSandboxLog(
  app: ConsoleApp,
  smartlockId: number,
  date: string,
  entry: { name?: string; action?: number } = {},
): LockSmartlockLog {
  const log: LockSmartlockLog = {
    id: randomBytes(12).toString('hex'),
    smartlockId,
    deviceType: 0,
    name: entry.name ?? 'Added entry',
    action: entry.action ?? 1,
    trigger: 5,
    state: 0,
    autoUnlock: false,
    date,
    source: 0,
  };
  sandboxAccountOf(app, smartlockId).logs.push(log);
  return log;
}
