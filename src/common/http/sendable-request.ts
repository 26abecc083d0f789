import { canTravelInHeader } from '../config/header-value';
import { InvalidArgumentException } from '../errors/invalid-argument.exception';

/** A header name: an HTTP token. */
const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/**
 * Refuses headers that cannot travel as they are, before anything is sent: a name that is no HTTP token, or a
 * value with a line break, a control character, a character beyond Latin-1 (`€`, emoji), or white space around
 * it. The message names the header, never its value (which may be a secret).
 * @throws InvalidArgumentException
 */
export function assertSendableHeaders(headers: Readonly<Record<string, unknown>>): void {
  for (const [name, value] of Object.entries(headers)) {
    if (!HEADER_NAME.test(name)) {
      throw new InvalidArgumentException(
        "A request header name is not a valid HTTP header name (letters, digits and !#$%&'*+-.^_`|~ only).",
      );
    }
    if (typeof value !== 'string' || (value !== '' && !canTravelInHeader(value))) {
      throw new InvalidArgumentException(
        `The request header ${name} has a value that cannot be sent in HTTP: only visible ASCII or Latin-1 ` +
          'characters with inner spaces, no line break, control character or surrounding white space.',
      );
    }
  }
}

/**
 * Refuses a URL that does not parse or whose scheme is not http or https, before anything is sent. The message
 * names the problem, not the URL (whose userinfo or query may hold a secret).
 * @throws InvalidArgumentException
 */
export function assertSendableUrl(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new InvalidArgumentException('The request URL is not a valid absolute URL.');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new InvalidArgumentException('The request URL must start with http:// or https://.');
  }
}
