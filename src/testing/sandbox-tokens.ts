import { randomBytes, randomUUID } from 'node:crypto';

/** The access tokens a sandbox has issued, with their expiry and revocation. */
export class SandboxTokens {
  /** Every token issued, in order. */
  readonly issued: string[] = [];
  /** Expiry moment (epoch ms) per token; `null` when the token was issued without a lifetime. */
  private readonly expiresAt = new Map<string, number | null>();
  private readonly revoked = new Set<string>();

  /** Issues a random JWT-looking token (three base64url parts) carrying `claims`; `null` lifetime: no expiry. */
  issueJwt(claims: Record<string, string>, lifetimeSeconds: number | null): string {
    const issuedAt = Date.now();
    const expiresAt = expiryFrom(issuedAt, lifetimeSeconds);
    const header = { alg: 'RS256', typ: 'JWT', kid: 'sandbox' };
    const payload = {
      ...claims,
      jti: randomUUID(),
      iat: Math.floor(issuedAt / 1000),
      ...(expiresAt === null ? {} : { exp: Math.floor(expiresAt / 1000) }),
    };
    const token = [base64UrlJson(header), base64UrlJson(payload), randomBytes(64).toString('base64url')].join(
      '.',
    );
    return this.register(token, expiresAt);
  }

  /** Issues a random opaque token (64 base64url characters); `null` lifetime: no expiry. */
  issueOpaque(lifetimeSeconds: number | null): string {
    return this.register(randomBytes(48).toString('base64url'), expiryFrom(Date.now(), lifetimeSeconds));
  }

  /** True when the token was issued here, has not expired and has not been revoked. */
  isValid(token: string): boolean {
    const expiresAt = this.expiresAt.get(token);
    if (expiresAt === undefined || this.revoked.has(token)) {
      return false;
    }
    return expiresAt === null || Date.now() < expiresAt;
  }

  /** The most recently issued token. */
  current(): string | undefined {
    return this.issued.at(-1);
  }

  /** Makes every token issued so far expired. */
  expireAll(): void {
    this.issued.forEach((token) => this.expiresAt.set(token, 0));
  }

  /** Revokes one token. */
  revoke(token: string): void {
    this.revoked.add(token);
  }

  private register(token: string, expiresAt: number | null): string {
    this.issued.push(token);
    this.expiresAt.set(token, expiresAt);
    return token;
  }
}

function expiryFrom(issuedAt: number, lifetimeSeconds: number | null): number | null {
  return lifetimeSeconds === null ? null : issuedAt + lifetimeSeconds * 1000;
}

function base64UrlJson(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}
