import { HttpTransport } from './http-transport';
import type { TransportOptions } from './transport';
import type { TransportKind } from './transport-kind';
import { UndiciTransport } from './undici-transport';

/** The transport a module builds for its `http.transport` setting; both keep the same contract. */
export function createTransport(
  kind: TransportKind,
  options: TransportOptions,
): HttpTransport | UndiciTransport {
  return kind === 'undici' ? new UndiciTransport(options) : new HttpTransport(options);
}
