import { Controller, Get } from '@nestjs/common';
import { AccountingApi } from '@vendor/nest-integrations/accounting';

/** `GET /accounting/company`: the company the accounting API key belongs to. */
@Controller('accounting')
export class AccountingController {
  constructor(private readonly accounting: AccountingApi) {}

  @Get('company')
  company() {
    return this.accounting.getCompanyInfo();
  }
}
