/**
 * The shared core of the three modules: what every client throws and takes as options.
 *
 * - Exceptions: {@link IntegrationException} (the base of every module's exception),
 *   {@link InvalidArgumentException}, {@link ConnectionException}, {@link JsonTooDeepException} and
 *   {@link MissingPeerException}.
 * - Options: the `http` limits ({@link HttpLimitOptions}) and the `tokenCache` options
 *   ({@link TokenCacheOptions}) that every module's options take.
 * - Transports: {@link UndiciTransport} and {@link HttpTransport}, and the {@link Transport} contract that a
 *   transport of your own keeps.
 *
 * Also the JSON depth limit ({@link MAX_JSON_DEPTH}) and the types of the config factories and language
 * catalogues.
 * @module @vendor/nest-integrations/common
 */
export type { RegisteredConfig } from './config/registered-config';
export type {
  IntegrationAnswerContext,
  IntegrationExceptionAnswer,
} from './errors/integration-exception-answer';
export * from './errors/integration.exception';
export * from './errors/invalid-argument.exception';
export * from './http/connection.exception';
export * from './http/http-limit-options';
export * from './http/http-transport';
export type {
  QueryValue,
  Transport,
  TransportOptions,
  TransportRequest,
  TransportResponse,
  TransportSummary,
} from './http/transport';
export type { TransportKind } from './http/transport-kind';
export * from './http/undici-transport';
export { LOCALES } from './i18n/translator';
export type { Catalogue, Locale } from './i18n/translator';
export { MAX_JSON_DEPTH } from './json/json-depth';
export * from './json/json-too-deep.exception';
export { MissingPeerException } from './peers/optional-peer';
export type { TokenCacheOptions } from './token-cache/token-cache-options';
