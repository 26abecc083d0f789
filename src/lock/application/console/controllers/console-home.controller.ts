import { Get, Query, Res, UseFilters, UseGuards } from '@nestjs/common';
import { isLocale } from '../../../../common/i18n/translator';
import { CONSOLE_COOKIES } from '../console-context';
import { consoleOf } from '../console-context-store';
import { ConsoleExceptionFilter } from '../console-exception.filter';
import { ConsoleGate } from '../console-gate';
import { ConsolePublic } from '../console-route.decorators';
import type { ConsoleResponse } from '../http/console-exchange';
import { isConsolePath } from '../http/console-path';
import { html } from '../html/html';
import { DASHBOARD_MESSAGES } from '../i18n/dashboard-messages';
import { renderLayout } from '../views/layout.view';

/** A year, in seconds: how long the language choice is kept. */
const LANGUAGE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The console's entry points: `GET <prefix>` opens the dashboard of the account chosen last (else the first one),
 * `GET <prefix>/switch?account=` switches accounts, `GET <prefix>/language?lang=&back=` keeps a language choice.
 */
@UseGuards(ConsoleGate)
@UseFilters(ConsoleExceptionFilter)
export class ConsoleHomeController {
  @Get()
  async home(@Res() response: ConsoleResponse): Promise<void> {
    const context = consoleOf(response);
    const accounts = await context.signedIn.accounts();
    const remembered = context.rememberedAccount();
    const account = accounts.find((candidate) => candidate.key === remembered) ?? accounts[0];
    if (account !== undefined) return context.redirect(context.url('accounts', account.key));
    const t = (key: 'title' | 'noAccounts' | 'noAccountsMain' | 'addAccount') =>
      context.t(DASHBOARD_MESSAGES, key);
    context.html(
      renderLayout(context, {
        title: t('title'),
        section: 'dashboard',
        body: html`<section class="panel empty">
          <h1>${t('title')}</h1>
          ${
            context.signedIn.isMain
              ? html`<p>${t('noAccountsMain')}</p>
                  <p><a class="button" href="${context.url('accounts')}">${t('addAccount')}</a></p>`
              : html`<p>${t('noAccounts')}</p>`
          }
        </section>`,
      }),
    );
  }

  @Get('switch')
  switch(@Query('account') account: unknown, @Res() response: ConsoleResponse): void {
    const context = consoleOf(response);
    if (typeof account !== 'string' || account === '') return context.redirect(context.settings.prefix);
    context.redirect(context.url('accounts', account));
  }

  @Get('language')
  @ConsolePublic()
  language(
    @Query('lang') lang: unknown,
    @Query('back') back: unknown,
    @Res() response: ConsoleResponse,
  ): void {
    const context = consoleOf(response);
    if (isLocale(lang)) context.setCookie(CONSOLE_COOKIES.language, lang, LANGUAGE_COOKIE_SECONDS);
    context.redirect(isConsolePath(back, context.settings.prefix) ? back : context.settings.prefix);
  }
}
