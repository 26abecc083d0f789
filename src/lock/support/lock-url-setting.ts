import { nonEmptyString } from '../../common/config/config-parsing';
import { httpUrlSetting } from '../../common/config/url-setting';
import { lockSettingError } from './lock-setting-error';

/**
 * The URL of a lock setting when it is set, else undefined.
 * @throws LockException naming the setting when it is not an absolute http(s) URL
 */
export function lockUrlSetting(value: unknown, name: string): string | undefined {
  const url = nonEmptyString(value);
  return url === undefined ? undefined : httpUrlSetting(url, name, lockSettingError);
}
