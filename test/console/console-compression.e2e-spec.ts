import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ConsoleApp } from '../support/console-app';
import { ConsoleClient } from '../support/console-client';

/** A raw answer: status, headers and the body's bytes as sent (not decompressed). */
interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

describe('Lock console compression', () => {
  let app: ConsoleApp;
  let owner: ConsoleClient;

  beforeAll(async () => {
    app = await ConsoleApp.start();
    await app.addMainUser('owner@example.com', ['default']);
    owner = await ConsoleClient.signedIn(app, 'owner@example.com');
  });

  afterAll(() => app?.close());

  /** `GET <console><path>` with the owner's cookies and the headers, read byte for byte. */
  function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
    const cookie = [...owner.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return new Promise((resolve, reject) => {
      request(app.url(path), { headers: { cookie, ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      })
        .on('error', reject)
        .end();
    });
  }

  it('answers a page uncompressed to a browser that accepts no encoding', async () => {
    const page = await rawGet('/accounts/default');

    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(page.headers['content-length'])).toBe(page.body.length);
    expect(page.body.toString('utf8')).toContain('Locks of Harbour Office');
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])(
    'answers a page, a fragment and the assets in %s when the browser accepts it',
    async (encoding, inflate) => {
      const accepts = { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip, deflate' };
      const plain = (await rawGet('/accounts/default')).body.toString('utf8');
      const page = await rawGet('/accounts/default', accepts);

      expect(page.status).toBe(200);
      expect(page.headers['content-encoding']).toBe(encoding);
      expect(page.headers.vary).toMatch(/Accept-Encoding/);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(Number(page.headers['content-length'])).toBe(page.body.length);
      expect(page.body.length).toBeLessThan(plain.length / 3);
      // The same page, but for its CSRF token (one per answer).
      const csrf = /name="_csrf" value="[^"]+"/g;
      expect(inflate(page.body).toString('utf8').replace(csrf, '')).toBe(plain.replace(csrf, ''));

      const card = await rawGet('/accounts/default/locks/100101/card', {
        ...accepts,
        'x-console-partial': '1',
      });
      expect(card.headers['content-encoding']).toBe(encoding);
      expect(inflate(card.body).toString('utf8')).toMatch(/^<article/);

      for (const asset of ['console.css', 'console.js']) {
        const answer = await rawGet(`/assets/${asset}`, accepts);
        expect(answer.status).toBe(200);
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(answer.headers['cache-control']).toBe('public, max-age=3600');
        const body = inflate(answer.body).toString('utf8');
        expect(body).toBe((await rawGet(`/assets/${asset}`)).body.toString('utf8'));
      }
    },
  );

  it('sends a tiny answer as it is', async () => {
    const fragment = await rawGet('/accounts/default/locks/999999/card', {
      'accept-encoding': 'gzip, br',
      'x-console-partial': '1',
    });

    expect(fragment.status).toBe(404);
    expect(fragment.body.length).toBeLessThan(1024);
    expect(fragment.headers['content-encoding']).toBeUndefined();
    expect(fragment.body.toString('utf8')).toContain('flash');
  });
});
