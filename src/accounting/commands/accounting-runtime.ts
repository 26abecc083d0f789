import { Injectable, OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { runtimeProvider } from '../../common/modules/runtime-provider';
import { AccountingApi } from '../accounting-api';
import { EchoService } from '../echo.service';

const OWNER = { user: 'AccountingCommandsModule', runtimeModule: 'AccountingModule' };

/** What the accounting commands use of the app's `AccountingModule`; an app without one fails to boot, naming it. */
@Injectable()
export class AccountingRuntime implements OnModuleInit {
  constructor(private readonly app: ModuleRef) {}

  onModuleInit(): void {
    void this.api;
  }

  /** The app's API client, configured however the app registered `AccountingModule`. */
  get api(): AccountingApi {
    return runtimeProvider(this.app, AccountingApi, OWNER);
  }

  /** The app's echo service. */
  get echo(): EchoService {
    return runtimeProvider(this.app, EchoService, OWNER);
  }
}
