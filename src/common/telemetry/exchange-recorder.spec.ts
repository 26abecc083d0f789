import fc from 'fast-check';
import { TelemetryCapture } from '../../../test/support/telemetry-capture';
import { redactSecrets } from '../redaction/redact-secrets';
import type { IntegrationExchangeEvent } from './exchange-event';
import { listenerObserver } from './exchange-listener-observer';
import { ExchangeRecorder } from './exchange-recorder';
import { ATTR_URL_FULL } from './telemetry-attributes';

/** Pieces of a random value: characters no fixed part of the URLs below holds, and the ones userinfo ends at. */
const PIECES = ['a', 'b', 'Z', '9', '-', '_', '@', '%40', ':', '/'];
/** A value of at least 8 characters holding an `@` (raw or percent-encoded once more). */
const value = fc
  .tuple(fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }), fc.constantFrom('@', '%40'))
  .map(([pieces, at]) => [...pieces, at, ...pieces.slice().reverse()].join(''))
  .filter((text) => text.length >= 8);

const ORIGIN = 'http://127.0.0.1:4321';

/** Records one exchange to `url` and returns what the span and the `onExchange` event carry as the URL. */
function recorded(url: string, secrets: readonly string[], capture: TelemetryCapture): string[] {
  const events: IntegrationExchangeEvent[] = [];
  const recorder = new ExchangeRecorder(
    { module: 'lock', observers: [listenerObserver((event) => events.push(event))] },
    (text) => redactSecrets(text, secrets),
  );
  capture.resetSpans();
  recorder.start('GET', url, undefined)?.answered(200);
  return [String(capture.spans()[0]?.attributes[ATTR_URL_FULL]), ...events.map((event) => event.url)];
}

describe('ExchangeRecorder URLs with @, %40, : and / in path segments and query values', () => {
  const capture = new TelemetryCapture();
  beforeAll(() => capture.register());
  afterAll(() => capture.unregister());

  it('records http://host/... with the known secret of the query redacted, not the userinfo of a host never contacted', () => {
    const url = `${ORIGIN}/smartlock?${new URLSearchParams({ password: 'P@ssw0rd-secret-tail' }).toString()}`;
    for (const shown of recorded(url, ['P@ssw0rd-secret-tail'], capture)) {
      expect(shown).toBe(`${ORIGIN}/smartlock?password=[redacted]`);
    }
  });

  it('keeps scheme, host and port, no known secret and every parameter name', () => {
    fc.assert(
      fc.property(value, value, value, value, (inPath, inQuery, unknownPath, unknownQuery) => {
        const secrets = [inPath, inQuery];
        const query = new URLSearchParams({ password: inQuery, apiKey: inQuery, filter: unknownQuery });
        const url = `${ORIGIN}/devices/${encodeURIComponent(inPath)}/${unknownPath}?${query.toString()}`;
        const urls = recorded(url, secrets, capture);
        expect(urls).toHaveLength(2);
        for (const shown of urls) {
          expect(shown.startsWith(`${ORIGIN}/devices/`)).toBe(true);
          expect(new URL(shown).origin).toBe(ORIGIN);
          for (const secret of secrets) {
            for (const form of [
              secret,
              encodeURIComponent(secret),
              new URLSearchParams({ s: secret }).toString().slice(2),
            ]) {
              expect(shown).not.toContain(form);
            }
          }
          expect(shown).toMatch(/\?password=[^&]*&apiKey=[^&]*&filter=/);
        }
      }),
    );
  });
});
