import type { Catalogue } from '../../../common/i18n/translator';

/** The lines of the accounts page: the accounts, their API tokens, OAuth connections and active flags. */
export const ACCOUNTS_MESSAGES: Catalogue<
  | 'title'
  | 'noAccounts'
  | 'key'
  | 'name'
  | 'status'
  | 'apiToken'
  | 'oauth'
  | 'actions'
  | 'active'
  | 'disabled'
  | 'tokenSet'
  | 'tokenNotSet'
  | 'oauthConnected'
  | 'oauthNotConnected'
  | 'oauthReconnectNeeded'
  | 'oauthUnreadable'
  | 'notStored'
  | 'newToken'
  | 'setToken'
  | 'replaceToken'
  | 'clearToken'
  | 'disable'
  | 'enable'
  | 'connect'
  | 'reconnect'
  | 'dashboard'
  | 'webhooks'
  | 'unreadOAuthMode'
  | 'unreadResolver'
  | 'unreadShort'
  | 'oauthUnused'
  | 'redirectMismatch'
  | 'addTitle'
  | 'keyRule'
  | 'tokenHint'
  | 'submitAdd'
  | 'connectTitle'
  | 'connectIntro'
  | 'submitConnect'
  | 'keyInvalid'
  | 'keyTaken'
  | 'nameTooLong'
  | 'tokenMissing'
  | 'tokenNotHeader'
  | 'noAppKey'
  | 'added'
  | 'tokenSetDone'
  | 'tokenReplacedDone'
  | 'tokenClearedDone'
  | 'disabledDone'
  | 'enabledDone'
  | 'oauthNotConfigured'
  | 'oauthStateRefused'
  | 'oauthDenied'
  | 'oauthNoCode'
  | 'oauthConnectedDone'
  | 'oauthConnectedAs'
  | 'oauthFailed'
  | 'oauthAccountTaken'
> = {
  en: {
    title: 'Accounts',
    noAccounts: 'You have no account yet. Add one below.',
    key: 'Key',
    name: 'Name',
    status: 'Status',
    apiToken: 'API token',
    oauth: 'OAuth',
    actions: 'Actions',
    active: 'active',
    disabled: 'disabled',
    tokenSet: 'set',
    tokenNotSet: 'not set',
    oauthConnected: 'connected',
    oauthNotConnected: 'not connected',
    oauthReconnectNeeded: 'reconnect needed: the lock vendor refused its refresh token',
    oauthUnreadable: 'could not be read',
    notStored: 'not in the lock database',
    newToken: 'New API token for :key',
    setToken: 'Set token',
    replaceToken: 'Replace token',
    clearToken: 'Clear token',
    disable: 'Disable',
    enable: 'Enable',
    connect: 'Connect with OAuth',
    reconnect: 'Connect again with OAuth',
    dashboard: 'Dashboard',
    webhooks: 'Webhooks',
    unreadOAuthMode:
      'LOCK_AUTH is "oauth": calls use each account\'s OAuth token, so the API tokens and active flags stored ' +
      'here are not read in this configuration.',
    unreadResolver:
      'The token resolver in effect is ":resolver", not "database": the API tokens and active flags stored here ' +
      'are not read in this configuration. Set LOCK_DATABASE_URL or LOCK_TOKEN_RESOLVER=database so that calls ' +
      'use them.',
    unreadShort: 'Note: this configuration does not read it (see the notice on the accounts page).',
    oauthUnused:
      'OAuth connections are used only with LOCK_AUTH=oauth; calls use API tokens in this configuration.',
    redirectMismatch:
      'LOCK_OAUTH_REDIRECT_URI is ":uri", but the console takes the answer of the consent page at :path. Point ' +
      'LOCK_OAUTH_REDIRECT_URI (and the redirect URI registered with the lock vendor) there.',
    addTitle: 'Add an account with its API token',
    keyRule:
      '1 to 64 letters, digits, ".", "_" or "-". The key is how the account is named in the code and the ' +
      'commands; it cannot be changed later.',
    tokenHint: 'Stored encrypted with APP_KEY; it is never shown again, only whether one is set.',
    submitAdd: 'Add account',
    connectTitle: 'Add an account with OAuth',
    connectIntro:
      'You are sent to the lock vendor to sign in and approve access; the account is added when you come back.',
    submitConnect: 'Continue to the lock vendor',
    keyInvalid: 'The key must be 1 to 64 letters, digits, ".", "_" or "-". Nothing was stored.',
    keyTaken: 'There is an account ":key" already. Nothing was stored.',
    nameTooLong: 'The name may have at most :max characters. Nothing was stored.',
    tokenMissing: 'Give the API token. Nothing was stored.',
    tokenNotHeader:
      'The API token cannot be sent in an HTTP header as it is: it has white space at its start or end, a ' +
      'control character or a character outside Latin-1. Nothing was stored.',
    noAppKey:
      'The API token cannot be stored: tokens are kept encrypted with APP_KEY, which is not set or not usable. ' +
      'Nothing was stored.',
    added: 'Account ":key" added with its API token.',
    tokenSetDone: 'API token of ":key" set.',
    tokenReplacedDone: 'API token of ":key" replaced.',
    tokenClearedDone: 'API token of ":key" cleared.',
    disabledDone: 'Account ":key" disabled: every call on its behalf is refused.',
    enabledDone: 'Account ":key" enabled: calls on its behalf are made again.',
    oauthNotConfigured:
      'OAuth is not configured: set LOCK_OAUTH_CLIENT_ID, LOCK_OAUTH_CLIENT_SECRET and LOCK_OAUTH_REDIRECT_URI.',
    oauthStateRefused:
      'This answer of the consent page does not belong to a connection started in this browser, or it came ' +
      'after ten minutes. Nothing was connected; start again from the accounts page.',
    oauthDenied: 'The lock vendor did not grant access (:error). Nothing was connected.',
    oauthNoCode: 'The answer of the consent page has no code. Nothing was connected.',
    oauthConnectedDone: 'Account ":key" is connected with OAuth.',
    oauthConnectedAs: 'Account ":key" is connected with OAuth, signed in as :name.',
    oauthFailed: 'Account ":key" could not be connected: :reason',
    oauthAccountTaken: 'There is an account ":key" already, so it was not added. Nothing was connected.',
  },
  nl: {
    title: 'Accounts',
    noAccounts: 'U hebt nog geen account. Voeg er hieronder een toe.',
    key: 'Sleutel',
    name: 'Naam',
    status: 'Status',
    apiToken: 'API-token',
    oauth: 'OAuth',
    actions: 'Acties',
    active: 'actief',
    disabled: 'uitgeschakeld',
    tokenSet: 'ingesteld',
    tokenNotSet: 'niet ingesteld',
    oauthConnected: 'gekoppeld',
    oauthNotConnected: 'niet gekoppeld',
    oauthReconnectNeeded: 'opnieuw koppelen nodig: de slotleverancier weigerde het vernieuwingstoken',
    oauthUnreadable: 'kon niet gelezen worden',
    notStored: 'niet in de slotdatabase',
    newToken: 'Nieuw API-token voor :key',
    setToken: 'Token instellen',
    replaceToken: 'Token vervangen',
    clearToken: 'Token wissen',
    disable: 'Uitschakelen',
    enable: 'Inschakelen',
    connect: 'Koppelen met OAuth',
    reconnect: 'Opnieuw koppelen met OAuth',
    dashboard: 'Dashboard',
    webhooks: 'Webhooks',
    unreadOAuthMode:
      'LOCK_AUTH is "oauth": aanroepen gebruiken het OAuth-token van elk account, dus de API-tokens en ' +
      'actief-vlaggen die hier zijn opgeslagen worden in deze configuratie niet gelezen.',
    unreadResolver:
      'De token-resolver is ":resolver", niet "database": de API-tokens en actief-vlaggen die hier zijn ' +
      'opgeslagen worden in deze configuratie niet gelezen. Stel LOCK_DATABASE_URL of ' +
      'LOCK_TOKEN_RESOLVER=database in zodat aanroepen ze gebruiken.',
    unreadShort: 'Let op: deze configuratie leest dit niet (zie de melding op de accountspagina).',
    oauthUnused:
      'OAuth-koppelingen worden alleen gebruikt met LOCK_AUTH=oauth; in deze configuratie gebruiken aanroepen ' +
      'API-tokens.',
    redirectMismatch:
      'LOCK_OAUTH_REDIRECT_URI is ":uri", maar de console neemt het antwoord van de toestemmingspagina aan op ' +
      ':path. Laat LOCK_OAUTH_REDIRECT_URI (en de redirect-URI die bij de slotleverancier is geregistreerd) daarheen ' +
      'wijzen.',
    addTitle: 'Een account toevoegen met zijn API-token',
    keyRule:
      '1 tot 64 letters, cijfers, ".", "_" of "-". Met de sleutel wordt het account in de code en de commando\'s ' +
      'aangeduid; hij kan later niet veranderd worden.',
    tokenHint:
      'Versleuteld opgeslagen met APP_KEY; het wordt nooit meer getoond, alleen of er een is ingesteld.',
    submitAdd: 'Account toevoegen',
    connectTitle: 'Een account toevoegen met OAuth',
    connectIntro:
      'U gaat naar de slotleverancier om u aan te melden en toegang te geven; het account wordt toegevoegd ' +
      'wanneer u terugkomt.',
    submitConnect: 'Verder naar de slotleverancier',
    keyInvalid: 'De sleutel moet 1 tot 64 letters, cijfers, ".", "_" of "-" zijn. Er is niets opgeslagen.',
    keyTaken: 'Er is al een account ":key". Er is niets opgeslagen.',
    nameTooLong: 'De naam mag hoogstens :max tekens hebben. Er is niets opgeslagen.',
    tokenMissing: 'Geef het API-token. Er is niets opgeslagen.',
    tokenNotHeader:
      'Het API-token kan niet ongewijzigd in een HTTP-header worden verstuurd: het heeft witruimte aan het begin ' +
      'of eind, een stuurteken of een teken buiten Latin-1. Er is niets opgeslagen.',
    noAppKey:
      'Het API-token kan niet worden opgeslagen: tokens worden versleuteld met APP_KEY, die niet is ingesteld of ' +
      'niet bruikbaar is. Er is niets opgeslagen.',
    added: 'Account ":key" toegevoegd met zijn API-token.',
    tokenSetDone: 'API-token van ":key" ingesteld.',
    tokenReplacedDone: 'API-token van ":key" vervangen.',
    tokenClearedDone: 'API-token van ":key" gewist.',
    disabledDone: 'Account ":key" uitgeschakeld: elke aanroep namens het account wordt geweigerd.',
    enabledDone: 'Account ":key" ingeschakeld: aanroepen namens het account worden weer gedaan.',
    oauthNotConfigured:
      'OAuth is niet geconfigureerd: stel LOCK_OAUTH_CLIENT_ID, LOCK_OAUTH_CLIENT_SECRET en ' +
      'LOCK_OAUTH_REDIRECT_URI in.',
    oauthStateRefused:
      'Dit antwoord van de toestemmingspagina hoort niet bij een koppeling die in deze browser is begonnen, of het ' +
      'kwam na tien minuten. Er is niets gekoppeld; begin opnieuw op de accountspagina.',
    oauthDenied: 'De slotleverancier gaf geen toegang (:error). Er is niets gekoppeld.',
    oauthNoCode: 'Het antwoord van de toestemmingspagina heeft geen code. Er is niets gekoppeld.',
    oauthConnectedDone: 'Account ":key" is gekoppeld met OAuth.',
    oauthConnectedAs: 'Account ":key" is gekoppeld met OAuth, aangemeld als :name.',
    oauthFailed: 'Account ":key" kon niet gekoppeld worden: :reason',
    oauthAccountTaken: 'Er is al een account ":key", dus het is niet toegevoegd. Er is niets gekoppeld.',
  },
};
