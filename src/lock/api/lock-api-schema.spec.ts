import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

describe('The generated lock API types', () => {
  it('are what openapi/lock-api.openapi.json generates now (npm run generate:lock-api)', () => {
    const script = join(__dirname, '..', '..', '..', 'scripts', 'generate-lock-api-types.mjs');
    expect(() => execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' })).not.toThrow();
  }, 60_000);
});
