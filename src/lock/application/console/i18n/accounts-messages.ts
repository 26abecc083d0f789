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
  | 'oauthNotOffered'
  | 'noConnection'
  | 'oauthConnectedTokenFirst'
  | 'removedDone'
  | 'removeNotStored'
  | 'tokenNotOffered'
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
    notStored: 'set up in the settings',
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
      'This application connects every account with OAuth: the API tokens and the Active switch kept here are not used. The console guide says how this is set up.',
    unreadResolver:
      'This application takes the API tokens of its accounts from elsewhere: the API tokens and the Active switch kept here are not used. The console guide says what to change so that they are.',
    unreadShort: 'Note: this configuration does not read it (see the notice on the accounts page).',
    redirectMismatch:
      'Connecting with OAuth cannot finish: the lock vendor sends you back to :uri, but the console waits for you at :path. The console guide says which setting to change.',
    addTitle: 'Add an account with its API token',
    keyRule:
      '1 to 64 letters, digits, ".", "_" or "-". The key names the account in this application and in its addresses; it cannot be changed later.',
    tokenHint: 'Kept encrypted; it is never shown again, only whether one is set.',
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
      'This API token has spaces at its start or end, or characters an API token cannot have: copy it again, whole and nothing else. Nothing was stored.',
    noAppKey:
      'The API token cannot be stored: this application has no usable key to encrypt it with. Whoever runs the application can set one up (see the console guide). Nothing was stored.',
    added: 'Account ":key" added with its API token.',
    tokenSetDone: 'API token of ":key" set.',
    tokenReplacedDone: 'API token of ":key" replaced.',
    tokenClearedDone: 'API token of ":key" cleared.',
    disabledDone: 'Account ":key" disabled: its locks cannot be reached until it is enabled again.',
    enabledDone: 'Account ":key" enabled: its locks can be reached again.',
    oauthNotConfigured:
      'Connecting with OAuth is not set up in this application (see the console guide). Nothing was connected.',
    oauthStateRefused:
      'This answer of the consent page does not belong to a connection started in this browser, or it came ' +
      'after ten minutes. Nothing was connected; start again from the accounts page.',
    oauthDenied: 'The lock vendor did not grant access (:error). Nothing was connected.',
    oauthNoCode: 'The answer of the consent page has no code. Nothing was connected.',
    oauthConnectedDone: 'Account ":key" is connected with OAuth.',
    oauthConnectedAs: 'Account ":key" is connected with OAuth, signed in as :name.',
    oauthFailed: 'Account ":key" could not be connected: :reason',
    oauthAccountTaken: 'There is an account ":key" already, so it was not added. Nothing was connected.',
    oauthNotOffered:
      'Accounts cannot be connected with OAuth here, because this application takes the API tokens of its accounts from elsewhere. The console guide says what to change.',
    noConnection: 'no connection',
    oauthConnectedTokenFirst:
      'Its API token is still set and is used first: clear the token to use the OAuth connection.',
    removedDone: 'Account ":key" was removed from this application.',
    removeNotStored:
      'Account ":key" is set up in this application\'s settings, not in the console, so it can only be removed there. Nothing was removed.',
    tokenNotOffered:
      'This application connects every account with OAuth, so an account is not added with an API token here. Nothing was stored.',
  },
  nl: {
    title: 'Accounts',
    noAccounts: 'U hebt nog geen account. Voeg er hieronder een toe.',
    key: 'Kenmerk',
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
    notStored: 'ingesteld in de instellingen',
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
      'Deze applicatie koppelt elk account met OAuth: de API-tokens en de schakelaar Actief die hier zijn bewaard, worden niet gebruikt. In de consolehandleiding staat hoe dit is ingesteld.',
    unreadResolver:
      'Deze applicatie haalt de API-tokens van haar accounts ergens anders vandaan: de API-tokens en de schakelaar Actief die hier zijn bewaard, worden niet gebruikt. In de consolehandleiding staat wat u moet wijzigen om ze te gebruiken.',
    unreadShort: 'Let op: deze configuratie leest dit niet (zie de melding op de accountspagina).',
    redirectMismatch:
      'Koppelen met OAuth kan niet worden afgerond: de slotleverancier stuurt u terug naar :uri, maar de console wacht op :path. In de consolehandleiding staat welke instelling u moet wijzigen.',
    addTitle: 'Een account toevoegen met zijn API-token',
    keyRule:
      '1 tot 64 letters, cijfers, ".", "_" of "-". Het kenmerk duidt het account aan in deze applicatie en in haar adressen; het kan later niet worden gewijzigd.',
    tokenHint: 'Versleuteld bewaard; het wordt nooit meer getoond, alleen of er een is ingesteld.',
    submitAdd: 'Account toevoegen',
    connectTitle: 'Een account toevoegen met OAuth',
    connectIntro:
      'U gaat naar de slotleverancier om u aan te melden en toegang te geven; het account wordt toegevoegd ' +
      'wanneer u terugkomt.',
    submitConnect: 'Verder naar de slotleverancier',
    keyInvalid: 'Het kenmerk moet 1 tot 64 letters, cijfers, ".", "_" of "-" zijn. Er is niets opgeslagen.',
    keyTaken: 'Er is al een account ":key". Er is niets opgeslagen.',
    nameTooLong: 'De naam mag hoogstens :max tekens hebben. Er is niets opgeslagen.',
    tokenMissing: 'Geef het API-token. Er is niets opgeslagen.',
    tokenNotHeader:
      'Dit API-token heeft spaties aan het begin of eind, of tekens die een API-token niet kan hebben: kopieer het opnieuw, volledig en zonder iets anders. Er is niets opgeslagen.',
    noAppKey:
      'Het API-token kan niet worden opgeslagen: deze applicatie heeft geen bruikbare sleutel om het te versleutelen. Wie de applicatie beheert, kan er een instellen (zie de consolehandleiding). Er is niets opgeslagen.',
    added: 'Account ":key" toegevoegd met zijn API-token.',
    tokenSetDone: 'API-token van ":key" ingesteld.',
    tokenReplacedDone: 'API-token van ":key" vervangen.',
    tokenClearedDone: 'API-token van ":key" gewist.',
    disabledDone:
      'Account ":key" uitgeschakeld: de sloten ervan zijn niet bereikbaar tot het weer is ingeschakeld.',
    enabledDone: 'Account ":key" ingeschakeld: de sloten ervan zijn weer bereikbaar.',
    oauthNotConfigured:
      'Koppelen met OAuth is in deze applicatie niet ingesteld (zie de consolehandleiding). Er is niets gekoppeld.',
    oauthStateRefused:
      'Dit antwoord van de toestemmingspagina hoort niet bij een koppeling die in deze browser is begonnen, of het ' +
      'kwam na tien minuten. Er is niets gekoppeld; begin opnieuw op de accountspagina.',
    oauthDenied: 'De slotleverancier gaf geen toegang (:error). Er is niets gekoppeld.',
    oauthNoCode: 'Het antwoord van de toestemmingspagina heeft geen code. Er is niets gekoppeld.',
    oauthConnectedDone: 'Account ":key" is gekoppeld met OAuth.',
    oauthConnectedAs: 'Account ":key" is gekoppeld met OAuth, aangemeld als :name.',
    oauthFailed: 'Account ":key" kon niet gekoppeld worden: :reason',
    oauthAccountTaken: 'Er is al een account ":key", dus het is niet toegevoegd. Er is niets gekoppeld.',
    oauthNotOffered:
      'Accounts kunnen hier niet met OAuth worden gekoppeld, omdat deze applicatie de API-tokens van haar accounts ergens anders vandaan haalt. In de consolehandleiding staat wat u moet wijzigen.',
    noConnection: 'geen verbinding',
    oauthConnectedTokenFirst:
      'Het API-token is nog ingesteld en gaat voor: wis het token om de OAuth-koppeling te gebruiken.',
    removedDone: 'Account ":key" is uit deze applicatie verwijderd.',
    removeNotStored:
      'Account ":key" is ingesteld in de instellingen van deze applicatie, niet in de console, en kan alleen daar worden verwijderd. Er is niets verwijderd.',
    tokenNotOffered:
      'Deze applicatie koppelt elk account met OAuth, dus hier wordt geen account met een API-token toegevoegd. Er is niets opgeslagen.',
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
    notStored: 'in den Einstellungen eingerichtet',
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
      'Diese Anwendung verbindet jedes Konto über OAuth: Die hier gespeicherten API-Tokens und der Schalter „Aktiv“ werden nicht verwendet. Wie das eingerichtet ist, steht in der Konsolenanleitung.',
    unreadResolver:
      'Diese Anwendung bezieht die API-Tokens ihrer Konten von anderswo: Die hier gespeicherten API-Tokens und der Schalter „Aktiv“ werden nicht verwendet. Was zu ändern ist, damit sie verwendet werden, steht in der Konsolenanleitung.',
    unreadShort:
      'Hinweis: Diese Konfiguration liest diesen Wert nicht (siehe die Meldung auf der Kontenseite).',
    redirectMismatch:
      'Die OAuth-Verbindung kann nicht abgeschlossen werden: Der Schlossanbieter schickt Sie zurück zu :uri, die Konsole erwartet Sie aber unter :path. Welche Einstellung zu ändern ist, steht in der Konsolenanleitung.',
    addTitle: 'Konto mit API-Token hinzufügen',
    keyRule:
      '1 bis 64 Buchstaben, Ziffern, „.“, „_“ oder „-“. Die Kennung bezeichnet das Konto in dieser Anwendung und in ihren Adressen; sie lässt sich später nicht ändern.',
    tokenHint: 'Wird verschlüsselt gespeichert und nie wieder angezeigt – nur, ob eines hinterlegt ist.',
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
      'Dieses API-Token hat Leerzeichen am Anfang oder Ende oder Zeichen, die ein API-Token nicht haben kann: Kopieren Sie es erneut, vollständig und ohne anderen Text. Es wurde nichts gespeichert.',
    noAppKey:
      'Das API-Token kann nicht gespeichert werden: Diese Anwendung hat keinen verwendbaren Schlüssel, um es zu verschlüsseln. Wer die Anwendung betreibt, kann einen einrichten (siehe Konsolenanleitung). Es wurde nichts gespeichert.',
    added: 'Konto „:key“ mit seinem API-Token hinzugefügt.',
    tokenSetDone: 'API-Token von „:key“ hinterlegt.',
    tokenReplacedDone: 'API-Token von „:key“ ersetzt.',
    tokenClearedDone: 'API-Token von „:key“ entfernt.',
    disabledDone:
      'Konto „:key“ deaktiviert: Seine Schlösser sind nicht erreichbar, bis es wieder aktiviert ist.',
    enabledDone: 'Konto „:key“ aktiviert: Seine Schlösser sind wieder erreichbar.',
    oauthNotConfigured:
      'Die Verbindung über OAuth ist in dieser Anwendung nicht eingerichtet (siehe Konsolenanleitung). Es wurde nichts verbunden.',
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
    oauthNotOffered:
      'Konten lassen sich hier nicht über OAuth verbinden, weil diese Anwendung die API-Tokens ihrer Konten von anderswo bezieht. Was zu ändern ist, steht in der Konsolenanleitung.',
    noConnection: 'keine Verbindung',
    oauthConnectedTokenFirst:
      'Sein API-Token ist noch hinterlegt und hat Vorrang: Entfernen Sie das Token, um die OAuth-Verbindung zu verwenden.',
    removedDone: 'Konto „:key“ wurde aus dieser Anwendung entfernt.',
    removeNotStored:
      'Konto „:key“ ist in den Einstellungen dieser Anwendung eingerichtet, nicht in der Konsole, und lässt sich nur dort entfernen. Es wurde nichts entfernt.',
    tokenNotOffered:
      'Diese Anwendung verbindet jedes Konto über OAuth, daher wird hier kein Konto mit API-Token hinzugefügt. Es wurde nichts gespeichert.',
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
    notStored: 'configurada en los ajustes',
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
      'Esta aplicación conecta todas las cuentas con OAuth: los tokens de API y el interruptor Activa guardados aquí no se usan. La guía de la consola explica cómo está configurado.',
    unreadResolver:
      'Esta aplicación toma los tokens de API de sus cuentas de otro sitio: los tokens de API y el interruptor Activa guardados aquí no se usan. La guía de la consola explica qué cambiar para que se usen.',
    unreadShort: 'Nota: esta configuración no lo lee (consulta el aviso de la página de cuentas).',
    redirectMismatch:
      'La conexión con OAuth no puede terminar: el proveedor de la cerradura te devuelve a :uri, pero la consola te espera en :path. La guía de la consola explica qué ajuste cambiar.',
    addTitle: 'Añadir una cuenta con su token de API',
    keyRule:
      'De 1 a 64 letras, dígitos, «.», «_» o «-». El identificador nombra la cuenta en esta aplicación y en sus direcciones; no se puede cambiar después.',
    tokenHint: 'Se guarda cifrado; nunca se vuelve a mostrar, solo si hay uno configurado.',
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
      'Este token de API tiene espacios al principio o al final, o caracteres que un token de API no puede tener: vuelve a copiarlo, completo y sin nada más. No se ha guardado nada.',
    noAppKey:
      'El token de API no se puede guardar: esta aplicación no tiene una clave válida para cifrarlo. Quien gestiona la aplicación puede configurar una (consulta la guía de la consola). No se ha guardado nada.',
    added: 'Cuenta «:key» añadida con su token de API.',
    tokenSetDone: 'Token de API de «:key» guardado.',
    tokenReplacedDone: 'Token de API de «:key» reemplazado.',
    tokenClearedDone: 'Token de API de «:key» borrado.',
    disabledDone:
      'Cuenta «:key» desactivada: no se puede acceder a sus cerraduras hasta que vuelva a activarse.',
    enabledDone: 'Cuenta «:key» activada: se puede volver a acceder a sus cerraduras.',
    oauthNotConfigured:
      'La conexión con OAuth no está configurada en esta aplicación (consulta la guía de la consola). No se ha conectado nada.',
    oauthStateRefused:
      'Esta respuesta de la página de consentimiento no corresponde a ninguna conexión iniciada en este ' +
      'navegador, o llegó pasados diez minutos. No se ha conectado nada; vuelve a empezar desde la página de ' +
      'cuentas.',
    oauthDenied: 'El proveedor de la cerradura no concedió el acceso (:error). No se ha conectado nada.',
    oauthNoCode:
      'La respuesta de la página de consentimiento no incluye ningún código. No se ha conectado nada.',
    oauthConnectedDone: 'La cuenta «:key» está conectada con OAuth.',
    oauthConnectedAs: 'La cuenta «:key» está conectada con OAuth, con la sesión iniciada como :name.',
    oauthFailed: 'No se pudo conectar la cuenta «:key»: :reason',
    oauthAccountTaken: 'Ya existe una cuenta «:key», así que no se ha añadido. No se ha conectado nada.',
    oauthNotOffered:
      'Aquí no se pueden conectar cuentas con OAuth, porque esta aplicación toma los tokens de API de sus cuentas de otro sitio. La guía de la consola explica qué cambiar.',
    noConnection: 'sin conexión',
    oauthConnectedTokenFirst:
      'Su token de API sigue configurado y se usa primero: bórralo para usar la conexión OAuth.',
    removedDone: 'La cuenta «:key» se ha quitado de esta aplicación.',
    removeNotStored:
      'La cuenta «:key» está configurada en los ajustes de esta aplicación, no en la consola, así que solo se puede quitar allí. No se ha quitado nada.',
    tokenNotOffered:
      'Esta aplicación conecta todas las cuentas con OAuth, así que aquí no se añaden cuentas con un token de API. No se ha guardado nada.',
  },
};
