import { DeliveryException } from '../src/delivery';
import { AccountingException } from '../src/accounting';
import { AccountingSandbox, DeliverySandbox } from '../src/testing';
import { rejectionOf, standaloneClient, startAccountingApp } from './support/accounting-app';
import { startDeliveryApp } from './support/delivery-app';

/** An error body far longer than any message should hold, with customer data at its start. */
const LONG_BODY = `customer Bakkerij Jansen, invoice 2026-17; ${'details '.repeat(2000)}`;
/** The most characters of a body a Delivery or Accounting message holds. */
const EXCERPT = 1000;

/** The body part of a message (`... Response: <excerpt>`). */
function excerptOf(message: string): string {
  return message.slice(message.indexOf('Response: ') + 'Response: '.length);
}

describe('messages hold a bounded excerpt of an answer body', () => {
  it('Delivery: at most 1,000 characters of the body, its start kept', async () => {
    const sandbox = await DeliverySandbox.start();
    const app = await startDeliveryApp(sandbox);
    try {
      sandbox.failNext(1, 500, LONG_BODY, { path: /\/status$/ });
      const error = await rejectionOf(app.client.status({ functioneelId: 'INV-1' }));

      expect(error).toBeInstanceOf(DeliveryException);
      const body = excerptOf((error as DeliveryException).message);
      expect(body.length).toBe(EXCERPT);
      expect(LONG_BODY.startsWith(body)).toBe(true);
    } finally {
      await app.close();
      await sandbox.close();
    }
  });

  it.each(['NestJS', 'standalone'])(
    'Accounting (%s): at most 1,000 characters of the body',
    async (flavour) => {
      const sandbox = await AccountingSandbox.start();
      const app = flavour === 'NestJS' ? await startAccountingApp(sandbox) : undefined;
      const standalone = flavour === 'standalone' ? standaloneClient(sandbox) : undefined;
      try {
        sandbox.failNext(1, 503, LONG_BODY, { path: /\/companyInfo$/ });
        const error = await rejectionOf((app?.api ?? standalone)!.getCompanyInfo());

        expect(error).toBeInstanceOf(AccountingException);
        const body = excerptOf((error as AccountingException).message);
        expect(body.length).toBe(EXCERPT);
        expect(LONG_BODY.startsWith(body)).toBe(true);
      } finally {
        standalone?.close();
        await app?.close();
        await sandbox.close();
      }
    },
  );
});
