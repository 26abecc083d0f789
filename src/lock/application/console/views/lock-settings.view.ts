import type { LockAccountRecord } from '../../../interfaces/lock-account-registry.interface';
import type { SmartLock } from '../../../data/smart-lock';
import type { ConsoleContext } from '../console-context';
import { html, SafeHtml } from '../html/html';
import {
  LOCK_SETTINGS_SECTIONS,
  LOCK_TIME_ZONES,
  LockSettingsChoiceLabels,
  LockSettingsField,
  LockSettingsRisk,
  lockSettingsFieldsOf,
  LockSettingsSection,
} from '../http/lock-settings-form';
import { LOCK_SETTINGS_MESSAGES } from '../i18n/lock-settings-messages';
import type { ConsoleConfirmation } from './confirm.view';
import { csrfField, renderLayout } from './layout.view';

type SettingsKey = keyof (typeof LOCK_SETTINGS_MESSAGES)['en'];
type Say = (key: SettingsKey, values?: Record<string, string>) => string;

/** The frame every settings page of a lock shares: the account, its switcher, the lock. */
export interface LockSettingsFrame {
  readonly account: string;
  readonly accounts: readonly LockAccountRecord[];
  readonly lock: SmartLock;
}

/** The settings page: the form's values (as read from the lock, or as posted), and a problem beside its field. */
export interface LockSettingsPage extends LockSettingsFrame {
  /** A field's value: a switch's flag, a number, or the text or ticked values posted. */
  readonly values: Readonly<Record<string, boolean | number | string | readonly string[]>>;
  readonly problem?: { readonly field: string; readonly text: string };
}

/** The lock's name for a page, else `#id`. */
export function lockNameOf(lock: SmartLock): string {
  return lock.name ?? `#${lock.smartlockId}`;
}

/** A field's label. */
export function settingsFieldLabel(context: ConsoleContext, name: string): string {
  return context.t(LOCK_SETTINGS_MESSAGES, name as SettingsKey);
}

/** The section heading keys. */
const SECTION_TITLES: Readonly<Record<LockSettingsSection, SettingsKey>> = {
  general: 'sectionGeneral',
  autoLock: 'sectionAutoLock',
  door: 'sectionDoor',
  buttons: 'sectionButtons',
  ringToOpen: 'sectionRingToOpen',
  intercom: 'sectionIntercom',
  sound: 'sectionSound',
};

/**
 * A lock's settings page: one form with the sections its device has (general, auto-lock, door, button, ring to
 * open, intercom, sound), each field showing the lock's current value, a problem beside its field.
 */
export function renderLockSettingsPage(context: ConsoleContext, page: LockSettingsPage): SafeHtml {
  const t: Say = (key, values) => context.t(LOCK_SETTINGS_MESSAGES, key, values);
  const id = page.lock.smartlockId as number;
  const name = lockNameOf(page.lock);
  const title = t('settingsTitle', { lock: name });
  const fields = lockSettingsFieldsOf(page.lock);
  const sections = LOCK_SETTINGS_SECTIONS.map((section) => ({
    section,
    fields: fields.filter((field) => field.section === section),
  })).filter((group) => group.fields.length > 0);
  return renderLayout(context, {
    title,
    section: 'dashboard',
    account: page.account,
    accounts: page.accounts,
    body: html`<section class="panel narrow" id="lock-settings">
      <p>
        <a href="${context.url('accounts', page.account, 'locks', id)}">${t('backTo', { lock: name })}</a>
      </p>
      <h1>${title}</h1>
      ${
        sections.length === 0
          ? html`<p class="empty">${t('noSettings')}</p>`
          : html`<p class="hint">${t('settingsIntro')}</p>
              <form
                method="post"
                action="${context.url('accounts', page.account, 'locks', id, 'settings')}"
                class="stack"
              >
                ${csrfField(context)}
                ${
                  page.problem !== undefined && !fields.some((field) => field.name === page.problem?.field)
                    ? problemLine('form', page.problem.text)
                    : ''
                }
                ${sections.map(
                  (group) =>
                    html`<h2 id="settings-${group.section}">${t(SECTION_TITLES[group.section])}</h2>
                      ${group.fields.map((field) => fieldOf(context, page, field, t))}`,
                )}
                <button type="submit" class="button">${t('save')}</button>
              </form>`
      }
    </section>`,
  });
}

function problemLine(field: string, text: string): SafeHtml {
  return html`<p class="flash flash-error field-error" role="alert" id="setting-${field}-error">${text}</p>`;
}

/** One field of the form, with its problem above it. */
function fieldOf(
  context: ConsoleContext,
  page: LockSettingsPage,
  field: LockSettingsField,
  t: Say,
): SafeHtml {
  const id = `setting-${field.name}`;
  const label = settingsFieldLabel(context, field.name);
  const value = page.values[field.name];
  const problem = page.problem?.field === field.name ? page.problem : undefined;
  const before = problem === undefined ? '' : problemLine(field.name, problem.text);
  const invalid = problem === undefined ? '' : html` aria-invalid="true" autofocus`;
  const { input } = field;
  if (input.kind === 'switch') {
    const checked = value === true || value === '1';
    return html`<div class="checks">
      <label for="${id}"
        ><input id="${id}" type="checkbox" name="${field.name}" value="1" ${checked ? html` checked` : ''} />
        ${label}</label
      >
    </div>`;
  }
  if (input.kind === 'flags') {
    const ticked = (bit: number) =>
      Array.isArray(value) ? value.includes(String(bit)) : typeof value === 'number' && (value & bit) !== 0;
    return html`<fieldset class="checks">
      <legend>${label}</legend>
      ${input.bits.map(
        (bit) =>
          html`<label
            ><input
              type="checkbox"
              name="${field.name}"
              value="${bit}"
              ${ticked(bit) ? html` checked` : ''}
            />
            ${t(`${field.name}${bit}` as SettingsKey)}</label
          >`,
      )}
    </fieldset>`;
  }
  const hintId = `${id}-hint`;
  const described = [
    input.kind === 'number' || field.whenOn !== undefined ? hintId : '',
    problem === undefined ? '' : `${id}-error`,
  ]
    .filter((part) => part !== '')
    .join(' ');
  const describedBy = described === '' ? '' : html` aria-describedby="${described}"`;
  if (input.kind === 'number') {
    const unit = t(UNIT_HINTS[input.unit], { min: String(input.min), max: String(input.max) });
    const extra = field.whenOn === undefined ? '' : ` ${t('autoLockTimeoutHint')}`;
    return html`${before}<label class="field" for="${id}"
        ><span>${label}</span>
        <input
          id="${id}"
          type="number"
          name="${field.name}"
          inputmode="numeric"
          step="1"
          min="${input.min}"
          max="${input.max}"
          value="${numberText(field, value)}"
          ${describedBy}${invalid}
        />
      </label>
      <p class="hint" id="${hintId}">${unit}${extra}</p>`;
  }
  const selected = value === undefined || typeof value === 'boolean' ? '' : String(value);
  return html`${before}<label class="field" for="${id}"
      ><span>${label}</span>
      <select id="${id}" name="${field.name}" ${describedBy}${invalid}>
        ${
          input.choices.includes(Number(selected)) || selected === ''
            ? ''
            : html`<option value="${selected}" selected>${t('currentValue', { value: selected })}</option>`
        }
        ${input.choices.map(
          (choice) =>
            html`<option value="${choice}" ${String(choice) === selected ? html` selected` : ''}>
              ${choiceLabel(context, input.labels, choice)}
            </option>`,
        )}
      </select>
    </label>`;
}

/**
 * A number field's text: the value, or nothing for none; a timeout only read while its switch is on shows nothing
 * for 0 (what the lock API keeps while auto-lock is off), so the field asks for a value instead of showing one the
 * form would refuse.
 */
function numberText(field: LockSettingsField, value: LockSettingsPage['values'][string] | undefined): string {
  if (value === undefined || typeof value === 'boolean') return '';
  return field.whenOn !== undefined && value === 0 ? '' : String(value);
}

const UNIT_HINTS: Readonly<Record<'seconds' | 'minutes' | 'milliseconds' | 'level', SettingsKey>> = {
  seconds: 'unitSeconds',
  minutes: 'unitMinutes',
  milliseconds: 'unitMilliseconds',
  level: 'unitLevel',
};

/** A choice's words: a time zone's name, a number of seconds, a button's action, a sound, a volume. */
function choiceLabel(context: ConsoleContext, labels: LockSettingsChoiceLabels, choice: number): string {
  const t = (key: SettingsKey, values?: Record<string, string>) =>
    context.t(LOCK_SETTINGS_MESSAGES, key, values);
  switch (labels) {
    case 'timeZone':
      return (LOCK_TIME_ZONES[choice] ?? String(choice)).replace(/_/g, ' ');
    case 'seconds':
      return choice === 1 ? t('oneSecond') : t('seconds', { value: String(choice) });
    case 'lockButton':
      return t(`lockButton${choice}` as SettingsKey);
    case 'openerButton':
      return t(`openerButton${choice}` as SettingsKey);
    case 'sound':
      return t(`sound${choice}` as SettingsKey);
    case 'buzzer':
      return t(`buzzer${choice}` as SettingsKey);
  }
}

const RISK_LINES: Readonly<Record<LockSettingsRisk, SettingsKey>> = {
  autoLockOff: 'riskAutoLockOff',
  autoLockLonger: 'riskAutoLockLonger',
  autoUnlatchOn: 'riskAutoUnlatchOn',
  ringToOpenLonger: 'riskRingToOpenLonger',
  ringToOpenAfterRing: 'riskRingToOpenAfterRing',
  buttonOpens: 'riskButtonOpens',
};

/** What saving settings that change the door's behaviour asks first, naming each such change. */
export function lockSettingsConfirmation(
  context: ConsoleContext,
  lock: SmartLock,
  risks: readonly LockSettingsRisk[],
  cancelUrl: string,
): ConsoleConfirmation {
  const t = (key: SettingsKey, values?: Record<string, string>) =>
    context.t(LOCK_SETTINGS_MESSAGES, key, values);
  return {
    question: t('confirmSettings', {
      lock: lockNameOf(lock),
      changes: risks.map((risk) => t(RISK_LINES[risk])).join(' '),
    }),
    confirmLabel: t('confirmSave'),
    cancelUrl,
  };
}
