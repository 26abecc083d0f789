/** Every form a secret can take inside a response body or a message. */
export function secretForms(secret: string): Record<'raw' | 'json' | 'url' | 'form', string> {
  return {
    raw: secret,
    json: JSON.stringify(secret).slice(1, -1),
    url: encodeURIComponent(secret.toWellFormed()),
    form: new URLSearchParams({ s: secret }).toString().slice(2),
  };
}

/** A body that echoes the secrets in every form, after customer data that must stay in a message. */
export function echoingBody(customer: string, secrets: string[]): string {
  const echoes = secrets.flatMap((secret) => Object.values(secretForms(secret)));
  return `${customer}; echoes: ${echoes.join(' | ')}`;
}

/** Fails, naming the form, when the text holds the secret in one of the forms of `secretForms`. */
export function expectNoSecretForm(text: string, secret: string): void {
  for (const [form, value] of Object.entries(secretForms(secret))) {
    expect({ form, contains: text.includes(value) }).toEqual({ form, contains: false });
  }
}
