import type { SmartLock } from '../../data/smart-lock';
import type { ConsoleContext } from '../console-context';
import { html, SafeHtml } from '../html/html';
import { DASHBOARD_MESSAGES } from '../i18n/dashboard-messages';
import { lockStateLabel } from '../i18n/lock-state-labels';
import { grantClosureText } from '../i18n/grant-closure-text';
import type { LockAbilities } from '../lock-abilities';
import { CONSOLE_LOCK_ACTIONS, consoleActionsOf } from '../lock-actions';
import type { ConsoleFlash } from '../http/console-flash';
import { csrfField } from './layout.view';

/** What a card says after an action, and where its forms go back to without script. */
export interface LockCardOptions {
  /** Feedback lines (what an action did). */
  readonly lines?: readonly ConsoleFlash[];
  /** Set right after an accepted action: the script asks for the card again, synced, from this URL. */
  readonly refreshUrl?: string;
  /** The console page a plain (script-less) action returns to; default the dashboard. */
  readonly back?: string;
}

/** The hidden fields an action form sends besides its CSRF token (display only: the name is shown in a refusal). */
export const LOCK_CARD_FIELDS = { name: 'lockName', type: 'lockType', back: 'back' } as const;

/**
 * One lock on the dashboard: name, state, door state, battery, a link to its page and a button per action the
 * viewer may use. Each button is a form that works without script; with script it updates this card in place.
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
  return html`<article
    class="lock-card${lock.isLocked() ? ' is-locked' : lock.isUnlocked() ? ' is-unlocked' : ''}"
    id="lock-${id}"
    ${options.refreshUrl ? html` data-refresh="${options.refreshUrl}"` : ''}
  >
    <header>
      <h2><a href="${context.url('accounts', account, 'locks', id)}">${lock.name ?? `#${id}`}</a></h2>
      <span class="badge state">${state}</span>
    </header>
    <dl class="facts">
      <div>
        <dt>${t('state')}</dt>
        <dd class="lock-state">${state}</dd>
      </div>
      <div>
        <dt>${t('doorState')}</dt>
        <dd>${lock.doorStateLabel(context.locale)}</dd>
      </div>
      <div>
        <dt>${t('battery')}</dt>
        <dd>${battery(lock, t)}</dd>
      </div>
    </dl>
    ${abilities.closure === null ? '' : html`<p class="hint">${grantClosureText(context, abilities.closure)}</p>`}
    <div class="feedback" aria-live="polite">
      ${(options.lines ?? []).map(
        (line) =>
          html`<p class="flash flash-${line.kind}" role="${line.kind === 'error' ? 'alert' : 'status'}">
            ${line.text}
          </p>`,
      )}
    </div>
    <div class="actions">
      ${actions.map(
        ([action, label]) =>
          html`<form
            method="post"
            action="${context.url('accounts', account, 'locks', id, 'actions', action)}"
            data-partial="#lock-${id}"
          >
            ${csrfField(context)}
            <input type="hidden" name="${LOCK_CARD_FIELDS.name}" value="${lock.name ?? ''}" />
            <input type="hidden" name="${LOCK_CARD_FIELDS.type}" value="${lock.type ?? ''}" />
            ${
              options.back === undefined
                ? ''
                : html`<input type="hidden" name="${LOCK_CARD_FIELDS.back}" value="${options.back}" />`
            }
            <button
              type="submit"
              class="button${action === 'unlock' || action === 'unlatch' ? ' button-warn' : ''}"
              data-action="${action}"
            >
              ${t(label)}
            </button>
          </form>`,
      )}
    </div>
  </article>`;
}

function battery(
  lock: SmartLock,
  t: (key: 'unknown' | 'batteryCritical' | 'batteryCharging') => string,
): string {
  const parts = [lock.batteryCharge === null ? t('unknown') : `${lock.batteryCharge}%`];
  if (lock.batteryCritical) parts.push(t('batteryCritical'));
  if (lock.batteryCharging) parts.push(t('batteryCharging'));
  return parts.join(', ');
}
