import { LockException } from '../errors/lock.exception';

/** The error of a malformed lock setting: `Invalid lock setting: <message>`. */
export function lockSettingError(message: string): LockException {
  return new LockException(`Invalid lock setting: ${message}`);
}
