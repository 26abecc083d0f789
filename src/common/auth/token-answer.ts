import { canTravelInHeader } from '../config/header-value';
import { isJsonObject, parseJsonBody } from '../json/json-body';
import type { IssuedToken } from './token-provider';

/**
 * The token of an OAuth-style token answer: a non-empty `access_token` that can travel in an `Authorization`
 * header as it is, and `expires_in` when it is a number. Undefined when the body has no usable `access_token`
 * (the caller throws its module's exception; a token with a line break would otherwise split a header).
 */
export function readTokenAnswer(body: string): IssuedToken | undefined {
  const answer = parseJsonBody(body);
  if (
    !isJsonObject(answer) ||
    typeof answer.access_token !== 'string' ||
    !canTravelInHeader(answer.access_token)
  ) {
    return undefined;
  }
  const expiresIn = Number(answer.expires_in);
  return { accessToken: answer.access_token, expiresIn: Number.isFinite(expiresIn) ? expiresIn : undefined };
}
