import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { LockCommandsModule } from '@vendor/nest-integrations/commands';
import { LockModuleFromConfig } from './lock-module-from-config.js';

/** The host's own command line: the Lock client, registered with `forRootAsync`, and its commands. */
@Module({
  imports: [ConfigModule.forRoot(), LockModuleFromConfig, LockCommandsModule],
})
export class CliModule {}
