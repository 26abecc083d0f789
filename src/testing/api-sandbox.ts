import { FaultTarget, RecordedRequest, SandboxRequest, SandboxServer } from './sandbox-server';
import { SandboxTokens } from './sandbox-tokens';

/**
 * What every API sandbox shares: the `SandboxServer` it runs on (URL, request log, scripted faults) and the
 * ledger of the access tokens it hands out, with their lifetime, expiry and revocation.
 */
export abstract class ApiSandbox {
  /** The access tokens this sandbox has issued. */
  protected readonly tokens = new SandboxTokens();

  protected constructor(
    /** The HTTP server the sandbox's routes run on. */
    protected readonly server: SandboxServer,
    /** Lifetime of tokens issued from now on; `null`: no `expires_in`, no expiry by time. */
    protected tokenLifetimeSeconds: number | null,
  ) {}

  /** The base URL, `http://127.0.0.1:<port>`. */
  get url(): string {
    return this.server.url;
  }

  /** Every request received, in order; recorded before any fault applies. */
  get requests(): RecordedRequest[] {
    return this.server.requests;
  }

  /** Every access token handed out, in order. */
  get issuedTokens(): string[] {
    return this.tokens.issued;
  }

  /** The access token handed out last. */
  currentToken(): string | undefined {
    return this.tokens.current();
  }

  /** Makes every token issued so far expired: the API answers 401 for them. */
  expireTokens(): void {
    this.tokens.expireAll();
  }

  /** Revokes a token (default: the current one): the API answers 401 for it. */
  revokeToken(token: string | undefined = this.currentToken()): void {
    if (token !== undefined) {
      this.tokens.revoke(token);
    }
  }

  /** Sets the lifetime of tokens issued from now on; `null`: no `expires_in`, no expiry by time. */
  setTokenLifetime(seconds: number | null): void {
    this.tokenLifetimeSeconds = seconds;
  }

  /** The recorded requests with this method and a path equal to, or matching, `path`. */
  requestsTo(method: string, path: string | RegExp): RecordedRequest[] {
    return this.server.requestsTo(method, path);
  }

  /** Empties the request log. */
  clearRequests(): void {
    this.server.clearRequests();
  }

  /**
   * The next `count` matching requests are answered with this status and body (and these headers, e.g.
   * `Retry-After`) instead of their route.
   */
  failNext(
    count: number,
    status: number,
    body?: unknown,
    target?: FaultTarget,
    headers?: Record<string, string>,
  ): this {
    this.server.failNext(count, status, body, target, headers);
    return this;
  }

  /** The next `count` matching requests are answered normally, but only after `ms` milliseconds. */
  delayNext(ms: number, count?: number, target?: FaultTarget): this {
    this.server.delayNext(ms, count, target);
    return this;
  }

  /**
   * The next `count` matching requests are handled at once (their side effects happen), but their answer is held
   * for `ms` milliseconds before it is sent: the vendor acted, the answer has not reached the client.
   */
  holdAnswerNext(ms: number, count?: number, target?: FaultTarget): this {
    this.server.holdAnswerNext(ms, count, target);
    return this;
  }

  /** The next `count` matching requests get no answer: their connection is destroyed. */
  dropNext(count?: number, target?: FaultTarget): this {
    this.server.dropNext(count, target);
    return this;
  }

  /** Forgets every scripted fault that has not been used up. */
  clearFaults(): this {
    this.server.clearFaults();
    return this;
  }

  /** Stops the sandbox and destroys every open connection. */
  close(): Promise<void> {
    return this.server.close();
  }

  /** True when the request carries a bearer token this sandbox issued that has not expired nor been revoked. */
  protected hasValidToken(req: SandboxRequest): boolean {
    const token = req.bearerToken();
    return token !== undefined && this.tokens.isValid(token);
  }
}
