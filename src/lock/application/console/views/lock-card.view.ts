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
}

/** The hidden fields the action form sends besides its CSRF token (display only: the name is shown in a refusal). */
export const LOCK_CARD_FIELDS = { name: 'lockName', type: 'lockType', back: 'back' } as const;

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
  const actions = consoleActionsOf(lock.type).filter(([action]) =>
    abilities.permissions.has(CONSOLE_LOCK_ACTIONS[action].permission),
  );
  const state = lockStateLabel(lock, context.locale) ?? t('unknown');
  const feedback = (options.lines ?? []).map(
    (line) =>
      html`<p class="flash flash-${line.kind}" role="${line.kind === 'error' ? 'alert' : 'status'}">
        ${line.text}
      </p>`,
  );
  const actionForm = html`<form class="actions" method="post" data-partial="#lock-${id}">
    ${csrfField(context)}<input
      type="hidden"
      name="${LOCK_CARD_FIELDS.name}"
      value="${lock.name ?? ''}"
    /><input type="hidden" name="${LOCK_CARD_FIELDS.type}" value="${lock.type ?? ''}" />${
      options.back === undefined
        ? ''
        : html`<input type="hidden" name="${LOCK_CARD_FIELDS.back}" value="${options.back}" />`
    }
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
  return html`<article
    class="lock-card${lock.isLocked() ? ' is-locked' : lock.isUnlocked() ? ' is-unlocked' : ''}"
    id="lock-${id}"
  >
    <header>
      <h2><a href="${context.url('accounts', account, 'locks', id)}">${lock.name ?? `#${id}`}</a></h2>
      <span class="badge state"
        ><span class="visually-hidden">${context.t(DASHBOARD_FILTER_MESSAGES, 'stateLabel')} </span
        >${state}</span
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
    </dl>
    ${abilities.closure === null ? '' : html`<p class="hint">${grantClosureText(context, abilities.closure)}</p>`}
    <div class="feedback" aria-live="polite">${feedback}</div>
    ${actions.length === 0 ? '' : actionForm}
  </article>`;
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
 * The battery's line: its charge, and whether it is charging. A critical battery says so in words and stands out
 * (`battery-critical`), with what to do unless it is charging already.
 */
function battery(context: ConsoleContext, lock: SmartLock): SafeHtml {
  const t = (key: 'unknown' | 'batteryCritical' | 'batteryCharging') => context.t(DASHBOARD_MESSAGES, key);
  const charge = lock.batteryCharge === null ? t('unknown') : `${lock.batteryCharge}%`;
  const charging = lock.batteryCharging ? `, ${t('batteryCharging')}` : '';
  if (!lock.batteryCritical) return html`<dd>${charge}${charging}</dd>`;
  const line = lock.batteryCharging
    ? `${charge}, ${t('batteryCritical')}${charging}`
    : context.t(DASHBOARD_FILTER_MESSAGES, 'batteryCritical', { charge });
  return html`<dd class="battery-critical"><strong>${line}</strong></dd>`;
}
