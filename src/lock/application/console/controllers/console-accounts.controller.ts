import { Body, Get, Inject, Param, Post, Query, Res, UseFilters, UseGuards } from '@nestjs/common';
import { canTravelInHeader } from '../../../../common/config/header-value';
import { oauthStatusOf } from '../../../auth/oauth-status';
import { LockException } from '../../../errors/lock.exception';
import { Lock } from '../../../lock';
import { LOCK_ACCOUNT_REGISTRY, LOCK_DATABASE_ACCOUNT_REGISTRY } from '../../../lock.constants';
import { isLockAccountKey } from '../../accounts/lock-account-key';
import {
  assertLockAccountRename,
  isLockAccountName,
  MAX_LOCK_ACCOUNT_NAME_LENGTH,
} from '../../accounts/lock-account-name';
import { LockAccountRuleException } from '../../accounts/lock-account-rule.exception';
import type {
  LockAccountRecord,
  LockAccountRegistry,
} from '../../../interfaces/lock-account-registry.interface';
import { AccountCredentials } from '../../persistence/account-credentials';
import { DatabaseAccountRegistry } from '../../persistence/database-account-registry';
import { LockAuthSettings } from '../../../auth/lock-auth-settings';
import { LockUserRepository } from '../../users/lock-user-repository';
import { CONSOLE_COOKIES, ConsoleContext } from '../console-context';
import { consoleOf } from '../console-context-store';
import { ConsoleExceptionFilter } from '../console-exception.filter';
import { ConsoleGate } from '../console-gate';
import { ConsoleMainOnly } from '../console-route.decorators';
import { isLockCallFailure } from '../lock-call-failure';
import { ConsoleResponse, textField } from '../http/console-exchange';
import { ConsoleHttpError } from '../http/console-http-error';
import {
  CONSOLE_OAUTH_STATE_SECONDS,
  ConsoleOAuthState,
  decodeConsoleOAuthState,
  encodeConsoleOAuthState,
  isReturnedConsoleOAuthState,
  newConsoleOAuthState,
} from '../http/console-oauth-state';
import { ACCOUNT_MANAGE_MESSAGES } from '../i18n/account-manage-messages';
import { ACCOUNTS_MESSAGES } from '../i18n/accounts-messages';
import { confirmedOrAsk } from '../confirm-step';
import { DESTRUCTIVE_CONFIRMATIONS } from '../destructive-confirmations';
import { lockFailureText } from '../lock-failure-text';
import { ConsoleAccountManagePage, renderAccountManage } from '../views/account-manage.view';
import { ApiException } from '../../../errors/api.exception';
import { CONFIRM_MESSAGES } from '../i18n/confirm-messages';
import type { ConsoleConfirmation } from '../views/confirm.view';
import {
  ConsoleAccountConnection,
  ConsoleAccountRow,
  ConsoleAccountsOAuth,
  ConsoleOAuthStatus,
  ConsoleAccountsPage,
  renderAccounts,
} from '../views/accounts.view';

/** The longest key or name field read (longer ones are refused by the rules, not cut). */
const MAX_FIELD = 1024;
/** The longest API token read. */
const MAX_TOKEN = 8192;
/** What an OAuth error code may look like to be shown (`access_denied`); anything else is shown as `?`. */
const OAUTH_ERROR_CODE = /^[A-Za-z0-9._-]{1,64}$/;

/** What a re-rendered accounts page adds: a refused add form. */
type AccountsPageExtras = Pick<ConsoleAccountsPage, 'addForm' | 'connectForm'>;

/**
 * The accounts pages of main users and host visitors (sub-users get a 403): `GET <prefix>/accounts` lists the
 * viewer's accounts with their active flag, whether an API token is set and whether they are connected with
 * OAuth (never a token); `POST accounts` adds one with its API token (stored encrypted, the main user becomes its
 * owner); `POST accounts/:account/token`, `.../token/clear`, `.../disable` and `.../enable` change it, and
 * `POST accounts/:account/remove` removes it from the lock database (asked first; its OAuth token too). OAuth runs
 * through the console's own routes: `POST accounts/:account/oauth/connect` (or `POST oauth/connect` for a new
 * account) sends the viewer to the consent page with a random `state` kept in an HttpOnly cookie, and
 * `GET oauth/callback`, where `LOCK_OAUTH_REDIRECT_URI` must point, exchanges the code only when the state matches.
 */
@UseGuards(ConsoleGate)
@UseFilters(ConsoleExceptionFilter)
export class ConsoleAccountsController {
  constructor(
    private readonly lock: Lock,
    private readonly config: LockAuthSettings,
    private readonly credentials: AccountCredentials,
    @Inject(LOCK_DATABASE_ACCOUNT_REGISTRY) private readonly registry: DatabaseAccountRegistry,
    @Inject(LOCK_ACCOUNT_REGISTRY) private readonly accounts: LockAccountRegistry,
    private readonly users: LockUserRepository,
  ) {}

  @Get('accounts')
  @ConsoleMainOnly()
  async list(@Res() response: ConsoleResponse): Promise<void> {
    await this.renderPage(consoleOf(response), {});
  }

  @Post('accounts')
  @ConsoleMainOnly()
  async add(@Body() body: unknown, @Res() response: ConsoleResponse): Promise<void> {
    const context = consoleOf(response);
    const key = textField(body, 'key', MAX_FIELD);
    const name = textField(body, 'name', MAX_FIELD).trim();
    const token = textField(body, 'token', MAX_TOKEN);
    const refuse = (error: string) => this.renderPage(context, { addForm: { key, name, error } }, 400);
    // In OAuth mode calls never use an API token: an account added with one could not be used.
    if (this.config.authMode() === 'oauth') return refuse(say(context, 'tokenNotOffered'));
    const problem =
      (await this.newAccountProblem(context, key, name)) ??
      tokenProblem(context, token) ??
      (await this.tokenCheckProblem(context, token));
    if (problem !== null) return refuse(problem);
    const ciphertext = this.sealed(key, token);
    if (ciphertext === null) return refuse(say(context, 'noAppKey'));
    try {
      await this.registry.create(key, name === '' ? null : name, ciphertext);
    } catch (error) {
      // Taken between the check and the insert.
      if (!(error instanceof LockException)) throw error;
      return refuse(say(context, 'keyTaken', { key }));
    }
    await this.own(context, key);
    context.redirect(context.url('accounts'), this.done(context, say(context, 'added', { key })));
  }

  @Get('accounts/:account/manage')
  @ConsoleMainOnly()
  async manage(@Param('account') account: string, @Res() response: ConsoleResponse): Promise<void> {
    const context = consoleOf(response);
    await context.signedIn.requireManaged(account);
    await this.renderManagePage(context, account);
  }

  @Post('accounts/:account/rename')
  @ConsoleMainOnly()
  async rename(
    @Param('account') account: string,
    @Body() body: unknown,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    await context.signedIn.requireManaged(account);
    const name = textField(body, 'name', MAX_FIELD).trim();
    try {
      assertLockAccountRename(name);
    } catch (error) {
      // The rename rule (below): a name, not blank and not too long. Nothing is written.
      if (!(error instanceof LockAccountRuleException)) throw error;
      const text =
        error.rule === 'blank-name'
          ? context.t(ACCOUNT_MANAGE_MESSAGES, 'nameBlank')
          : say(context, 'nameTooLong', { max: String(MAX_LOCK_ACCOUNT_NAME_LENGTH) });
      return this.renderManagePage(context, account, { form: 'name', text }, 400);
    }
    await this.change(context, account, async () => {
      await this.registry.rename(account, name);
      return context.t(ACCOUNT_MANAGE_MESSAGES, 'renamedDone', { key: account, name });
    });
  }

  @Post('accounts/:account/token')
  @ConsoleMainOnly()
  async setToken(
    @Param('account') account: string,
    @Body() body: unknown,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    await context.signedIn.requireManaged(account);
    const token = textField(body, 'token', MAX_TOKEN);
    const refuse = (text: string) => this.renderManagePage(context, account, { form: 'token', text }, 400);
    const problem = tokenProblem(context, token);
    if (problem !== null) return refuse(problem);
    // Sealed once ahead to tell a missing APP_KEY in the page's language (`setToken` seals it again to store it).
    if (this.sealed(account, token) === null) return refuse(say(context, 'noAppKey'));
    const refused = await this.tokenCheckProblem(context, token);
    if (refused !== null) return refuse(refused);
    await this.change(context, account, async () => {
      const change = await this.credentials.setToken(account, token);
      return say(context, change === 'replaced' ? 'tokenReplacedDone' : 'tokenSetDone', { key: account });
    });
  }

  @Post('accounts/:account/token/clear')
  @ConsoleMainOnly()
  async clearToken(
    @Param('account') account: string,
    @Body() body: unknown,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    await context.signedIn.requireManaged(account);
    const name = await this.displayName(account);
    const asked = DESTRUCTIVE_CONFIRMATIONS.clearToken(
      context,
      name,
      context.url('accounts', account, 'manage'),
    );
    if (!confirmedOrAsk(context, body, asked)) return;
    await this.change(context, account, async () => {
      await this.credentials.setToken(account, null);
      return say(context, 'tokenClearedDone', { key: account });
    });
  }

  @Post('accounts/:account/disable')
  @ConsoleMainOnly()
  async disable(
    @Param('account') account: string,
    @Body() body: unknown,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    await context.signedIn.requireManaged(account);
    const name = await this.displayName(account);
    const asked = DESTRUCTIVE_CONFIRMATIONS.disableAccount(
      context,
      name,
      context.url('accounts', account, 'manage'),
    );
    if (!confirmedOrAsk(context, body, asked)) return;
    await this.change(context, account, async () => {
      await this.credentials.setActive(account, false);
      return say(context, 'disabledDone', { key: account });
    });
  }

  @Post('accounts/:account/enable')
  @ConsoleMainOnly()
  async enable(@Param('account') account: string, @Res() response: ConsoleResponse): Promise<void> {
    const context = consoleOf(response);
    await context.signedIn.requireManaged(account);
    await this.change(context, account, async () => {
      await this.credentials.setActive(account, true);
      return say(context, 'enabledDone', { key: account });
    });
  }

  @Post('accounts/:account/remove')
  @ConsoleMainOnly()
  async remove(
    @Param('account') account: string,
    @Body() body: unknown,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    await context.signedIn.requireManaged(account);
    const here = context.url('accounts', account, 'manage');
    if ((await this.registry.find(account)) === null) {
      return context.redirect(here, {
        kind: 'error',
        text: say(context, 'removeNotStored', { key: account }),
      });
    }
    const asked: ConsoleConfirmation = {
      question: context.t(CONFIRM_MESSAGES, 'removeAccount', { account: await this.displayName(account) }),
      confirmLabel: context.t(CONFIRM_MESSAGES, 'confirmRemoveAccount'),
      cancelUrl: here,
    };
    if (!confirmedOrAsk(context, body, asked)) return;
    // The OAuth token first (it may live in the token cache, not the database), then the row and what hangs on it.
    await this.lock.oauth().revoke(account);
    await this.registry.remove(account);
    context.redirect(context.url('accounts'), {
      kind: 'success',
      text: say(context, 'removedDone', { key: account }),
    });
  }

  @Post('accounts/:account/oauth/connect')
  @ConsoleMainOnly()
  async connect(@Param('account') account: string, @Res() response: ConsoleResponse): Promise<void> {
    const context = consoleOf(response);
    await context.signedIn.requireManaged(account);
    if (!this.oauthOffered()) {
      return context.redirect(context.url('accounts'), {
        kind: 'error',
        text: say(context, this.oauthReady() ? 'oauthNotOffered' : 'oauthNotConfigured'),
      });
    }
    this.sendToConsent(context, newConsoleOAuthState(account, null, context.now()));
  }

  @Post('oauth/connect')
  @ConsoleMainOnly()
  async connectNew(@Body() body: unknown, @Res() response: ConsoleResponse): Promise<void> {
    const context = consoleOf(response);
    if (!this.oauthOffered()) {
      return context.redirect(context.url('accounts'), {
        kind: 'error',
        text: say(context, this.oauthReady() ? 'oauthNotOffered' : 'oauthNotConfigured'),
      });
    }
    const key = textField(body, 'key', MAX_FIELD);
    const name = textField(body, 'name', MAX_FIELD).trim();
    const problem = await this.newAccountProblem(context, key, name);
    if (problem !== null)
      return this.renderPage(context, { connectForm: { key, name, error: problem } }, 400);
    this.sendToConsent(
      context,
      newConsoleOAuthState(key, { name: name === '' ? null : name }, context.now()),
    );
  }

  @Get('oauth/callback')
  @ConsoleMainOnly()
  async callback(@Query() query: unknown, @Res() response: ConsoleResponse): Promise<void> {
    const context = consoleOf(response);
    const kept = decodeConsoleOAuthState(context.cookies.get(CONSOLE_COOKIES.oauthState));
    // Spent by this answer whatever it says: a state is good for one callback.
    context.clearCookie(CONSOLE_COOKIES.oauthState);
    if (
      kept === null ||
      !isReturnedConsoleOAuthState(kept, textField(query, 'state', MAX_FIELD), context.now()) ||
      !isKeptAccountValid(kept)
    ) {
      throw new ConsoleHttpError(400, 'badRequest', { reason: say(context, 'oauthStateRefused') });
    }
    const back = context.url('accounts');
    const error = textField(query, 'error', MAX_FIELD);
    if (error !== '') {
      const shown = OAUTH_ERROR_CODE.test(error) ? error : '?';
      return context.redirect(back, { kind: 'error', text: say(context, 'oauthDenied', { error: shown }) });
    }
    const code = textField(query, 'code', MAX_FIELD);
    if (code === '') return context.redirect(back, { kind: 'error', text: say(context, 'oauthNoCode') });
    const key = kept.account;
    if (kept.newAccount === null) {
      await context.signedIn.requireManaged(key);
    } else {
      // Checked again: another main user, the settings or the registry may have the key by now. Then `create`,
      // not `register`: an account that exists (someone else's) is never taken over by a new key.
      const taken = say(context, 'oauthAccountTaken', { key });
      if (await this.isKnownAccount(key)) return context.redirect(back, { kind: 'error', text: taken });
      try {
        await this.registry.create(key, kept.newAccount.name, null);
      } catch (failure) {
        if (!(failure instanceof LockException)) throw failure;
        return context.redirect(back, { kind: 'error', text: taken });
      }
      await this.own(context, key);
    }
    try {
      await this.lock.oauth().exchangeCode(code, key);
    } catch (failure) {
      if (!isLockCallFailure(failure)) throw failure;
      const text = say(context, 'oauthFailed', { key, reason: lockFailureText(context, failure) });
      return context.redirect(back, { kind: 'error', text });
    }
    const name = await this.signedInName(key, kept);
    const connected =
      name === null
        ? say(context, 'oauthConnectedDone', { key })
        : say(context, 'oauthConnectedAs', { key, name });
    const tokenFirst = (await this.connectionOf(key)) === 'token';
    const text = tokenFirst ? `${connected} ${say(context, 'oauthConnectedTokenFirst')}` : connected;
    context.redirect(back, { kind: 'success', text });
  }

  /** The accounts page, with what a refused action adds. */
  private async renderPage(context: ConsoleContext, extras: AccountsPageExtras, status = 200): Promise<void> {
    const accounts = await context.signedIn.accounts();
    const rows = await this.rowsOf(accounts);
    const remembered = context.rememberedAccount();
    const page: ConsoleAccountsPage = {
      rows,
      current: accounts.some((account) => account.key === remembered) ? remembered : undefined,
      unreadNotice: this.unreadNotice(context),
      oauth: this.oauthPart(context),
      tokensUsed: this.config.authMode() !== 'oauth',
      ...extras,
    };
    context.html(renderAccounts(context, page), status);
  }

  /** An account's own page, with a refused change beside its form. */
  private async renderManagePage(
    context: ConsoleContext,
    account: string,
    error?: ConsoleAccountManagePage['error'],
    status = 200,
  ): Promise<void> {
    const accounts = await context.signedIn.accounts();
    const record = accounts.find((candidate) => candidate.key === account) ?? { key: account, name: null };
    const [row] = await this.rowsOf([record]);
    context.html(
      renderAccountManage(context, {
        row,
        accounts,
        oauthReady: this.oauthOffered(),
        tokensUsed: this.config.authMode() !== 'oauth',
        error,
      }),
      status,
    );
  }

  /** The accounts as the pages show them: the lock database's row (never a token) and the OAuth state. */
  private async rowsOf(accounts: readonly LockAccountRecord[]): Promise<ConsoleAccountRow[]> {
    const stored = new Map((await this.registry.overview()).map((account) => [account.key, account]));
    return Promise.all(
      accounts.map(async (account): Promise<ConsoleAccountRow> => {
        const row = stored.get(account.key);
        const oauth = await this.oauthStatus(account.key);
        return {
          key: account.key,
          name: row?.name ?? account.name,
          stored: row === undefined ? null : { active: row.active, tokenSet: row.tokenSet },
          oauth,
          connection: this.connectionFrom(account.key, row?.tokenSet ?? null, oauth),
        };
      }),
    );
  }

  /** The account's name as the pages show it (else its key). */
  private async displayName(account: string): Promise<string> {
    return (await this.accounts.find(account))?.name ?? account;
  }

  /**
   * Why the lock API refuses the API token (checked with GET /account before anything is stored), or null when
   * it signs in.
   */
  private async tokenCheckProblem(context: ConsoleContext, token: string): Promise<string | null> {
    try {
      await this.lock.account().infoWithToken(token);
      return null;
    } catch (error) {
      if (error instanceof ApiException && (error.status === 401 || error.status === 403)) {
        return context.t(ACCOUNT_MANAGE_MESSAGES, 'tokenRefused');
      }
      if (!isLockCallFailure(error)) throw error;
      return context.t(ACCOUNT_MANAGE_MESSAGES, 'tokenUnchecked', {
        reason: lockFailureText(context, error),
      });
    }
  }

  /** Runs a change of a stored account and goes back to its page with what it did, or why it did not. */
  private async change(
    context: ConsoleContext,
    account: string,
    write: () => Promise<string>,
  ): Promise<void> {
    const back = context.url('accounts', account, 'manage');
    let text: string;
    try {
      text = await write();
    } catch (error) {
      // An account the lock database does not hold (the app's own registry), or no usable APP_KEY.
      if (!(error instanceof LockException)) throw error;
      return context.redirect(back, { kind: 'error', text: lockFailureText(context, error) });
    }
    context.redirect(back, this.done(context, text));
  }

  /** A success flash, with a note when this configuration does not read what was stored. */
  private done(context: ConsoleContext, text: string) {
    const unread = this.unreadNotice(context) !== null;
    return { kind: 'success' as const, text: unread ? `${text} ${say(context, 'unreadShort')}` : text };
  }

  /**
   * Why a new account's key or name is refused (the account rules, asked before the token is checked or the
   * viewer sent to the consent page; `create` enforces them again), or null.
   */
  private async newAccountProblem(
    context: ConsoleContext,
    key: string,
    name: string,
  ): Promise<string | null> {
    if (!isLockAccountKey(key)) return say(context, 'keyInvalid');
    if (!isLockAccountName(name)) {
      return say(context, 'nameTooLong', { max: String(MAX_LOCK_ACCOUNT_NAME_LENGTH) });
    }
    if (await this.isKnownAccount(key)) return say(context, 'keyTaken', { key });
    return null;
  }

  /**
   * True when the key names an account already: in the lock database, in the registry in use (a host's own), in
   * the settings (`LOCK_API_TOKEN` for `default`, `accounts`) or, in OAuth mode, in the token store. A new account with such
   * a key would make its creator the owner of an account someone else configured (its configured or stored token
   * would serve the new, token-less row), so it is refused.
   */
  private async isKnownAccount(key: string): Promise<boolean> {
    return (
      this.config.configuredAccountKeys().includes(key) ||
      (await this.registry.find(key)) !== null ||
      (await this.accounts.find(key)) !== null ||
      // A stored OAuth token serves the calls of an account without an API token (in either mode): a store that
      // cannot be read counts as holding one.
      (this.oauthReady() && (await this.oauthStatus(key)) !== 'not-connected')
    );
  }

  /** The token's ciphertext for the account, or null when it cannot be sealed (no usable `APP_KEY`). */
  private sealed(accountKey: string, token: string): string | null {
    try {
      return this.credentials.seal(accountKey, token);
    } catch (error) {
      if (!(error instanceof LockException)) throw error;
      return null;
    }
  }

  /** Makes the signed-in main user an owner of the account (a host visitor has no user: nothing to do). */
  private async own(context: ConsoleContext, accountKey: string): Promise<void> {
    const user = context.signedIn.user;
    if (user !== null) await this.users.addOwnership(user.id, accountKey);
  }

  /** Whether an OAuth token is stored for the account and still serves calls (see `ConsoleOAuthStatus`). */
  private async oauthStatus(accountKey: string): Promise<ConsoleOAuthStatus> {
    try {
      return oauthStatusOf(await this.lock.oauth().token(accountKey));
    } catch {
      return 'unreadable';
    }
  }

  /** Why stored API tokens and active flags are not read in this configuration, or null when they are. */
  private unreadNotice(context: ConsoleContext): string | null {
    if (this.config.readsAccountRows()) return null;
    if (this.config.authMode() === 'oauth') return say(context, 'unreadOAuthMode');
    return say(context, 'unreadResolver', { resolver: this.config.tokenResolver() });
  }

  /** True when the OAuth client settings are complete (client id, secret and redirect URI). */
  private oauthReady(): boolean {
    return this.config.missingOAuthSettings().length === 0;
  }

  /**
   * True when connecting an account with OAuth is offered: the OAuth client settings are complete, and calls use
   * the connection (`LOCK_AUTH=oauth`, or the `database` resolver, which calls an account without an API token
   * of its own with its OAuth connection). With the `config` or `store` resolver a connection would never be used.
   */
  private oauthOffered(): boolean {
    return this.oauthReady() && (this.config.authMode() === 'oauth' || this.config.readsAccountRows());
  }

  /** How calls of the account reach the lock API now (see `LockAuthenticator`). */
  private async connectionOf(accountKey: string): Promise<ConsoleAccountConnection> {
    const row = (await this.registry.overview()).find((account) => account.key === accountKey);
    return this.connectionFrom(accountKey, row?.tokenSet ?? null, await this.oauthStatus(accountKey));
  }

  /**
   * How calls of an account reach the lock API, as `LockAuthenticator` picks it: in OAuth mode its OAuth
   * connection; with the `database` resolver its own API token, else its OAuth connection, else a configured
   * token; with another resolver, what the settings say. `tokenSet` is null for an account the database does not
   * hold.
   */
  private connectionFrom(
    accountKey: string,
    tokenSet: boolean | null,
    oauth: ConsoleOAuthStatus,
  ): ConsoleAccountConnection {
    const connected = oauth !== 'not-connected';
    if (this.config.authMode() === 'oauth') return connected ? 'oauth' : 'none';
    if (!this.config.readsAccountRows()) return 'settings';
    if (tokenSet === true) return 'token';
    if (tokenSet !== null && this.oauthReady() && connected) return 'oauth';
    return this.config.apiToken(accountKey) !== null ? 'settings' : 'none';
  }

  /** Whether connecting is offered, and what to tell about the OAuth settings. */
  private oauthPart(context: ConsoleContext): ConsoleAccountsOAuth {
    if (!this.oauthReady()) return { ready: false, notes: [] };
    if (!this.oauthOffered()) return { ready: false, notes: [say(context, 'oauthNotOffered')] };
    const notes: string[] = [];
    const uri = this.config.oauthClient().redirectUri;
    const path = context.url('oauth', 'callback');
    // A proxy may serve the console under a longer path, so only the end must match.
    if (!new URL(uri).pathname.endsWith(path)) notes.push(say(context, 'redirectMismatch', { uri, path }));
    return { ready: true, notes };
  }

  /** Keeps the state in its cookie and sends the viewer to the consent page. */
  private sendToConsent(context: ConsoleContext, kept: ConsoleOAuthState): void {
    const url = this.lock.oauth().authorizationUrl(kept.state);
    context.setCookie(CONSOLE_COOKIES.oauthState, encodeConsoleOAuthState(kept), CONSOLE_OAUTH_STATE_SECONDS);
    context.redirectAway(url);
  }

  /**
   * Who the new token signs in as, or null when calls of the account do not use it (its API token goes first). A
   * new account added without a name takes it, as `lock:oauth-authorize` does.
   */
  private async signedInName(accountKey: string, kept: ConsoleOAuthState): Promise<string | null> {
    if ((await this.connectionOf(accountKey)) !== 'oauth') return null;
    const info = await this.lock.as(accountKey).account().info(true);
    if (info === null) return null;
    if (kept.newAccount !== null && kept.newAccount.name === null) {
      await this.registry.register(accountKey, info.displayName());
    }
    return info.displayName();
  }
}

/** Why an API token is refused before anything is stored, or null. */
function tokenProblem(context: ConsoleContext, token: string): string | null {
  if (token === '') return say(context, 'tokenMissing');
  return canTravelInHeader(token) ? null : say(context, 'tokenNotHeader');
}

/** A state cookie's new account must follow the rules the connect form checked (the cookie is the browser's). */
function isKeptAccountValid(kept: ConsoleOAuthState): boolean {
  if (kept.newAccount === null) return true;
  return isLockAccountKey(kept.account) && isLockAccountName(kept.newAccount.name);
}

function say(
  context: ConsoleContext,
  key: keyof (typeof ACCOUNTS_MESSAGES)['en'],
  values?: Record<string, string>,
): string {
  return context.t(ACCOUNTS_MESSAGES, key, values);
}
