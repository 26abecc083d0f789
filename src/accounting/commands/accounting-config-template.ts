/** The file `accounting:publish-config` writes: a typed `registerAs('accounting', ...)` over the env variables. */
export const ACCOUNTING_CONFIG_TEMPLATE: string = `import { registerAs } from '@nestjs/config';
import type { AccountingModuleOptions } from '@vendor/nest-integrations/accounting';

/**
 * Accounting API settings, published by \`accounting:publish-config\`; edit freely. Use it with
 * \`ConfigModule.forRoot({ load: [accountingConfig] })\` and
 * \`AccountingModule.forRootAsync({ inject: [accountingConfig.KEY], useFactory: (options: AccountingModuleOptions) => options })\`.
 */
const accountingConfig = registerAs(
  'accounting',
  (): AccountingModuleOptions => ({
    // The API's base address; the default ends in /v2.
    baseUrl: process.env.ACCOUNTING_BASE_URL || 'https://b2bapi.accounting.example/v2',
    // The token endpoint (client-key grant).
    tokenUrl: process.env.ACCOUNTING_TOKEN_URL || 'https://auth.accounting.example/b2b/token',
    clientKey: process.env.ACCOUNTING_CLIENT_KEY ?? '',
    // Sent as the Ocp-Apim-Subscription-Key header on API calls, when set.
    subscriptionKey: process.env.ACCOUNTING_SUBSCRIPTION_KEY || null,
    // Seconds; a value that is not a positive number falls back to 30 and 10.
    timeout: process.env.ACCOUNTING_TIMEOUT ?? 30,
    connectTimeout: process.env.ACCOUNTING_CONNECT_TIMEOUT ?? 10,
    tokenCache: {
      // false, 0, off or no turns the shared cache off (the token stays in memory).
      enabled: process.env.ACCOUNTING_TOKEN_CACHE ?? true,
      // Unset: the app's CACHE_MANAGER, else memory; or 'memory', or a redis:// URL.
      store: process.env.ACCOUNTING_TOKEN_CACHE_STORE || undefined,
    },
  }),
);

export default accountingConfig;
`;
