import { httpCall } from './http-call';
import { StepFailure } from './step-checks';

/**
 * What a person does in the browser: opens the consent URL and approves. The lock sandbox approves at once and
 * redirects to the OAuth callback with `code` and `state`; this answers that callback URL (the redirect is not
 * followed: in the sandbox the callback address has no server behind it).
 */
export async function consentInBrowser(authorizeUrl: string): Promise<string> {
  const answer = await httpCall('GET', authorizeUrl);
  if (answer.status !== 302 || answer.location === null) {
    throw new StepFailure(`the consent page answered ${answer.status} instead of a redirect: ${answer.text}`);
  }
  return answer.location;
}

/** The URL with the value of its `code` parameter hidden, for showing it. */
export function withCodeHidden(url: string): string {
  return url.replace(/([?&]code=)[^&#]*/, '$1…');
}
