/**
 * Benchmarks of both accounting clients against the sandbox on loopback. Run with `npm run bench`; prints one
 * line per measurement. Figures depend on the machine: compare runs, not absolute numbers.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { Test } from '@nestjs/testing';
import { AccountingApi, AccountingModule } from '../src/accounting';
import { AccountingApi as StandaloneAccountingApi } from '../src/accounting/standalone';
import { AccountingSandbox } from '../src/testing';
import { report, reportConcurrentWithHeap, timed } from './bench-report';

type Client = Pick<AccountingApi, 'getCompanyInfo'>;

async function benchClient(name: string, sandbox: AccountingSandbox, client: Client): Promise<void> {
  const cold = 1000;
  const coldMs = await timed(() => Promise.all(Array.from({ length: cold }, () => client.getCompanyInfo())));
  report(
    `${name}: 1,000 concurrent first calls`,
    cold,
    coldMs,
    `token requests: ${sandbox.tokenRequests().length}`,
  );
  const sequential = 2000;
  report(
    `${name}: sequential, warm token`,
    sequential,
    await timed(async () => {
      for (let index = 0; index < sequential; index += 1) await client.getCompanyInfo();
    }),
  );
  await reportConcurrentWithHeap(name, 100, 50, () => client.getCompanyInfo());
}

async function main(): Promise<void> {
  console.log(`node ${process.version}, ${process.platform}/${process.arch}`);

  const sandbox = await AccountingSandbox.start();
  const moduleRef = await Test.createTestingModule({
    imports: [
      AccountingModule.forRoot({
        ...sandbox.clientOptions(),
        tokenCache: { store: 'memory', appKey: randomBytes(32).toString('base64') },
      }),
    ],
  }).compile();
  await moduleRef.init();
  await benchClient('framework', sandbox, moduleRef.get(AccountingApi));
  await moduleRef.close();
  await sandbox.close();

  const standaloneSandbox = await AccountingSandbox.start();
  const standalone = new StandaloneAccountingApi(standaloneSandbox.clientOptions());
  await benchClient('standalone', standaloneSandbox, standalone);
  standalone.close();
  await standaloneSandbox.close();
}

void main();
