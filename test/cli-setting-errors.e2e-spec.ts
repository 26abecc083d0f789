import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BIN_SETTING_PREFIXES, runBinInProcess, runBinProcess } from './support/bin-run';
import { isolateEnv } from './support/isolated-env';

/**
 * An invalid URL setting of any module is one `Error:` line naming the setting, with no secret of the value, and
 * exit code 1 (issue 23, README point 10): never Nest's stack trace, also when the setting stops the module's
 * bootstrap (Delivery reads its settings when the app is built; Accounting and Lock at their first call).
 */

const SRC = path.resolve(__dirname, '..', 'src');
/** A password in the invalid value: it must not reach any output. */
const SECRET = `pw-${randomBytes(12).toString('hex')}`;
/** Not an http(s) URL, with credentials. */
const INVALID_URL = `ftp://operator:${SECRET}@settings.example/path`;

/** Complete OAuth settings besides the URLs, with the tokens kept in a database (never read here). */
const OAUTH_SETTINGS = {
  LOCK_AUTH: 'oauth',
  LOCK_OAUTH_CLIENT_ID: 'client',
  LOCK_OAUTH_CLIENT_SECRET: 'client-secret',
  LOCK_OAUTH_REDIRECT_URI: 'http://127.0.0.1/lock/oauth/callback',
  LOCK_OAUTH_TOKEN_STORE: 'database',
  LOCK_DATABASE_URL: `sqlite://${path.join(tmpdir(), `cli-setting-errors-${randomUUID()}.sqlite`)}`,
};

/** Each URL setting, the command that reads it, and what else the command needs to get that far. */
const URL_SETTINGS: Record<string, { args: string[]; env?: Record<string, string> }> = {
  DELIVERY_AUTH_URL: { args: ['delivery:forget-token'] },
  DELIVERY_BASE_URL: { args: ['delivery:status', '--functioneel-id=INV-1'] },
  ACCOUNTING_BASE_URL: { args: ['accounting:test'] },
  ACCOUNTING_TOKEN_URL: { args: ['accounting:test'] },
  LOCK_BASE_URL: { args: ['lock:locks'], env: { LOCK_API_TOKEN: 'token' } },
  LOCK_OAUTH_AUTHORIZE_URL: { args: ['lock:locks'], env: OAUTH_SETTINGS },
  LOCK_OAUTH_TOKEN_URL: { args: ['lock:locks'], env: OAUTH_SETTINGS },
  LOCK_DATABASE_URL: { args: ['lock:migrate'] },
};

/** Every `*_URL` setting of the modules that the source reads. */
function urlSettingsInSource(): string[] {
  const names = new Set<string>();
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/(?<!\.spec)\.ts$/.test(entry.name)) {
        for (const [name] of readFileSync(file, 'utf8').matchAll(/\b(DELIVERY|ACCOUNTING|LOCK)_\w*URL\b/g)) {
          names.add(name);
        }
      }
    }
  };
  visit(SRC);
  return [...names].sort();
}

describe('an invalid URL setting on the command line', () => {
  jest.setTimeout(60_000);

  let restoreEnv: () => void = () => undefined;

  beforeEach(() => {
    restoreEnv = isolateEnv(BIN_SETTING_PREFIXES);
    process.env.APP_KEY = `base64:${randomBytes(32).toString('base64')}`;
  });

  afterEach(() => restoreEnv());

  it('is tested for every URL setting the modules read', () => {
    expect(Object.keys(URL_SETTINGS).sort()).toEqual(urlSettingsInSource());
  });

  it.each(Object.entries(URL_SETTINGS))(
    '%s: one Error: line naming it, without the secret, exit code 1',
    async (setting, { args, env = {} }) => {
      Object.assign(process.env, env, { [setting]: INVALID_URL });

      const run = await runBinInProcess(args);

      expect({ code: run.code, stdout: run.stdout }).toEqual({ code: 1, stdout: '' });
      expect(run.stderr).toMatch(new RegExp(`^Error: [^\\n]*\\b${setting}\\b[^\\n]*\\n$`));
      expect(run.stderr).not.toContain(SECRET);
    },
  );

  it('as a real process (the issue\'s DELIVERY_*_URL case): the one line alone, no "[Nest]" log, no stack', async () => {
    const run = await runBinProcess(['delivery:status', '--functioneel-id=INV-1'], {
      DELIVERY_AUTH_URL: 'not a url',
    });

    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'Error: Invalid Delivery setting: DELIVERY_AUTH_URL (option authUrl) must be an absolute http:// or ' +
        'https:// URL, got "not a url".\n',
    });
  });
});
