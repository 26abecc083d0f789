import type { LockGrant } from '../../access/lock-grant';
import type { LockAccountRecord } from '../../accounts/lock-account-registry';
import type { SmartLock } from '../../data/smart-lock';
import type { ConsoleContext } from '../console-context';
import { html, SafeHtml } from '../html/html';
import { DASHBOARD_MESSAGES } from '../i18n/dashboard-messages';
import { grantClosureText } from '../i18n/grant-closure-text';
import { lockAbilities } from '../lock-abilities';
import { renderLayout } from './layout.view';
import { renderLockCard } from './lock-card.view';

/** What the dashboard shows for one account. */
export interface DashboardData {
  readonly account: string;
  readonly accounts: readonly LockAccountRecord[];
  /** The locks the viewer may use now; null when a sub-user has no open grant in the account. */
  readonly locks: readonly SmartLock[] | null;
  /** A sub-user's grants in the account (null for a main user or host visitor). */
  readonly grants: readonly LockGrant[] | null;
}

/** The dashboard: the locks of the current account, each with its state and the actions the viewer may use. */
export function renderDashboard(context: ConsoleContext, data: DashboardData): SafeHtml {
  const t = (key: keyof (typeof DASHBOARD_MESSAGES)['en'], values?: Record<string, string>) =>
    context.t(DASHBOARD_MESSAGES, key, values);
  const record = data.accounts.find((account) => account.key === data.account);
  const now = context.now();
  const shown = new Set((data.locks ?? []).map((lock) => lock.smartlockId));
  const closed = (data.grants ?? [])
    .filter((grant) => !shown.has(grant.smartlockId))
    .map((grant) => ({
      grant,
      abilities: lockAbilities(data.grants, grant.smartlockId, now, context.timeZone),
    }))
    .filter(({ abilities }) => abilities.closure !== null);
  const cards = (data.locks ?? [])
    .filter((lock) => lock.smartlockId !== null)
    .map((lock) =>
      renderLockCard(
        context,
        data.account,
        lock,
        lockAbilities(data.grants, lock.smartlockId as number, now, context.timeZone),
      ),
    );
  return renderLayout(context, {
    title: t('title'),
    section: 'dashboard',
    account: data.account,
    accounts: data.accounts,
    body: html`<h1>${t('locksOf', { account: record?.name ?? data.account })}</h1>
      ${data.locks === null ? html`<p class="empty">${t('noOpenGrant')}</p>` : ''}
      ${data.locks !== null && cards.length === 0 ? html`<p class="empty">${t('noLocks')}</p>` : ''}
      <div class="lock-grid">${cards}</div>
      ${
        closed.length === 0
          ? ''
          : html`<section class="panel">
              <h2>${t('closedGrants')}</h2>
              <ul class="plain">
                ${closed.map(
                  ({ grant, abilities }) =>
                    html`<li>#${grant.smartlockId}: ${grantClosureText(context, abilities.closure!)}</li>`,
                )}
              </ul>
            </section>`
      }`,
  });
}
