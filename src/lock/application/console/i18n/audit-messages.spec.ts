import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '../../../../common/i18n/translator';
import { AUDIT_ACTION_WORDS, AUDIT_DETAIL_WORDS } from './audit-messages';

/** The state-changing routes of the console's controllers, as their decorators declare them. */
function changingRoutes(): string[] {
  const folder = join(__dirname, '..', 'controllers');
  const routes = readdirSync(folder)
    .filter((file) => file.endsWith('.controller.ts'))
    .flatMap((file) =>
      [...readFileSync(join(folder, file), 'utf8').matchAll(/@(?:Post|Put|Patch|Delete)\('([^']*)'\)/g)].map(
        (match) => match[1],
      ),
    );
  return [...new Set(routes)].sort();
}

/** Routes no signed-in viewer posts to: the audit trail records none of them. */
const BEFORE_SIGN_IN = ['password/forgot', 'password/reset', 'register', 'sign-in', 'sign-in/code'];

describe('the audit trail words', () => {
  it('say every state-changing console route in words (a new page adds its line here)', () => {
    const routes = changingRoutes().filter((route) => !BEFORE_SIGN_IN.includes(route));
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((route) => !Object.hasOwn(AUDIT_ACTION_WORDS, route))).toEqual([]);
  });

  it('have every language, and a :detail only where the route has its own word', () => {
    for (const [route, words] of Object.entries({ ...AUDIT_ACTION_WORDS, ...AUDIT_DETAIL_WORDS })) {
      for (const locale of LOCALES)
        expect([route, locale, words[locale].trim() !== '']).toEqual([route, locale, true]);
    }
    for (const [route, words] of Object.entries(AUDIT_ACTION_WORDS)) {
      const hasDetail = /:(action|change)\b/.test(route);
      for (const locale of LOCALES)
        expect([route, words[locale].includes(':detail')]).toEqual([route, hasDetail]);
    }
  });
});
