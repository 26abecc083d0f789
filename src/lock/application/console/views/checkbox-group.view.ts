import type { WeekdayCode } from '../../../support/weekday-bitmask';
import type { ConsoleContext } from '../console-context';
import { html, SafeHtml } from '../html/html';
import { GRANT_WEEKDAYS, weekdayLabel } from '../i18n/grant-labels';

/** One checkbox of a group: the value it sends, its label, and whether it starts ticked. */
export interface CheckboxOption {
  readonly value: string;
  readonly label: string;
  readonly checked: boolean;
}

/** A fieldset of checkboxes that send their values under one name (`name=a&name=b`), with a legend. */
export function checkboxGroup(legend: string, name: string, options: readonly CheckboxOption[]): SafeHtml {
  return html`<fieldset class="checks">
    <legend>${legend}</legend>
    ${options.map(
      (option) =>
        html`<label
          ><input
            type="checkbox"
            name="${name}"
            value="${option.value}"
            ${option.checked ? html` checked` : ''}
          />
          ${option.label}</label
        >`,
    )}
  </fieldset>`;
}

/** The weekdays Monday to Sunday as checkboxes named `days` (values `ma` ... `zo`), the chosen ones ticked. */
export function weekdayCheckboxes(
  context: ConsoleContext,
  legend: string,
  chosen: readonly (WeekdayCode | string)[],
): SafeHtml {
  return checkboxGroup(
    legend,
    'days',
    GRANT_WEEKDAYS.map((day) => ({
      value: day,
      label: weekdayLabel(context, day),
      checked: chosen.includes(day),
    })),
  );
}
