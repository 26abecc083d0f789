import type { AbstractHttpAdapter } from '@nestjs/core';
import { Catalogue, Locale, LOCALE_TAGS, translate } from '../../../common/i18n/translator';
import type { ConsoleViewer } from './console-viewer';
import { sendConsoleBody } from './http/console-compression';
import { CookieOptions, serializeCookie } from '../../http/cookies';
import { ConsoleFlash, encodeFlash } from './http/console-flash';
import type { ConsoleRequest, ConsoleResponse } from './http/console-exchange';
import type { SafeHtml } from './html/html';
import type { LockConsoleSettings } from './lock-console-settings';

/** The names of the console's cookies (their path is the console's prefix). */
export const CONSOLE_COOKIES = {
  session: 'lock_console_session',
  csrf: 'lock_console_csrf',
  challenge: 'lock_console_challenge',
  flash: 'lock_console_flash',
  language: 'lock_console_lang',
  account: 'lock_console_account',
  oauthState: 'lock_console_oauth_state',
} as const;

/** The request header the console's script sends with a partial request (it wants a fragment, not a page). */
export const CONSOLE_PARTIAL_HEADER = 'x-console-partial';

/** What `ConsoleGate` learned of a request, for its handler. */
export interface ConsoleContextParts {
  request: ConsoleRequest;
  response: ConsoleResponse;
  adapter: AbstractHttpAdapter;
  settings: LockConsoleSettings;
  locale: Locale;
  viewer: ConsoleViewer | null;
  csrfToken: string;
  flash: ConsoleFlash | null;
  timeZone: string;
  /** The module's clock (`LOCK_CLOCK`), which permission windows are read on. */
  now(): Date;
  /** True when the app's public URL (`APP_URL`) is HTTPS: cookies are `Secure` whatever the request says. */
  httpsApp: boolean;
  /** The request's cookies. */
  cookies: ReadonlyMap<string, string>;
}

/**
 * One console request: who asks (`viewer`), in which language, the CSRF token its forms carry, and the ways to
 * answer it (a page, a fragment, a redirect), each with the console's security headers and pending cookies.
 */
export class ConsoleContext {
  readonly request: ConsoleRequest;
  readonly locale: Locale;
  readonly viewer: ConsoleViewer | null;
  readonly csrfToken: string;
  readonly flash: ConsoleFlash | null;
  readonly timeZone: string;
  readonly settings: LockConsoleSettings;
  readonly cookies: ReadonlyMap<string, string>;
  /** The module's clock (`LOCK_CLOCK`), which permission windows are read on. */
  readonly now: () => Date;
  readonly #response: ConsoleResponse;
  readonly #adapter: AbstractHttpAdapter;
  readonly #setCookies: string[] = [];
  readonly #httpsApp: boolean;

  constructor(parts: ConsoleContextParts) {
    this.request = parts.request;
    this.#response = parts.response;
    this.#adapter = parts.adapter;
    this.settings = parts.settings;
    this.locale = parts.locale;
    this.viewer = parts.viewer;
    this.csrfToken = parts.csrfToken;
    this.flash = parts.flash;
    this.timeZone = parts.timeZone;
    this.cookies = parts.cookies;
    this.now = parts.now;
    this.#httpsApp = parts.httpsApp;
  }

  /** True when the console's script asked for a fragment (progressive enhancement), not a whole page. */
  get partial(): boolean {
    return this.request.headers[CONSOLE_PARTIAL_HEADER] === '1';
  }

  /** The viewer of a route that requires one (`ConsoleGate` lets no one else in). */
  get signedIn(): ConsoleViewer {
    if (this.viewer === null) throw new Error('This console route has no viewer.');
    return this.viewer;
  }

  /** The console URL of the path segments, each encoded: `url('accounts', key)` is `/lock/accounts/<key>`. */
  url(...segments: (string | number)[]): string {
    return [this.settings.prefix, ...segments.map((segment) => encodeURIComponent(String(segment)))].join(
      '/',
    );
  }

  /** The catalogue's line in the page's language, with its `:placeholders` replaced. */
  t<K extends string>(catalogue: Catalogue<K>, key: K, replacements: Record<string, string> = {}): string {
    return translate(catalogue, key, this.locale, replacements);
  }

  /** A date and time in the page's language and the module's time zone; '' for none, the text for a non-date. */
  dateTime(value: string | Date | null | undefined): string {
    return this.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
  }

  /** A date with the `Intl` options, in the page's language and the module's time zone; as `dateTime` otherwise. */
  formatDate(value: string | Date | null | undefined, options: Intl.DateTimeFormatOptions): string {
    if (value === null || value === undefined || value === '') return '';
    const date = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(date.getTime())) return String(value);
    const locale = LOCALE_TAGS[this.locale];
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: this.timeZone }).format(date);
  }

  /**
   * Sets a cookie on the answer (path: the console's prefix unless given; `HttpOnly`, `SameSite=Lax`; `Secure` over
   * HTTPS, and always when `APP_URL` is HTTPS).
   */
  setCookie(name: string, value: string, maxAge?: number, path = this.settings.prefix): void {
    this.#setCookies.push(serializeCookie(name, value, this.cookieOptions(path, maxAge)));
  }

  /** Remembers the account opened last, for `GET <prefix>` (any key: it is kept percent-encoded). */
  rememberAccount(accountKey: string, maxAge: number): void {
    this.setCookie(CONSOLE_COOKIES.account, encodeURIComponent(accountKey), maxAge);
  }

  /** The account opened last, or undefined. */
  rememberedAccount(): string | undefined {
    const value = this.cookies.get(CONSOLE_COOKIES.account);
    try {
      return value === undefined ? undefined : decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }

  /** Deletes a cookie. */
  clearCookie(name: string): void {
    this.setCookie(name, '', 0);
  }

  /** Answers a whole page, or the markup alone for a partial request. */
  html(markup: SafeHtml, status = 200): void {
    this.send(status, 'text/html; charset=utf-8', markup.toString());
  }

  /** Answers a 303 redirect to a console path (never elsewhere), with a flash for the next page when given. */
  redirect(location: string, flash?: ConsoleFlash): void {
    if (flash !== undefined) this.setCookie(CONSOLE_COOKIES.flash, encodeFlash(flash), 60);
    this.flushCookies();
    this.#adapter.redirect(this.#response, 303, location);
  }

  /** Answers a redirect to another site (the OAuth consent page): 303, cookies set. */
  redirectAway(location: string): void {
    this.flushCookies();
    this.#adapter.redirect(this.#response, 303, location);
  }

  /** Answers static text (the console's stylesheet and script). */
  asset(contentType: string, body: string): void {
    this.#adapter.setHeader(this.#response, 'Cache-Control', 'public, max-age=3600');
    this.send(200, contentType, body, false);
  }

  /** Writes an answer; its body is compressed when the browser accepts it (`sendConsoleBody`). */
  private send(status: number, contentType: string, body: string, noStore = true): void {
    this.flushCookies();
    this.#adapter.setHeader(this.#response, 'Content-Type', contentType);
    if (noStore) this.#adapter.setHeader(this.#response, 'Cache-Control', 'no-store');
    sendConsoleBody(this.request, this.#response, status, body);
  }

  private flushCookies(): void {
    // Node's own setHeader: the adapter's takes one value, and a response may set several cookies.
    if (this.#setCookies.length > 0) this.#response.setHeader('Set-Cookie', [...this.#setCookies]);
  }

  private cookieOptions(path: string, maxAge?: number): CookieOptions {
    return { path, maxAge, secure: this.#httpsApp || this.request.secure === true };
  }
}
