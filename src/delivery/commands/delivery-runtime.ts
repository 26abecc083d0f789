import { Injectable, OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { runtimeProvider } from '../../common/modules/runtime-provider';
import { DeliveryClient } from '../delivery.client';
import { DELIVERY_SETTINGS } from '../delivery.constants';
import { DeliverySettings } from '../delivery-settings';

const OWNER = { user: 'DeliveryCommandsModule', runtimeModule: 'DeliveryModule' };

/** What the delivery commands use of the app's `DeliveryModule`; an app without one fails to boot, naming it. */
@Injectable()
export class DeliveryRuntime implements OnModuleInit {
  constructor(private readonly app: ModuleRef) {}

  onModuleInit(): void {
    void this.client;
  }

  /** The app's client, configured however the app registered `DeliveryModule`. */
  get client(): DeliveryClient {
    return runtimeProvider(this.app, DeliveryClient, OWNER);
  }

  /** The resolved settings of that client (locale, account names to redact). */
  get settings(): DeliverySettings {
    return runtimeProvider(this.app, DELIVERY_SETTINGS, OWNER);
  }
}
