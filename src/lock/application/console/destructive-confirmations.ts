import type { ConsoleContext } from './console-context';
import { CONFIRM_MESSAGES } from './i18n/confirm-messages';
import type { ConsoleConfirmation } from './views/confirm.view';

/**
 * What the destructive actions of the accounts, webhooks and sub-users pages ask first: one definition each, for
 * the form's dialog (view) and the confirm page (controller) alike. A lock's actions and a keypad code's deletion
 * have theirs beside their views (`lockActionConfirmation`, `keypadDeleteConfirmation`).
 */
export const DESTRUCTIVE_CONFIRMATIONS = {
  clearToken: (context: ConsoleContext, account: string, cancelUrl: string): ConsoleConfirmation => ({
    question: context.t(CONFIRM_MESSAGES, 'clearToken', { account }),
    confirmLabel: context.t(CONFIRM_MESSAGES, 'confirmClear'),
    cancelUrl,
  }),
  disableAccount: (context: ConsoleContext, account: string, cancelUrl: string): ConsoleConfirmation => ({
    question: context.t(CONFIRM_MESSAGES, 'disableAccount', { account }),
    confirmLabel: context.t(CONFIRM_MESSAGES, 'confirmDisable'),
    cancelUrl,
  }),
  removeWebhook: (context: ConsoleContext, cancelUrl: string): ConsoleConfirmation => ({
    question: context.t(CONFIRM_MESSAGES, 'removeWebhook'),
    confirmLabel: context.t(CONFIRM_MESSAGES, 'confirmRemove'),
    cancelUrl,
  }),
  revokeGrant: (
    context: ConsoleContext,
    user: string,
    lock: string,
    cancelUrl: string,
  ): ConsoleConfirmation => ({
    question: context.t(CONFIRM_MESSAGES, 'revokeGrant', { user, lock }),
    confirmLabel: context.t(CONFIRM_MESSAGES, 'confirmRevoke'),
    cancelUrl,
  }),
  deleteSubUser: (context: ConsoleContext, user: string, cancelUrl: string): ConsoleConfirmation => ({
    question: context.t(CONFIRM_MESSAGES, 'deleteSubUser', { user }),
    confirmLabel: context.t(CONFIRM_MESSAGES, 'confirmDelete'),
    cancelUrl,
  }),
};
