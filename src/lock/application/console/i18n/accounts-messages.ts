import type { Catalogue } from '../../../../common/i18n/translator';

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
  de: {
    title: 'Konten',
    noAccounts: 'Sie haben noch kein Konto. Fügen Sie unten eines hinzu.',
    key: 'Kennung',
    name: 'Name',
    status: 'Status',
    apiToken: 'API-Token',
    oauth: 'OAuth',
    actions: 'Aktionen',
    active: 'aktiv',
    disabled: 'deaktiviert',
    tokenSet: 'hinterlegt',
    tokenNotSet: 'nicht hinterlegt',
    oauthConnected: 'verbunden',
    oauthNotConnected: 'nicht verbunden',
    oauthReconnectNeeded: 'erneute Verbindung nötig: Der Schlossanbieter hat das Refresh-Token abgelehnt',
    oauthUnreadable: 'konnte nicht gelesen werden',
    notStored: 'nicht in der Schlossdatenbank',
    newToken: 'Neues API-Token für :key',
    setToken: 'Token hinterlegen',
    replaceToken: 'Token ersetzen',
    clearToken: 'Token entfernen',
    disable: 'Deaktivieren',
    enable: 'Aktivieren',
    connect: 'Mit OAuth verbinden',
    reconnect: 'Erneut mit OAuth verbinden',
    dashboard: 'Dashboard',
    webhooks: 'Webhooks',
    unreadOAuthMode:
      'LOCK_AUTH ist „oauth“: Aufrufe verwenden das OAuth-Token des jeweiligen Kontos, daher werden die hier ' +
      'gespeicherten API-Tokens und Aktiv-Markierungen in dieser Konfiguration nicht gelesen.',
    unreadResolver:
      'Der aktive Token-Resolver ist „:resolver“, nicht „database“: Die hier gespeicherten API-Tokens und ' +
      'Aktiv-Markierungen werden in dieser Konfiguration nicht gelesen. Setzen Sie LOCK_DATABASE_URL oder ' +
      'LOCK_TOKEN_RESOLVER=database, damit Aufrufe sie verwenden.',
    unreadShort:
      'Hinweis: Diese Konfiguration liest diesen Wert nicht (siehe die Meldung auf der Kontenseite).',
    oauthUnused:
      'OAuth-Verbindungen werden nur mit LOCK_AUTH=oauth verwendet; in dieser Konfiguration verwenden Aufrufe ' +
      'API-Tokens.',
    redirectMismatch:
      'LOCK_OAUTH_REDIRECT_URI ist „:uri“, aber die Konsole nimmt die Antwort der Zustimmungsseite unter :path ' +
      'entgegen. Lassen Sie LOCK_OAUTH_REDIRECT_URI (und die beim Schlossanbieter registrierte Redirect-URI) ' +
      'dorthin zeigen.',
    addTitle: 'Konto mit API-Token hinzufügen',
    keyRule:
      '1 bis 64 Buchstaben, Ziffern, „.“, „_“ oder „-“. Unter dieser Kennung erscheint das Konto im Code und in ' +
      'den Befehlen; sie lässt sich später nicht ändern.',
    tokenHint:
      'Wird mit APP_KEY verschlüsselt gespeichert und nie wieder angezeigt – nur, ob eines hinterlegt ist.',
    submitAdd: 'Konto hinzufügen',
    connectTitle: 'Konto mit OAuth hinzufügen',
    connectIntro:
      'Sie werden zum Schlossanbieter weitergeleitet, um sich anzumelden und den Zugriff zu erlauben; das Konto ' +
      'wird hinzugefügt, wenn Sie zurückkommen.',
    submitConnect: 'Weiter zum Schlossanbieter',
    keyInvalid:
      'Die Kennung muss aus 1 bis 64 Buchstaben, Ziffern, „.“, „_“ oder „-“ bestehen. Es wurde nichts gespeichert.',
    keyTaken: 'Es gibt bereits ein Konto „:key“. Es wurde nichts gespeichert.',
    nameTooLong: 'Der Name darf höchstens :max Zeichen haben. Es wurde nichts gespeichert.',
    tokenMissing: 'Geben Sie das API-Token ein. Es wurde nichts gespeichert.',
    tokenNotHeader:
      'Das API-Token kann so nicht in einem HTTP-Header gesendet werden: Es hat Leerraum am Anfang oder Ende, ein ' +
      'Steuerzeichen oder ein Zeichen außerhalb von Latin-1. Es wurde nichts gespeichert.',
    noAppKey:
      'Das API-Token kann nicht gespeichert werden: Tokens werden mit APP_KEY verschlüsselt, und APP_KEY ist nicht ' +
      'gesetzt oder nicht verwendbar. Es wurde nichts gespeichert.',
    added: 'Konto „:key“ mit seinem API-Token hinzugefügt.',
    tokenSetDone: 'API-Token von „:key“ hinterlegt.',
    tokenReplacedDone: 'API-Token von „:key“ ersetzt.',
    tokenClearedDone: 'API-Token von „:key“ entfernt.',
    disabledDone: 'Konto „:key“ deaktiviert: Jeder Aufruf in seinem Namen wird abgelehnt.',
    enabledDone: 'Konto „:key“ aktiviert: Aufrufe in seinem Namen werden wieder ausgeführt.',
    oauthNotConfigured:
      'OAuth ist nicht eingerichtet: Setzen Sie LOCK_OAUTH_CLIENT_ID, LOCK_OAUTH_CLIENT_SECRET und ' +
      'LOCK_OAUTH_REDIRECT_URI.',
    oauthStateRefused:
      'Diese Antwort der Zustimmungsseite gehört zu keiner Verbindung, die in diesem Browser begonnen wurde, oder ' +
      'sie kam nach mehr als zehn Minuten. Es wurde nichts verbunden; beginnen Sie erneut auf der Kontenseite.',
    oauthDenied: 'Der Schlossanbieter hat den Zugriff nicht erlaubt (:error). Es wurde nichts verbunden.',
    oauthNoCode: 'Die Antwort der Zustimmungsseite enthält keinen Code. Es wurde nichts verbunden.',
    oauthConnectedDone: 'Konto „:key“ ist mit OAuth verbunden.',
    oauthConnectedAs: 'Konto „:key“ ist mit OAuth verbunden, angemeldet als :name.',
    oauthFailed: 'Konto „:key“ konnte nicht verbunden werden: :reason',
    oauthAccountTaken:
      'Es gibt bereits ein Konto „:key“, daher wurde es nicht hinzugefügt. Es wurde nichts verbunden.',
  },
  es: {
    title: 'Cuentas',
    noAccounts: 'Aún no tienes ninguna cuenta. Añade una más abajo.',
    key: 'Identificador',
    name: 'Nombre',
    status: 'Estado',
    apiToken: 'Token de API',
    oauth: 'OAuth',
    actions: 'Acciones',
    active: 'activa',
    disabled: 'desactivada',
    tokenSet: 'configurado',
    tokenNotSet: 'sin configurar',
    oauthConnected: 'conectada',
    oauthNotConnected: 'sin conectar',
    oauthReconnectNeeded:
      'hay que volver a conectarla: el proveedor de la cerradura rechazó el token de actualización',
    oauthUnreadable: 'no se pudo leer',
    notStored: 'no está en la base de datos de cerraduras',
    newToken: 'Nuevo token de API para :key',
    setToken: 'Guardar token',
    replaceToken: 'Reemplazar token',
    clearToken: 'Borrar token',
    disable: 'Desactivar',
    enable: 'Activar',
    connect: 'Conectar con OAuth',
    reconnect: 'Volver a conectar con OAuth',
    dashboard: 'Panel',
    webhooks: 'Webhooks',
    unreadOAuthMode:
      'LOCK_AUTH es «oauth»: las llamadas usan el token OAuth de cada cuenta, así que los tokens de API y los ' +
      'indicadores de activación guardados aquí no se leen con esta configuración.',
    unreadResolver:
      'El resolvedor de tokens en uso es «:resolver», no «database»: los tokens de API y los indicadores de ' +
      'activación guardados aquí no se leen con esta configuración. Define LOCK_DATABASE_URL o ' +
      'LOCK_TOKEN_RESOLVER=database para que las llamadas los usen.',
    unreadShort: 'Nota: esta configuración no lo lee (consulta el aviso de la página de cuentas).',
    oauthUnused:
      'Las conexiones OAuth solo se usan con LOCK_AUTH=oauth; con esta configuración, las llamadas usan tokens ' +
      'de API.',
    redirectMismatch:
      'LOCK_OAUTH_REDIRECT_URI es «:uri», pero la consola recibe la respuesta de la página de consentimiento en ' +
      ':path. Haz que LOCK_OAUTH_REDIRECT_URI (y la URI de redirección registrada en el proveedor de la ' +
      'cerradura) apunte allí.',
    addTitle: 'Añadir una cuenta con su token de API',
    keyRule:
      'De 1 a 64 letras, dígitos, «.», «_» o «-». Es el nombre de la cuenta en el código y en los comandos; no se ' +
      'puede cambiar después.',
    tokenHint: 'Se guarda cifrado con APP_KEY; nunca se vuelve a mostrar, solo si hay uno configurado.',
    submitAdd: 'Añadir cuenta',
    connectTitle: 'Añadir una cuenta con OAuth',
    connectIntro:
      'Irás al proveedor de la cerradura para iniciar sesión y autorizar el acceso; la cuenta se añade cuando ' +
      'vuelvas.',
    submitConnect: 'Ir al proveedor de la cerradura',
    keyInvalid:
      'El identificador debe tener de 1 a 64 letras, dígitos, «.», «_» o «-». No se ha guardado nada.',
    keyTaken: 'Ya existe una cuenta «:key». No se ha guardado nada.',
    nameTooLong: 'El nombre puede tener como máximo :max caracteres. No se ha guardado nada.',
    tokenMissing: 'Introduce el token de API. No se ha guardado nada.',
    tokenNotHeader:
      'El token de API no se puede enviar tal cual en una cabecera HTTP: tiene espacios al principio o al final, ' +
      'un carácter de control o un carácter fuera de Latin-1. No se ha guardado nada.',
    noAppKey:
      'El token de API no se puede guardar: los tokens se cifran con APP_KEY, que no está definida o no es ' +
      'válida. No se ha guardado nada.',
    added: 'Cuenta «:key» añadida con su token de API.',
    tokenSetDone: 'Token de API de «:key» guardado.',
    tokenReplacedDone: 'Token de API de «:key» reemplazado.',
    tokenClearedDone: 'Token de API de «:key» borrado.',
    disabledDone: 'Cuenta «:key» desactivada: se rechaza cualquier llamada en su nombre.',
    enabledDone: 'Cuenta «:key» activada: las llamadas en su nombre vuelven a hacerse.',
    oauthNotConfigured:
      'OAuth no está configurado: define LOCK_OAUTH_CLIENT_ID, LOCK_OAUTH_CLIENT_SECRET y LOCK_OAUTH_REDIRECT_URI.',
    oauthStateRefused:
      'Esta respuesta de la página de consentimiento no corresponde a ninguna conexión iniciada en este ' +
      'navegador, o llegó pasados diez minutos. No se ha conectado nada; vuelve a empezar desde la página de ' +
      'cuentas.',
    oauthDenied: 'El proveedor de la cerradura no concedió el acceso (:error). No se ha conectado nada.',
    oauthNoCode:
      'La respuesta de la página de consentimiento no incluye ningún código. No se ha conectado nada.',
    oauthConnectedDone: 'La cuenta «:key» está conectada con OAuth.',
    oauthConnectedAs: 'La cuenta «:key» está conectada con OAuth, con la sesión de :name.',
    oauthFailed: 'No se pudo conectar la cuenta «:key»: :reason',
    oauthAccountTaken: 'Ya existe una cuenta «:key», así que no se ha añadido. No se ha conectado nada.',
  },
};
