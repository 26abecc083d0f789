import type { Locale } from '../../../../common/i18n/translator';
import type { LockAuditEntry } from '../../audit/lock-audit-trail';
import type { LockAccountRecord } from '../../../interfaces/lock-account-registry.interface';
import type { ConsoleContext } from '../console-context';
import { html, SafeHtml } from '../html/html';
import { AUDIT_ACTION_WORDS, AUDIT_DETAIL_WORDS, AUDIT_MESSAGES } from '../i18n/audit-messages';
import { renderLayout } from './layout.view';

/** The audit page's filter, as the query gave it. */
export interface AuditFilter {
  /** The account's key ('' for any of the viewer's). */
  readonly account: string;
  /** The lock number as typed ('' for any). */
  readonly lock: string;
  /** The person's email as typed ('' for anyone). */
  readonly user: string;
  /** The page, from 1. */
  readonly page: number;
}

/** What the audit page shows. */
export interface AuditData {
  readonly accounts: readonly LockAccountRecord[];
  readonly filter: AuditFilter;
  /** The problem of the filter (a lock number that is none), or null. */
  readonly problem: string | null;
  readonly entries: readonly LockAuditEntry[];
  readonly total: number;
  readonly pageSize: number;
}

type AuditKey = keyof (typeof AUDIT_MESSAGES)['en'];

function sayAudit(context: ConsoleContext) {
  return (key: AuditKey, values?: Record<string, string>) => context.t(AUDIT_MESSAGES, key, values);
}

/**
 * What a recorded console action did, in the page's language: the route's words (with its own word, e.g. the lock
 * action, in words), or for a route without words its last fixed segments ("change: settings").
 */
export function auditActionText(entry: LockAuditEntry, locale: Locale): string {
  const detail =
    entry.detail === null
      ? ''
      : Object.hasOwn(AUDIT_DETAIL_WORDS, entry.detail)
        ? AUDIT_DETAIL_WORDS[entry.detail][locale]
        : entry.detail;
  if (Object.hasOwn(AUDIT_ACTION_WORDS, entry.action)) {
    return AUDIT_ACTION_WORDS[entry.action][locale].replace(':detail', detail);
  }
  const fixed = entry.action
    .split('/')
    .filter((segment) => segment !== '' && !segment.startsWith(':') && segment !== 'accounts')
    .slice(-2)
    .join(' ');
  const what = [fixed.replace(/-/g, ' '), detail].filter((part) => part !== '').join(' ');
  return AUDIT_MESSAGES[locale].changeOf.replace(':what', what === '' ? entry.action : what);
}

/** Who did it: the user's name and email, or the host's visitor. */
export function auditWho(context: ConsoleContext, entry: LockAuditEntry): SafeHtml {
  if (entry.actor.kind === 'host') {
    const name = entry.actor.name ?? '';
    return html`${sayAudit(context)('hostViewer')}${name === '' ? '' : html` (${name})`}`;
  }
  const name = entry.actor.name ?? '';
  return html`${name === '' ? '' : html`${name} `}<span class="hint">${entry.actor.email ?? ''}</span>`;
}

/** The answer in words: done, refused (status) or failed (status). */
export function auditAnswer(context: ConsoleContext, entry: LockAuditEntry): SafeHtml {
  const t = sayAudit(context);
  const text = t(entry.outcome, { status: String(entry.status) });
  return html`<span class="audit-${entry.outcome}">${text}</span>`;
}

/** The target: the account, the lock (a link to its activity) and another id of the route. */
function auditTarget(context: ConsoleContext, data: AuditData, entry: LockAuditEntry): SafeHtml {
  const account =
    entry.accountKey === null
      ? ''
      : (data.accounts.find((record) => record.key === entry.accountKey)?.name ?? entry.accountKey);
  const lock =
    entry.accountKey === null || entry.smartlockId === null
      ? ''
      : html`<a
          href="${context.url('accounts', entry.accountKey, 'activity')}?lock=${entry.smartlockId}#timeline"
          >${entry.lockName ?? `#${entry.smartlockId}`}</a
        >`;
  return html`${account}${account !== '' && lock !== '' ? ' · ' : ''}${lock}`;
}

/**
 * The console's audit page (main users and the host's visitors): a `GET` filter by account, lock number and
 * person, the entries newest first (when, who, what, on what, the answer) and page numbers.
 */
export function renderAudit(context: ConsoleContext, data: AuditData): SafeHtml {
  const t = sayAudit(context);
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const link = (page: number) => {
    const search = new URLSearchParams();
    if (data.filter.account !== '') search.set('account', data.filter.account);
    if (data.filter.lock !== '') search.set('lock', data.filter.lock);
    if (data.filter.user !== '') search.set('user', data.filter.user);
    if (page > 1) search.set('page', String(page));
    const text = search.toString();
    return `${context.url('audit')}${text === '' ? '' : `?${text}`}#audit`;
  };
  const filtered = data.filter.account !== '' || data.filter.lock !== '' || data.filter.user !== '';
  return renderLayout(context, {
    title: t('title'),
    section: 'audit',
    accounts: data.accounts,
    body: html`<h1>${t('title')}</h1>
      <section class="panel" id="audit">
        <p class="hint">${t('intro')}</p>
        <form
          class="filters"
          method="get"
          action="${context.url('audit')}#audit"
          role="search"
          aria-label="${t('filter')}"
        >
          <label class="field" for="audit-account"
            ><span>${t('account')}</span>
            <select id="audit-account" name="account">
              <option value="">${t('anyAccount')}</option>
              ${data.accounts.map(
                (account) =>
                  html`<option
                    value="${account.key}"
                    ${account.key === data.filter.account ? html` selected` : ''}
                  >
                    ${account.name ?? account.key}
                  </option>`,
              )}
            </select>
          </label>
          <label class="field" for="audit-lock"
            ><span>${t('lock')}</span>
            <input
              type="text"
              inputmode="numeric"
              id="audit-lock"
              name="lock"
              value="${data.filter.lock}"
              aria-describedby="audit-lock-hint"
              size="10"
            />
          </label>
          <label class="field" for="audit-user"
            ><span>${t('user')}</span>
            <input type="email" id="audit-user" name="user" value="${data.filter.user}" size="24" />
          </label>
          <button type="submit" class="button">${t('show')}</button>
          ${filtered ? html`<a class="button-quiet" href="${context.url('audit')}#audit">${t('clear')}</a>` : ''}
        </form>
        <p class="hint" id="audit-lock-hint">${t('lockHint')}</p>
        ${data.problem === null ? '' : html`<p class="flash flash-error" role="alert">${data.problem}</p>`}
        ${data.entries.length === 0 && data.problem === null ? html`<p class="empty">${t('none')}</p>` : ''}
        ${
          data.entries.length === 0
            ? ''
            : html`<table class="audit-table">
                <thead>
                  <tr>
                    <th scope="col">${t('when')}</th>
                    <th scope="col">${t('who')}</th>
                    <th scope="col">${t('action')}</th>
                    <th scope="col">${t('target')}</th>
                    <th scope="col">${t('answer')}</th>
                  </tr>
                </thead>
                <tbody>
                  ${data.entries.map(
                    (entry) =>
                      html`<tr>
                        <td data-label="${t('when')}">
                          <time datetime="${entry.at}">${context.dateTime(entry.at)}</time>
                        </td>
                        <td data-label="${t('who')}">${auditWho(context, entry)}</td>
                        <td data-label="${t('action')}">${auditActionText(entry, context.locale)}</td>
                        <td data-label="${t('target')}">${auditTarget(context, data, entry)}</td>
                        <td data-label="${t('answer')}">${auditAnswer(context, entry)}</td>
                      </tr>`,
                  )}
                </tbody>
              </table>`
        }
        ${
          pages <= 1
            ? ''
            : html`<nav class="pager" aria-label="${t('pages')}">
                ${data.filter.page > 1 ? html`<a href="${link(data.filter.page - 1)}" rel="prev">${t('previous')}</a>` : ''}
                <span>${t('pageOf', { page: String(data.filter.page), pages: String(pages) })}</span>
                ${data.filter.page < pages ? html`<a href="${link(data.filter.page + 1)}" rel="next">${t('next')}</a>` : ''}
              </nav>`
        }
      </section>`,
  });
}
