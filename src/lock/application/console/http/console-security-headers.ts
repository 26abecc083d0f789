import type { ServerResponse } from 'node:http';

/**
 * The Content-Security-Policy of every console answer: scripts, styles and images from the console itself only
 * (no inline script or style, no `unsafe-inline`), connections (the live cards' event stream, the scripts'
 * fetches) to it only, forms posting to it only, no framing. `formTargets` are the other origins a form may lead
 * to: the OAuth consent page's, which the console's connect form redirects to (browsers check `form-action` on
 * every redirect a form submission follows).
 */
export function consoleContentSecurityPolicy(formTargets: readonly string[] = []): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    ["form-action 'self'", ...formTargets].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** Sets the console's security headers on an answer, before anything else is written. */
export function setConsoleSecurityHeaders(
  response: ServerResponse,
  formTargets: readonly string[] = [],
): void {
  response.setHeader('Content-Security-Policy', consoleContentSecurityPolicy(formTargets));
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('X-Frame-Options', 'DENY');
  response.setHeader('Referrer-Policy', 'same-origin');
  response.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
}
