import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost, Reflector } from '@nestjs/core';
import { LockAccess } from '../access/lock-access';
import { LockGrantRepository } from '../access/lock-grant-repository';
import { LockDatabaseUnavailableException } from '../../errors/lock-database-unavailable.exception';
import type { LockAccountRegistry } from '../../interfaces/lock-account-registry.interface';
import { Lock } from '../../lock';
import { LOCK_ACCOUNT_REGISTRY, LOCK_CLOCK } from '../../lock.constants';
import { LockAccessSettings } from '../access/lock-access-settings';
import { LockAuthSettings } from '../../auth/lock-auth-settings';
import { LockWebhookSettings } from '../webhooks/lock-webhook-settings';
import { LockAuthService } from '../users/lock-auth.service';
import { LockClock } from '../../interfaces/lock-clock.interface';
import { CONSOLE_COOKIES, ConsoleContext } from './console-context';
import { keepConsoleContext } from './console-context-store';
import { CONSOLE_MAIN_ONLY_METADATA, CONSOLE_PUBLIC_METADATA } from './console-route.decorators';
import type { ConsoleViewer } from './console-viewer';
import { HostConsoleViewer } from './host-console-viewer';
import { parseCookies } from '../../http/cookies';
import {
  CONSOLE_CSRF_FIELD,
  CONSOLE_CSRF_HEADER,
  consoleCsrfToken,
  isConsoleCsrfToken,
  newCsrfNonce,
} from './http/console-csrf';
import type { ConsoleRequest, ConsoleResponse } from './http/console-exchange';
import { textField } from './http/console-exchange';
import { decodeFlash } from './http/console-flash';
import { ConsoleHttpError, ConsoleSignInRequired } from './http/console-http-error';
import { consoleLocaleOf } from './http/console-locale';
import { setConsoleSecurityHeaders } from './http/console-security-headers';
import { LockConsoleSettings } from './lock-console-settings';
import { UserConsoleViewer } from './user-console-viewer';

/** Methods that change nothing, so they carry no CSRF token. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** What `newCsrfNonce` makes: 32 bytes in base64url. */
const NONCE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Runs before every console handler: sets the security headers, finds the viewer (the session cookie's user, or
 * whom the host's `canAccess` lets in), refuses a state-changing request without the browser's CSRF token or
 * from another site, sends a visitor who is not signed in to the sign-in page, keeps sub-users off main-user pages,
 * and leaves a `ConsoleContext` for the handler.
 */
@Injectable()
export class ConsoleGate implements CanActivate {
  constructor(
    private readonly settings: LockConsoleSettings,
    private readonly reflector: Reflector,
    private readonly adapterHost: HttpAdapterHost,
    private readonly accessSettings: LockAccessSettings,
    private readonly authSettings: LockAuthSettings,
    private readonly webhookSettings: LockWebhookSettings,
    private readonly lock: Lock,
    private readonly access: LockAccess,
    private readonly grants: LockGrantRepository,
    private readonly auth: LockAuthService,
    @Inject(LOCK_ACCOUNT_REGISTRY) private readonly registry: LockAccountRegistry,
    @Inject(LOCK_CLOCK) private readonly clock: LockClock,
  ) {}

  async canActivate(execution: ExecutionContext): Promise<boolean> {
    const http = execution.switchToHttp();
    const request = http.getRequest<ConsoleRequest>();
    const response = http.getResponse<ConsoleResponse>();
    setConsoleSecurityHeaders(response, this.formTargets());
    const cookies = parseCookies(request.headers.cookie);
    // Without the database no one is signed in, but the page that says so is in the visitor's language.
    let unavailable: LockDatabaseUnavailableException | undefined;
    const { viewer, session } = await this.viewerOf(request, cookies).catch((error: unknown) => {
      if (!(error instanceof LockDatabaseUnavailableException)) throw error;
      unavailable = error;
      return { viewer: null, session: null };
    });
    const nonce = cookies.get(CONSOLE_COOKIES.csrf);
    const freshNonce =
      session === null && (nonce === undefined || !NONCE.test(nonce)) ? newCsrfNonce() : null;
    const browserSecret = session ?? freshNonce ?? (nonce as string);
    const flash = decodeFlash(cookies.get(CONSOLE_COOKIES.flash));
    const context = new ConsoleContext({
      request,
      response,
      adapter: this.adapterHost.httpAdapter,
      settings: this.settings,
      locale: consoleLocaleOf(cookies.get(CONSOLE_COOKIES.language), header(request, 'accept-language')),
      viewer,
      csrfToken: consoleCsrfToken(browserSecret),
      flash,
      timeZone: this.accessSettings.timeZone(),
      now: () => this.clock.now(),
      httpsApp: this.httpsApp(),
      cookies,
    });
    keepConsoleContext(request, response, context);
    if (unavailable !== undefined) throw unavailable;
    if (freshNonce !== null) context.setCookie(CONSOLE_COOKIES.csrf, freshNonce);
    if (flash !== null || cookies.has(CONSOLE_COOKIES.flash)) context.clearCookie(CONSOLE_COOKIES.flash);

    if (!SAFE_METHODS.has(request.method ?? 'GET')) this.requireSameSiteForm(request, browserSecret);
    const handler = execution.getHandler();
    const targets = [handler, execution.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(CONSOLE_PUBLIC_METADATA, targets) === true) return true;
    if (viewer === null) {
      throw this.settings.gate.kind === 'users'
        ? new ConsoleSignInRequired()
        : new ConsoleHttpError(403, 'accessDenied');
    }
    if (
      this.reflector.getAllAndOverride<boolean>(CONSOLE_MAIN_ONLY_METADATA, targets) === true &&
      !viewer.isMain
    ) {
      throw new ConsoleHttpError(403, 'mainUsersOnly');
    }
    return true;
  }

  /**
   * The origin of the OAuth consent page when the console offers to connect accounts (client id, secret and
   * redirect URI set): its connect forms are redirected there. None otherwise, or for a malformed URL (the
   * accounts page reports the settings).
   */
  private formTargets(): string[] {
    if (this.authSettings.missingOAuthSettings().length > 0) return [];
    try {
      return [new URL(this.authSettings.oauthClient().authorizeUrl).origin];
    } catch {
      return [];
    }
  }

  /**
   * True when the request's `Origin` (browsers send it with every POST) is the console's own: the host the request
   * came to (over http or https: a proxy that ends TLS may not say so), or `APP_URL`'s origin (behind a proxy that
   * rewrites the host). A request without one (an older browser, a script) is left to the CSRF token.
   */
  private isOwnOrigin(request: ConsoleRequest): boolean {
    const origin = header(request, 'origin');
    if (origin === undefined) return true;
    const host = header(request, 'host');
    const own = host === undefined ? [] : [`http://${host}`, `https://${host}`];
    try {
      const appUrl = this.webhookSettings.appUrl();
      if (appUrl) own.push(new URL(appUrl).origin);
    } catch {
      // A malformed APP_URL is the webhook receiver's and the commands' to report.
    }
    return own.some((candidate) => candidate.toLowerCase() === origin.toLowerCase());
  }

  /** True when `APP_URL` is HTTPS (a malformed one is the webhook receiver's and the commands' to report). */
  private httpsApp(): boolean {
    try {
      return this.webhookSettings.appUrl()?.startsWith('https://') ?? false;
    } catch {
      return false;
    }
  }

  /** The viewer, and the session token that signed them in (null for a host visitor or no one). */
  private async viewerOf(
    request: ConsoleRequest,
    cookies: ReadonlyMap<string, string>,
  ): Promise<{ viewer: ConsoleViewer | null; session: string | null }> {
    const gate = this.settings.gate;
    if (gate.kind === 'host') {
      const allowed = gate.canAccess === null ? this.settings.development() : await gate.canAccess(request);
      return {
        viewer: allowed === true ? new HostConsoleViewer(this.lock, this.registry) : null,
        session: null,
      };
    }
    const session = cookies.get(CONSOLE_COOKIES.session);
    const signedIn = session === undefined ? null : await this.auth.authenticate(session);
    if (signedIn === null) return { viewer: null, session: null };
    return {
      viewer: new UserConsoleViewer(signedIn, this.access, this.grants, this.registry),
      session: session as string,
    };
  }

  /**
   * @throws ConsoleHttpError 403 for a request another site made (`Sec-Fetch-Site: cross-site`, or an `Origin`
   *   that is neither this request's own nor `APP_URL`'s), or one without this browser's CSRF token
   */
  private requireSameSiteForm(request: ConsoleRequest, browserSecret: string): void {
    const crossSite = header(request, 'sec-fetch-site') === 'cross-site' || !this.isOwnOrigin(request);
    const sent = header(request, CONSOLE_CSRF_HEADER) ?? textField(request.body, CONSOLE_CSRF_FIELD, 128);
    if (crossSite || !isConsoleCsrfToken(sent, browserSecret)) throw new ConsoleHttpError(403, 'csrf');
  }
}

function header(request: ConsoleRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
