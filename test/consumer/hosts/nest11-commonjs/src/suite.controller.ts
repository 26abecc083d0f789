import { Controller, Get } from '@nestjs/common';
import { AccountingApi, EchoService } from '@vendor/nest-integrations/accounting';
import { DeliveryClient } from '@vendor/nest-integrations/delivery';
import { Lock } from '@vendor/nest-integrations/lock';

/** What one call of each client returned, as `GET /suite` answers it. */
export interface SuiteReport {
  deliveryStatuses: string[];
  companyName: string;
  echoSucceeded: boolean;
  smartlockNames: (string | null)[];
}

/** Calls every client of the suite, the way a host's own controller would. */
@Controller('suite')
export class SuiteController {
  constructor(
    private readonly delivery: DeliveryClient,
    private readonly accounting: AccountingApi,
    private readonly echo: EchoService,
    private readonly lock: Lock,
  ) {}

  @Get()
  async report(): Promise<SuiteReport> {
    const messages = await this.delivery.status({ functioneelId: 'INV-2026-0001' });
    const company = await this.accounting.getCompanyInfo<{ naam: string }>();
    const echo = await this.echo.getEchoResource();
    const smartlocks = await this.lock.smartlocks().all();
    return {
      deliveryStatuses: messages.map((message) => message.status),
      companyName: company.naam,
      echoSucceeded: echo.success,
      smartlockNames: smartlocks.map((smartlock) => smartlock.name),
    };
  }
}
