import { FieldRule, oneOf } from './lock-sandbox-fields';
import { apiError, ApiRefusal, LockApiCall, LockApiRoute, NO_CONTENT, recordOf } from './lock-sandbox-http';
import { LockAccountSetting, LockAccountWebSetting } from './lock-sandbox-account-data';
import { SandboxReply } from './sandbox-server';

const STALE_DEVICES: FieldRule = {
  accepts: (value) =>
    Array.isArray(value) &&
    value.every((item) => {
      const { smartlockId, name, read } = recordOf(item);
      return (
        (smartlockId === undefined || Number.isInteger(smartlockId)) &&
        (name === undefined || typeof name === 'string') &&
        (read === undefined || typeof read === 'boolean')
      );
    }),
  expected: 'a list of stale devices ({ smartlockId, name, read })',
};
/** The fields of `AccountSetting.Web` the sandbox checks; any other field is kept as given. */
const WEB_FIELDS: Record<string, FieldRule> = {
  deviceViewType: oneOf('LIST', 'TILE'),
  deviceSortType: oneOf('FAVOURITES_FIRST', 'NAME_ASC', 'NAME_DESC', 'LAST_ADDED_DESC'),
  removedStaledDevices: STALE_DEVICES,
  markedStaledDevices: STALE_DEVICES,
};

/** The account's settings: `GET`, `PUT` and `DELETE /account/setting`. */
export const ACCOUNT_SETTING_ROUTES: readonly LockApiRoute[] = [
  { method: 'GET', path: '/account/setting', handle: readSetting },
  { method: 'PUT', path: '/account/setting', handle: replaceSetting },
  { method: 'DELETE', path: '/account/setting', handle: deleteSetting },
];

/** `GET /account/setting`: 404 once deleted, until the next `PUT`. */
function readSetting({ account }: LockApiCall): SandboxReply {
  if (account.settings === null) {
    return apiError(404, 'Account setting not found');
  }
  return { status: 200, body: account.settings };
}

/** `PUT /account/setting`: replaces the settings with the body and answers them. */
function replaceSetting({ account, data }: LockApiCall): SandboxReply {
  const body = recordOf(data);
  const setting: LockAccountSetting = {};
  if (body.web !== undefined) {
    setting.web = readWeb(body.web);
  }
  account.settings = setting;
  return { status: 200, body: setting };
}

function deleteSetting({ account }: LockApiCall): SandboxReply {
  account.settings = null;
  return NO_CONTENT;
}

function readWeb(value: unknown): LockAccountWebSetting {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ApiRefusal(apiError(400, 'web must be an object'));
  }
  const web = value as Record<string, unknown>;
  const invalid = Object.entries(WEB_FIELDS).find(
    ([field, rule]) => web[field] !== undefined && !rule.accepts(web[field]),
  );
  if (invalid !== undefined) {
    throw new ApiRefusal(apiError(400, `web.${invalid[0]} must be ${invalid[1].expected}`));
  }
  return { ...web };
}
