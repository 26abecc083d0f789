/**
 * Markup that is safe to put in a page as it is: built by `html`, which escapes every interpolated value that is
 * not itself `SafeHtml`. Nothing else makes one, so text from a user or a remote API can only reach a page escaped.
 */
export class SafeHtml {
  readonly #markup: string;

  private constructor(markup: string) {
    this.#markup = markup;
  }

  /** @internal Markup the console's own code wrote (template literals of `html`, escaped values). */
  static trusted(markup: string): SafeHtml {
    return new SafeHtml(markup);
  }

  /** The markup. */
  toString(): string {
    return this.#markup;
  }
}

/** What `html` takes between `${}`: text (escaped), markup, a number, a list of those, or nothing. */
export type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/** The text with `& < > " ' \`` escaped, for element content and quoted attribute values alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (character) => ESCAPES[character]);
}

/**
 * A template literal tag: `html\`<p>${name}</p>\`` escapes `name` unless it is `SafeHtml`; lists are joined,
 * `null`, `undefined` and `false` render nothing. Attribute values must be quoted in the template.
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let markup = strings[0];
  values.forEach((value, index) => {
    markup += render(value) + strings[index + 1];
  });
  return SafeHtml.trusted(markup);
}

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.toString();
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}
