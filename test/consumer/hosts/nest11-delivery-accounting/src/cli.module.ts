import { Module } from '@nestjs/common';
import { AccountingModule } from '@vendor/nest-integrations/accounting';
import { AccountingCommandsModule } from '@vendor/nest-integrations/commands';

/** The host's own command line: the Accounting client and its commands. */
@Module({
  imports: [AccountingModule.forRoot(), AccountingCommandsModule],
})
export class CliModule {}
