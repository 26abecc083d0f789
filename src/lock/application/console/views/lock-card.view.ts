import { SmartLock } from '../../../data/smart-lock';
import type { ConsoleContext } from '../console-context';
import { html, SafeHtml } from '../html/html';
import { DASHBOARD_FILTER_MESSAGES } from '../i18n/dashboard-filter-messages';
import { DASHBOARD_MESSAGES } from '../i18n/dashboard-messages';
import { lockStateLabel } from '../i18n/lock-state-labels';
import { grantClosureText } from '../i18n/grant-closure-text';
import type { LockAbilities } from '../lock-abilities';
import { CONSOLE_LOCK_ACTIONS, consoleActionsOf, ConsoleLockAction } from '../lock-actions';
import { CONFIRM_MESSAGES } from '../i18n/confirm-messages';
import { ConsoleConfirmation, confirmAttributes } from './confirm.view';
import type { ConsoleFlash } from '../http/console-flash';
import { csrfField } from './layout.view';

/** What a card says after an action, and where its form goes back to without script. */
export interface LockCardOptions {
  /** Feedback lines (what an action did). */
  readonly lines?: readonly ConsoleFlash[];
  /** The console page a plain (script-less) action returns to; default the dashboard. */
  readonly back?: string;
  /**
   * The lock's last activity (ISO 8601), null when none is known; left out (undefined) when the viewer may not see
   * the lock's activity, and the line is not shown.
   */
  readonly activity?: string | null;
  /** When `activity` is null: the date before which the lock's last activity lies, when the page knows one. */
  readonly activityBefore?: string | null;
}

/**
 * The hidden fields the action form sends besides its CSRF token (display only: the name is shown in a refusal;
 * `view` is `list` from a row of the list, whose answer is then a row).
 */
export const LOCK_CARD_FIELDS = { name: 'lockName', type: 'lockType', back: 'back', view: 'view' } as const;

/**
 * One lock on the dashboard: name and state, door state, battery, a link to its page and a button per action the
 * viewer may use. The buttons share one form (one CSRF token), each posting to its action's route
 * (`formaction`); it works without script, and with it the answer updates this card in place.
 */
export function renderLockCard(
  context: ConsoleContext,
  account: string,
  lock: SmartLock,
  abilities: LockAbilities,
  options: LockCardOptions = {},
): SafeHtml {
  const id = lock.smartlockId as number;
  const t = (key: keyof (typeof DASHBOARD_MESSAGES)['en']) => context.t(DASHBOARD_MESSAGES, key);
  return html`<article
    class="lock-card${lock.isLocked() ? ' is-locked' : lock.isUnlocked() ? ' is-unlocked' : ''}"
    id="lock-${id}"
    data-lock-id="${id}"
  >
    <header>
      <h2><a href="${context.url('accounts', account, 'locks', id)}">${lock.name ?? `#${id}`}</a></h2>
      <span class="badge state"
        ><span class="visually-hidden">${context.t(DASHBOARD_FILTER_MESSAGES, 'stateLabel')} </span
        >${lockStateText(context, lock)}</span
      >
    </header>
    <dl class="facts">
      <div>
        <dt>${t('doorState')}</dt>
        <dd>${lock.doorStateLabel(context.locale)}</dd>
      </div>
      <div>
        <dt>${t('battery')}</dt>
        ${battery(context, lock)}
      </div>
      ${
        options.activity === undefined
          ? ''
          : html`<div>
              <dt>${t('lastActivity')}</dt>
              <dd>${lastActivityText(context, options.activity, options.activityBefore)}</dd>
            </div>`
      }
    </dl>
    ${abilities.closure === null ? '' : html`<p class="hint">${grantClosureText(context, abilities.closure)}</p>`}
    ${feedbackArea(options)} ${lockActionForm(context, account, lock, abilities, options)}
  </article>`;
}

/** The lock's state in the page's language ("unknown" when it has none). */
export function lockStateText(context: ConsoleContext, lock: SmartLock): string {
  return lockStateLabel(lock, context.locale) ?? context.t(DASHBOARD_MESSAGES, 'unknown');
}

/**
 * When the lock was last used, in the page's language and time zone; else before when (the page read the account's
 * activity back to that date), or that none is known.
 */
export function lastActivityText(
  context: ConsoleContext,
  activity: string | null,
  before: string | null = null,
): SafeHtml | string {
  if (activity === null && before !== null) {
    const date = context.formatDate(before, { dateStyle: 'medium' });
    return context.t(DASHBOARD_MESSAGES, 'activityBefore', { date });
  }
  if (activity === null) return context.t(DASHBOARD_MESSAGES, 'noRecentActivity');
  return html`<time datetime="${activity}">${context.dateTime(activity)}</time>`;
}

/** The area a card or row shows what an action did in (and the script its errors). */
export function feedbackArea(options: LockCardOptions): SafeHtml {
  const lines = (options.lines ?? []).map(
    (line) =>
      html`<p class="flash flash-${line.kind}" role="${line.kind === 'error' ? 'alert' : 'status'}">
        ${line.text}
      </p>`,
  );
  return html`<div class="feedback" aria-live="polite">${lines}</div>`;
}

/**
 * The action buttons of a lock the viewer may use (nothing when none), in one form (one CSRF token), each posting
 * to its action's route (`formaction`); with script the answer replaces the element `#lock-<id>` (a card, or a
 * row when `view` is `list`).
 */
export function lockActionForm(
  context: ConsoleContext,
  account: string,
  lock: SmartLock,
  abilities: LockAbilities,
  options: LockCardOptions,
  view: 'cards' | 'list' = 'cards',
): SafeHtml | '' {
  const id = lock.smartlockId as number;
  const t = (key: keyof (typeof DASHBOARD_MESSAGES)['en']) => context.t(DASHBOARD_MESSAGES, key);
  const actions = consoleActionsOf(lock.type).filter(([action]) =>
    abilities.permissions.has(CONSOLE_LOCK_ACTIONS[action].permission),
  );
  if (actions.length === 0) return '';
  return html`<form class="actions" method="post" data-partial="#lock-${id}">
    ${csrfField(context)}<input
      type="hidden"
      name="${LOCK_CARD_FIELDS.name}"
      value="${lock.name ?? ''}"
    /><input type="hidden" name="${LOCK_CARD_FIELDS.type}" value="${lock.type ?? ''}" />${
      options.back === undefined
        ? ''
        : html`<input type="hidden" name="${LOCK_CARD_FIELDS.back}" value="${options.back}" />`
    }${view === 'list' ? html`<input type="hidden" name="${LOCK_CARD_FIELDS.view}" value="list" />` : ''}
    ${actions.map(
      ([action, label]) =>
        html`<button
          type="submit"
          class="button${action === 'unlock' || action === 'unlatch' ? ' button-warn' : ''}"
          formaction="${context.url('accounts', account, 'locks', id, 'actions', action)}"
          data-action="${action}"
          ${confirmAttributesOf(context, action, { name: lock.name ?? `#${id}`, type: lock.type }, options.back)}
        >
          ${t(label)}
        </button>`,
    )}
  </form>`;
}

/** A lock as an action names it: its name (else `#id`) and device type. */
export interface NamedLock {
  readonly name: string;
  readonly type: number | null;
}

/**
 * What an action that opens the door asks first (unlock, unlatch and Lock 'n' Go of a lock, which unlocks first;
 * the opener's "open", and its "ring to open on", after which a ring opens the door), or null for one that asks
 * nothing (lock, the opener's "ring to open off").
 */
export function lockActionConfirmation(
  context: ConsoleContext,
  action: ConsoleLockAction,
  lock: NamedLock,
  cancelUrl: string,
): ConsoleConfirmation | null {
  const c = (key: keyof (typeof CONFIRM_MESSAGES)['en']) =>
    context.t(CONFIRM_MESSAGES, key, { lock: lock.name });
  if (lock.type === SmartLock.TYPE_OPENER) {
    if (action === 'unlatch') return { question: c('openOpener'), confirmLabel: c('confirmOpen'), cancelUrl };
    if (action === 'unlock') {
      return { question: c('ringToOpenOn'), confirmLabel: c('confirmRingToOpenOn'), cancelUrl };
    }
    return null;
  }
  if (action === 'unlock') return { question: c('unlock'), confirmLabel: c('confirmUnlock'), cancelUrl };
  if (action === 'unlatch') return { question: c('unlatch'), confirmLabel: c('confirmUnlatch'), cancelUrl };
  if (action === 'lock-and-go') {
    return { question: c('lockAndGo'), confirmLabel: c('confirmLockAndGo'), cancelUrl };
  }
  return null;
}

function confirmAttributesOf(
  context: ConsoleContext,
  action: ConsoleLockAction,
  lock: NamedLock,
  back: string | undefined,
): SafeHtml | '' {
  const asked = lockActionConfirmation(context, action, lock, back ?? context.settings.prefix);
  return asked === null ? '' : confirmAttributes(context, asked);
}

/**
 * The battery's line (a card's `dd`): its charge, and whether it is charging. A critical battery says so in words and stands out
 * (`battery-critical`), with what to do unless it is charging already.
 */
function battery(context: ConsoleContext, lock: SmartLock): SafeHtml {
  const line = batteryText(context, lock);
  if (!lock.batteryCritical) return html`<dd>${line}</dd>`;
  return html`<dd class="battery-critical"><strong>${line}</strong></dd>`;
}

/** The battery's words, as a card and a row of the list say them (the caller marks a critical one out). */
export function batteryText(context: ConsoleContext, lock: SmartLock): string {
  const t = (key: 'unknown' | 'batteryCritical' | 'batteryCharging') => context.t(DASHBOARD_MESSAGES, key);
  const charge = lock.batteryCharge === null ? t('unknown') : `${lock.batteryCharge}%`;
  const charging = lock.batteryCharging ? `, ${t('batteryCharging')}` : '';
  if (!lock.batteryCritical) return `${charge}${charging}`;
  return lock.batteryCharging
    ? `${charge}, ${t('batteryCritical')}${charging}`
    : context.t(DASHBOARD_FILTER_MESSAGES, 'batteryCritical', { charge });
}
