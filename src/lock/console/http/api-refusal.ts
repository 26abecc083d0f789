import { excerpt } from '../../../common/redaction/redacted-excerpt';
import { API_EXCEPTION_BODY_EXCERPT, ApiException } from '../../errors/api.exception';

/**
 * What the lock API said when it refused a change, for a person: the `detailMessage` of its JSON error (e.g.
 * "The keypad code is already in use on this smartlock"), else the exception's message; redacted as the
 * exception is, at most 300 characters.
 */
export function apiRefusalText(error: ApiException): string {
  try {
    const parsed: unknown = JSON.parse(error.body);
    const detail = (parsed as Record<string, unknown> | null)?.detailMessage;
    if (typeof detail === 'string' && detail.trim() !== '') {
      return excerpt(detail.trim(), API_EXCEPTION_BODY_EXCERPT);
    }
  } catch {
    // Not JSON: the message says what came back.
  }
  return error.message;
}
