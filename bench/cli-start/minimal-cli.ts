#!/usr/bin/env node
/**
 * The baseline of the CLI start benchmark: the smallest nest-commander CLI that does what `delivery:status`
 * does, with one command. `status --functioneel-id <id>` signs in to the Delivery portal (password grant) and
 * prints the matching messages as JSON, with the global `fetch` and the `DELIVERY_*` env variables. The bench
 * compiles it with the repository's compiler options before measuring, so it starts as compiled JavaScript
 * like the package's own bin.
 */
import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { Command, CommandFactory, CommandRunner, Option } from 'nest-commander';

@Command({ name: 'status', description: 'print the status of messages' })
class StatusCommand extends CommandRunner {
  async run(_params: string[], options: { functioneelId?: string }): Promise<void> {
    const env = process.env;
    const tokenUrl = `${env.DELIVERY_AUTH_URL}/realms/${env.DELIVERY_REALM}/protocol/openid-connect/token`;
    const tokenAnswer = await fetch(tokenUrl, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'password',
        client_id: env.DELIVERY_CLIENT_ID ?? '',
        username: env.DELIVERY_USERNAME ?? '',
        password: env.DELIVERY_PASSWORD ?? '',
      }),
    });
    const { access_token: token } = (await tokenAnswer.json()) as { access_token: string };
    const query = new URLSearchParams({ functioneelId: options.functioneelId ?? '' });
    const answer = await fetch(`${env.DELIVERY_BASE_URL}${env.DELIVERY_STATUS_PATH}?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!answer.ok) throw new Error(`status: HTTP ${answer.status}`);
    console.log(JSON.stringify(await answer.json(), null, 2));
  }

  @Option({ flags: '--functioneel-id <id>', description: 'your own reference' })
  parseFunctioneelId(value: string): string {
    return value;
  }
}

@Module({ providers: [StatusCommand] })
class MinimalCliModule {}

void CommandFactory.run(MinimalCliModule, {
  logger: ['error', 'warn'],
  serviceErrorHandler: (error) => {
    console.error(error.message);
    process.exitCode = 1;
  },
});
