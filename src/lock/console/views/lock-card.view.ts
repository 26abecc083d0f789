import type { SmartLock } from '../../data/smart-lock';
import type { ConsoleContext } from '../console-context';
import { html, SafeHtml } from '../html/html';
import { DASHBOARD_MESSAGES } from '../i18n/dashboard-messages';
import { lockStateLabel } from '../i18n/lock-state-labels';
import type { LockAbilities } from '../lock-abilities';
import { CONSOLE_LOCK_ACTIONS, ConsoleLockAction } from '../lock-actions';
import type { ConsoleFlash } from '../http/console-flash';
import { csrfField } from './layout.view';

/** What a card says after an action: the feedback lines, and whether the script should fetch the synced state. */
export interface LockCardFeedback {
  readonly lines: readonly ConsoleFlash[];
  /** Set right after an accepted action: the script asks for the card again, synced, from this URL. */
  readonly refreshUrl?: string;
}

/**
 * One lock on the dashboard: name, state, door state, battery, a link to its page and a button per action the
 * viewer may use. Each button is a form that works without script; with script it updates this card in place.
 */
export function renderLockCard(
  context: ConsoleContext,
  account: string,
  lock: SmartLock,
  abilities: LockAbilities,
  feedback?: LockCardFeedback,
): SafeHtml {
  const id = lock.smartlockId as number;
  const t = (key: keyof (typeof DASHBOARD_MESSAGES)['en']) => context.t(DASHBOARD_MESSAGES, key);
  const actions = (Object.keys(CONSOLE_LOCK_ACTIONS) as ConsoleLockAction[]).filter((action) =>
    abilities.permissions.has(CONSOLE_LOCK_ACTIONS[action].permission),
  );
  const state = lockStateLabel(lock, context.locale) ?? t('unknown');
  return html`<article
    class="lock-card${lock.isLocked() ? ' is-locked' : lock.isUnlocked() ? ' is-unlocked' : ''}"
    id="lock-${id}"
    ${feedback?.refreshUrl ? html` data-refresh="${feedback.refreshUrl}"` : ''}
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
    ${abilities.closedReason === null ? '' : html`<p class="hint">${abilities.closedReason}</p>`}
    <div class="feedback" aria-live="polite">
      ${(feedback?.lines ?? []).map(
        (line) =>
          html`<p class="flash flash-${line.kind}" role="${line.kind === 'error' ? 'alert' : 'status'}">
            ${line.text}
          </p>`,
      )}
    </div>
    <div class="actions">
      ${actions.map(
        (action) =>
          html`<form
            method="post"
            action="${context.url('accounts', account, 'locks', id, 'actions', action)}"
            data-partial="#lock-${id}"
          >
            ${csrfField(context)}
            <button
              type="submit"
              class="button${action === 'unlock' || action === 'unlatch' ? ' button-warn' : ''}"
              data-action="${action}"
            >
              ${t(CONSOLE_LOCK_ACTIONS[action].label)}
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
