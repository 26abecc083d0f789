import type { Catalogue } from '../../src/common/i18n/translator';
import { ACCESS_MESSAGES } from '../../src/lock/application/console/i18n/access-messages';
import { ACCOUNT_MANAGE_MESSAGES } from '../../src/lock/application/console/i18n/account-manage-messages';
import { ACCOUNTS_MESSAGES } from '../../src/lock/application/console/i18n/accounts-messages';
import { ACTIVITY_MESSAGES } from '../../src/lock/application/console/i18n/activity-messages';
import { CONFIRM_MESSAGES } from '../../src/lock/application/console/i18n/confirm-messages';
import { DASHBOARD_FILTER_MESSAGES } from '../../src/lock/application/console/i18n/dashboard-filter-messages';
import { DASHBOARD_MESSAGES } from '../../src/lock/application/console/i18n/dashboard-messages';
import { ERROR_MESSAGES } from '../../src/lock/application/console/i18n/error-messages';
import { FAILURE_MESSAGES } from '../../src/lock/application/console/i18n/failure-messages';
import { KEYPAD_CODE_MESSAGES } from '../../src/lock/application/console/i18n/keypad-code-messages';
import { LAYOUT_MESSAGES } from '../../src/lock/application/console/i18n/layout-messages';
import { LOCK_PAGE_MESSAGES } from '../../src/lock/application/console/i18n/lock-page-messages';
import { LOG_FILTER_MESSAGES } from '../../src/lock/application/console/i18n/log-filter-messages';
import { SCHEDULE_MESSAGES } from '../../src/lock/application/console/i18n/schedule-messages';
import { SIGN_IN_MESSAGES } from '../../src/lock/application/console/i18n/sign-in-messages';
import { USER_MANAGE_MESSAGES } from '../../src/lock/application/console/i18n/user-manage-messages';
import { USERS_MESSAGES } from '../../src/lock/application/console/i18n/users-messages';
import { WEBHOOKS_MESSAGES } from '../../src/lock/application/console/i18n/webhooks-messages';

/** Every catalogue of the console, by its exported name: what the catalogue spec and the languages suite check. */
export const CONSOLE_CATALOGUES: Readonly<Record<string, Catalogue<string>>> = {
  ACCESS_MESSAGES,
  ACCOUNTS_MESSAGES,
  ACCOUNT_MANAGE_MESSAGES,
  ACTIVITY_MESSAGES,
  CONFIRM_MESSAGES,
  DASHBOARD_FILTER_MESSAGES,
  DASHBOARD_MESSAGES,
  ERROR_MESSAGES,
  FAILURE_MESSAGES,
  KEYPAD_CODE_MESSAGES,
  LAYOUT_MESSAGES,
  LOCK_PAGE_MESSAGES,
  LOG_FILTER_MESSAGES,
  SCHEDULE_MESSAGES,
  SIGN_IN_MESSAGES,
  USERS_MESSAGES,
  USER_MANAGE_MESSAGES,
  WEBHOOKS_MESSAGES,
};
