import type { Transport } from '../common/http/transport';
import type { EncryptedTokenCache } from '../common/token-cache/encrypted-token-cache';
import { AccountingClient } from './accounting-client';
import type { AccountingConfig } from './support/accounting-config';

/**
 * The accounting API client of `AccountingModule` (a singleton, aliased `'accounting'`). It keeps its token in
 * memory and in the shared encrypted cache, and lets a `ConnectionException` through unchanged. Not final:
 * subclass it, override its protected members, and register the subclass with the module's `apiClass` option.
 */
export class AccountingApi extends AccountingClient {
  /** @throws AccountingException (status 0) when the token URL or the client key is empty */
  constructor(config: AccountingConfig, transport: Transport, tokenCache: EncryptedTokenCache | null) {
    super(config, transport, tokenCache);
  }
}

/** A class the module can build as its `AccountingApi`: `AccountingApi` itself or a subclass of it. */
export type AccountingApiClass = new (
  config: AccountingConfig,
  transport: Transport,
  tokenCache: EncryptedTokenCache | null,
) => AccountingApi;
