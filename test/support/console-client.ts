import type { ConsoleApp } from './console-app';
import { CONSOLE_TEST_PASSWORD } from './console-app';

/** An answer of the console: status, `Location`, headers and body text. */
export interface ConsoleAnswer {
  status: number;
  location: string | null;
  headers: Headers;
  text: string;
}

/** The flash a redirect set, decoded (the last one: a flash read by this request is cleared before it). */
export function flashOf(answer: ConsoleAnswer): { kind: string; text: string } | null {
  const line = answer.headers
    .getSetCookie()
    .filter((cookie) => cookie.startsWith('lock_console_flash='))
    .at(-1);
  const value = line?.split(';')[0].slice('lock_console_flash='.length) ?? '';
  return value === '' ? null : JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
}

/**
 * A browser without a browser, for HTTP tests of the console: keeps the cookies the console sets (like a browser
 * would for its path), follows nothing by itself, and reads the CSRF token of the page it got last.
 */
export class ConsoleClient {
  readonly cookies = new Map<string, string>();
  /** The last page (or fragment) received. */
  last: ConsoleAnswer | null = null;

  constructor(private readonly app: Pick<ConsoleApp, 'url' | 'inbox'>) {}

  /** A new client with the user signed in (see `signIn`). */
  static async signedIn(
    app: Pick<ConsoleApp, 'url' | 'inbox'>,
    email: string,
    password?: string,
  ): Promise<ConsoleClient> {
    const client = new ConsoleClient(app);
    await client.signIn(email, password);
    return client;
  }

  /** `GET <console>/<path>` (e.g. `/accounts/default`); `headers` are added. */
  get(path: string, headers: Record<string, string> = {}): Promise<ConsoleAnswer> {
    return this.send('GET', path, undefined, headers);
  }

  /** `POST <console>/<path>` of the form fields, urlencoded, with the last page's CSRF token (`postRaw`: without). */
  post(path: string, fields: Record<string, string | string[]> = {}, headers: Record<string, string> = {}) {
    return this.postRaw(path, { _csrf: this.csrf(), ...fields }, headers);
  }

  /** `POST` of exactly these fields (no CSRF token added). */
  postRaw(path: string, fields: Record<string, string | string[]>, headers: Record<string, string> = {}) {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) {
      for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
    }
    return this.send('POST', path, body, { 'content-type': 'application/x-www-form-urlencoded', ...headers });
  }

  /** The CSRF token in the last page's forms. @throws when the last page has none */
  csrf(): string {
    const match = /name="_csrf" value="([^"]+)"/.exec(this.last?.text ?? '');
    if (match === null) throw new Error('the last console page has no CSRF token');
    return match[1];
  }

  /**
   * Signs the user in through the pages: sign-in form, then the emailed code (while OTP is on). Leaves the client
   * on the dashboard redirect. @throws when a step does not answer as it should
   */
  async signIn(email: string, password = CONSOLE_TEST_PASSWORD): Promise<void> {
    await this.get('/sign-in');
    const login = await this.post('/sign-in', { email, password });
    if (login.status !== 303)
      throw new Error(`sign-in answered ${login.status}: ${login.text.slice(0, 200)}`);
    if (login.location?.endsWith('/sign-in/code')) {
      await this.get('/sign-in/code');
      const verified = await this.post('/sign-in/code', { code: this.app.inbox.lastCode(email) });
      if (verified.status !== 303) throw new Error(`the code answered ${verified.status}`);
    }
  }

  private async send(
    method: string,
    path: string,
    body: URLSearchParams | undefined,
    headers: Record<string, string>,
  ): Promise<ConsoleAnswer> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(this.app.url(path), {
      method,
      body,
      redirect: 'manual',
      headers: { ...(cookie === '' ? {} : { cookie }), ...headers },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      if (value === '' || /;\s*Max-Age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const answer = {
      status: response.status,
      location: response.headers.get('location'),
      headers: response.headers,
      text: await response.text(),
    };
    if (answer.text.includes('_csrf')) this.last = answer;
    return answer;
  }
}
