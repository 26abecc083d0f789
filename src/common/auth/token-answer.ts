import { isJsonObject, parseJsonBody } from '../json/json-body';
import type { IssuedToken } from './token-provider';

/**
 * The token of an OAuth-style token answer: a non-empty `access_token`, and `expires_in` when it is a number.
 * Undefined when the body has no usable `access_token` (the caller throws its module's exception).
 */
export function readTokenAnswer(body: string): IssuedToken | undefined {
  const answer = parseJsonBody(body);
  if (!isJsonObject(answer) || typeof answer.access_token !== 'string' || answer.access_token === '') {
    return undefined;
  }
  const expiresIn = Number(answer.expires_in);
  return { accessToken: answer.access_token, expiresIn: Number.isFinite(expiresIn) ? expiresIn : undefined };
}
