import { Module } from '@nestjs/common';
import { CommandOutput } from '../../common/cli/command-output';
import { SandboxCommand } from './sandbox.command';

/**
 * Registers the `sandbox` command for a `nest-commander` CLI: it starts the API sandboxes of
 * `@vendor/nest-integrations/testing` and needs no runtime module.
 */
@Module({ providers: [CommandOutput, SandboxCommand] })
export class SandboxCommandsModule {}
