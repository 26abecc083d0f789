import { Module } from '@nestjs/common';
import { ConfigModule, ConfigService } from '@nestjs/config';
import { AccountingModule } from '@vendor/nest-integrations/accounting';
import { DeliveryModule } from '@vendor/nest-integrations/delivery';
import { LockModuleFromConfig } from './lock-module-from-config.js';
import { SuiteController } from './suite.controller.js';

/** The host app: Delivery from the env variables, Accounting and Lock from `ConfigService`. */
@Module({
  imports: [
    ConfigModule.forRoot(),
    DeliveryModule.forRoot(),
    AccountingModule.forRootAsync({
      imports: [ConfigModule],
      inject: [ConfigService],
      useFactory: (config: ConfigService) => ({
        baseUrl: config.getOrThrow<string>('ACCOUNTING_BASE_URL'),
        tokenUrl: config.getOrThrow<string>('ACCOUNTING_TOKEN_URL'),
        clientKey: config.getOrThrow<string>('ACCOUNTING_CLIENT_KEY'),
        subscriptionKey: config.get<string>('ACCOUNTING_SUBSCRIPTION_KEY') ?? null,
      }),
    }),
    LockModuleFromConfig,
  ],
  controllers: [SuiteController],
})
export class AppModule {}
