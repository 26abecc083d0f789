import type { Catalogue, Locale } from '../../../../common/i18n/translator';

/**
 * The lines of the notifications pages: the messages the lock service sends when something happens at the
 * account's locks (to a phone app or a web address), listed in words, created, changed and removed.
 */
export const NOTIFICATION_MESSAGES: Catalogue<
  | 'navLabel'
  | 'titleOf'
  | 'intro'
  | 'noNotifications'
  | 'sentTo'
  | 'sentToChannel'
  | 'lockList'
  | 'toWebhook'
  | 'toAndroid'
  | 'toIos'
  | 'toOther'
  | 'address'
  | 'pushDevice'
  | 'messageLanguage'
  | 'state'
  | 'stateInit'
  | 'stateActive'
  | 'stateFailed'
  | 'stateOther'
  | 'lastSent'
  | 'neverSent'
  | 'reports'
  | 'everyLock'
  | 'reportLine'
  | 'somePeopleOnly'
  | 'otherEvent'
  | 'change'
  | 'remove'
  | 'newTitle'
  | 'editTitle'
  | 'allNotifications'
  | 'channelLegend'
  | 'channelWebhook'
  | 'channelAndroid'
  | 'channelIos'
  | 'addressHint'
  | 'locksLegend'
  | 'scopeAll'
  | 'scopeChosen'
  | 'eventsLegend'
  | 'mixedHint'
  | 'submitCreate'
  | 'submitSave'
  | 'channelUnknown'
  | 'addressMissing'
  | 'addressTooLong'
  | 'webhookUrlInvalid'
  | 'languageUnknown'
  | 'locksMissing'
  | 'lockUnknown'
  | 'eventsMissing'
  | 'created'
  | 'createFailed'
  | 'saved'
  | 'saveFailed'
  | 'removeQuestion'
  | 'confirmRemove'
  | 'removed'
  | 'removeFailed'
  | 'unknownLock'
> = {
  en: {
    navLabel: 'Notifications',
    titleOf: 'Notifications of :account',
    intro:
      'The lock service sends a message when something happens at the locks of this account: as a push message ' +
      'to a phone, or to a web address (a webhook).',
    noNotifications: 'This account sends no notifications.',
    sentTo: 'Sent to',
    sentToChannel: 'Sent to :channel',
    lockList: 'Locks',
    toWebhook: 'a web address (webhook)',
    toAndroid: 'an Android phone (push message)',
    toIos: 'an iPhone (push message)',
    toOther: 'another kind of receiver',
    address: 'Address',
    pushDevice: 'phone :start…',
    messageLanguage: 'Language of the messages',
    state: 'State',
    stateInit: 'being set up',
    stateActive: 'active',
    stateFailed: 'failed',
    stateOther: 'unknown',
    lastSent: 'Last sent',
    neverSent: 'not yet',
    reports: 'What it reports',
    everyLock: 'Every lock of the account',
    reportLine: ':locks: :events',
    somePeopleOnly: 'only for some people and keypad codes',
    otherEvent: 'another event',
    change: 'Change',
    remove: 'Remove',
    newTitle: 'New notification',
    editTitle: 'Change the notification to :address',
    allNotifications: 'All notifications of :account',
    channelLegend: 'Send to',
    channelWebhook: 'a web address (webhook)',
    channelAndroid: 'an Android phone (push message)',
    channelIos: 'an iPhone (push message)',
    addressHint:
      'For a webhook: its web address, starting with https://. For a phone: the push ID its app registered.',
    locksLegend: 'Which locks',
    scopeAll: 'Every lock of the account, also ones added later',
    scopeChosen: 'Only the locks ticked below',
    eventsLegend: 'Which events',
    mixedHint:
      'The locks of this notification now report different events. Saving gives every chosen lock the events ' +
      'ticked here.',
    submitCreate: 'Create the notification',
    submitSave: 'Save the notification',
    channelUnknown: 'Choose where the notification goes. Nothing was sent.',
    addressMissing: 'Enter the address the notification goes to. Nothing was sent.',
    addressTooLong: 'The address may be at most 2048 characters long. Nothing was sent.',
    webhookUrlInvalid:
      'A webhook’s address must be a complete web address starting with https://. Nothing was sent.',
    languageUnknown: 'Choose one of the languages offered. Nothing was sent.',
    locksMissing: 'Tick at least one lock, or choose every lock. Nothing was sent.',
    lockUnknown: 'A chosen lock is not in this account. Nothing was sent.',
    eventsMissing: 'Tick at least one event. Nothing was sent.',
    created: 'The notification to :address was created.',
    createFailed: 'The notification could not be created: :reason',
    saved: 'The notification to :address was saved.',
    saveFailed: 'The notification could not be saved: :reason',
    removeQuestion: 'Remove the notification to :address? No more messages go there.',
    confirmRemove: 'Remove',
    removed: 'The notification to :address was removed.',
    removeFailed: 'The notification could not be removed: :reason',
    unknownLock: 'a lock no longer in this account',
  },
  nl: {
    navLabel: 'Meldingen',
    titleOf: 'Meldingen van :account',
    intro:
      'De slotdienst stuurt een bericht als er iets gebeurt bij de sloten van dit account: als pushbericht naar ' +
      'een telefoon, of naar een webadres (een webhook).',
    noNotifications: 'Dit account verstuurt geen meldingen.',
    sentTo: 'Gaat naar',
    sentToChannel: 'Gaat naar :channel',
    lockList: 'Sloten',
    toWebhook: 'een webadres (webhook)',
    toAndroid: 'een Android-telefoon (pushbericht)',
    toIos: 'een iPhone (pushbericht)',
    toOther: 'een ander soort ontvanger',
    address: 'Adres',
    pushDevice: 'telefoon :start…',
    messageLanguage: 'Taal van de berichten',
    state: 'Toestand',
    stateInit: 'wordt ingesteld',
    stateActive: 'actief',
    stateFailed: 'mislukt',
    stateOther: 'onbekend',
    lastSent: 'Laatst verstuurd',
    neverSent: 'nog niet',
    reports: 'Wat er gemeld wordt',
    everyLock: 'Elk slot van het account',
    reportLine: ':locks: :events',
    somePeopleOnly: 'alleen voor sommige personen en toetscodes',
    otherEvent: 'een andere gebeurtenis',
    change: 'Wijzigen',
    remove: 'Verwijderen',
    newTitle: 'Nieuwe melding',
    editTitle: 'De melding naar :address wijzigen',
    allNotifications: 'Alle meldingen van :account',
    channelLegend: 'Versturen naar',
    channelWebhook: 'een webadres (webhook)',
    channelAndroid: 'een Android-telefoon (pushbericht)',
    channelIos: 'een iPhone (pushbericht)',
    addressHint:
      'Voor een webhook: het webadres, beginnend met https://. Voor een telefoon: de push-ID die de app heeft ' +
      'aangemeld.',
    locksLegend: 'Welke sloten',
    scopeAll: 'Elk slot van het account, ook sloten die later bijkomen',
    scopeChosen: 'Alleen de sloten die hieronder zijn aangevinkt',
    eventsLegend: 'Welke gebeurtenissen',
    mixedHint:
      'De sloten van deze melding melden nu verschillende gebeurtenissen. Na opslaan meldt elk gekozen slot de ' +
      'gebeurtenissen die hier zijn aangevinkt.',
    submitCreate: 'Melding aanmaken',
    submitSave: 'Melding opslaan',
    channelUnknown: 'Kies waar de melding naartoe gaat. Er is niets verstuurd.',
    addressMissing: 'Vul het adres in waar de melding naartoe gaat. Er is niets verstuurd.',
    addressTooLong: 'Het adres mag hoogstens 2048 tekens lang zijn. Er is niets verstuurd.',
    webhookUrlInvalid:
      'Het adres van een webhook moet een volledig webadres zijn dat met https:// begint. Er is niets verstuurd.',
    languageUnknown: 'Kies een van de aangeboden talen. Er is niets verstuurd.',
    locksMissing: 'Vink minstens één slot aan, of kies elk slot. Er is niets verstuurd.',
    lockUnknown: 'Een gekozen slot hoort niet bij dit account. Er is niets verstuurd.',
    eventsMissing: 'Vink minstens één gebeurtenis aan. Er is niets verstuurd.',
    created: 'De melding naar :address is aangemaakt.',
    createFailed: 'De melding kon niet worden aangemaakt: :reason',
    saved: 'De melding naar :address is opgeslagen.',
    saveFailed: 'De melding kon niet worden opgeslagen: :reason',
    removeQuestion: 'De melding naar :address verwijderen? Er gaan dan geen berichten meer naartoe.',
    confirmRemove: 'Verwijderen',
    removed: 'De melding naar :address is verwijderd.',
    removeFailed: 'De melding kon niet worden verwijderd: :reason',
    unknownLock: 'een slot dat niet meer bij dit account hoort',
  },
  de: {
    navLabel: 'Benachrichtigungen',
    titleOf: 'Benachrichtigungen von :account',
    intro:
      'Der Schlossdienst sendet eine Nachricht, wenn an den Schlössern dieses Kontos etwas geschieht: als ' +
      'Push-Nachricht an ein Telefon oder an eine Webadresse (einen Webhook).',
    noNotifications: 'Dieses Konto sendet keine Benachrichtigungen.',
    sentTo: 'Geht an',
    sentToChannel: 'Geht an :channel',
    lockList: 'Schlösser',
    toWebhook: 'eine Webadresse (Webhook)',
    toAndroid: 'ein Android-Telefon (Push-Nachricht)',
    toIos: 'ein iPhone (Push-Nachricht)',
    toOther: 'eine andere Art von Empfänger',
    address: 'Adresse',
    pushDevice: 'Telefon :start…',
    messageLanguage: 'Sprache der Nachrichten',
    state: 'Zustand',
    stateInit: 'wird eingerichtet',
    stateActive: 'aktiv',
    stateFailed: 'fehlgeschlagen',
    stateOther: 'unbekannt',
    lastSent: 'Zuletzt gesendet',
    neverSent: 'noch nicht',
    reports: 'Was gemeldet wird',
    everyLock: 'Jedes Schloss des Kontos',
    reportLine: ':locks: :events',
    somePeopleOnly: 'nur für einige Personen und Keypad-Codes',
    otherEvent: 'ein anderes Ereignis',
    change: 'Ändern',
    remove: 'Entfernen',
    newTitle: 'Neue Benachrichtigung',
    editTitle: 'Benachrichtigung an :address ändern',
    allNotifications: 'Alle Benachrichtigungen von :account',
    channelLegend: 'Senden an',
    channelWebhook: 'eine Webadresse (Webhook)',
    channelAndroid: 'ein Android-Telefon (Push-Nachricht)',
    channelIos: 'ein iPhone (Push-Nachricht)',
    addressHint:
      'Für einen Webhook: seine Webadresse, beginnend mit https://. Für ein Telefon: die Push-ID, die seine App ' +
      'angemeldet hat.',
    locksLegend: 'Welche Schlösser',
    scopeAll: 'Jedes Schloss des Kontos, auch später hinzukommende',
    scopeChosen: 'Nur die unten angekreuzten Schlösser',
    eventsLegend: 'Welche Ereignisse',
    mixedHint:
      'Die Schlösser dieser Benachrichtigung melden jetzt unterschiedliche Ereignisse. Nach dem Speichern meldet ' +
      'jedes gewählte Schloss die hier angekreuzten Ereignisse.',
    submitCreate: 'Benachrichtigung anlegen',
    submitSave: 'Benachrichtigung speichern',
    channelUnknown: 'Wählen Sie, wohin die Benachrichtigung geht. Es wurde nichts gesendet.',
    addressMissing: 'Geben Sie die Adresse ein, an die die Benachrichtigung geht. Es wurde nichts gesendet.',
    addressTooLong: 'Die Adresse darf höchstens 2048 Zeichen lang sein. Es wurde nichts gesendet.',
    webhookUrlInvalid:
      'Die Adresse eines Webhooks muss eine vollständige Webadresse sein, die mit https:// beginnt. Es wurde ' +
      'nichts gesendet.',
    languageUnknown: 'Wählen Sie eine der angebotenen Sprachen. Es wurde nichts gesendet.',
    locksMissing:
      'Kreuzen Sie mindestens ein Schloss an, oder wählen Sie jedes Schloss. Es wurde nichts gesendet.',
    lockUnknown: 'Ein gewähltes Schloss gehört nicht zu diesem Konto. Es wurde nichts gesendet.',
    eventsMissing: 'Kreuzen Sie mindestens ein Ereignis an. Es wurde nichts gesendet.',
    created: 'Die Benachrichtigung an :address wurde angelegt.',
    createFailed: 'Die Benachrichtigung konnte nicht angelegt werden: :reason',
    saved: 'Die Benachrichtigung an :address wurde gespeichert.',
    saveFailed: 'Die Benachrichtigung konnte nicht gespeichert werden: :reason',
    removeQuestion: 'Benachrichtigung an :address entfernen? Dorthin gehen dann keine Nachrichten mehr.',
    confirmRemove: 'Entfernen',
    removed: 'Die Benachrichtigung an :address wurde entfernt.',
    removeFailed: 'Die Benachrichtigung konnte nicht entfernt werden: :reason',
    unknownLock: 'ein Schloss, das nicht mehr zu diesem Konto gehört',
  },
  es: {
    navLabel: 'Notificaciones',
    titleOf: 'Notificaciones de :account',
    intro:
      'El servicio de cerraduras envía un mensaje cuando pasa algo en las cerraduras de esta cuenta: como ' +
      'notificación push a un móvil, o a una dirección web (un webhook).',
    noNotifications: 'Esta cuenta no envía notificaciones.',
    sentTo: 'Se envía a',
    sentToChannel: 'Se envía a :channel',
    lockList: 'Cerraduras',
    toWebhook: 'una dirección web (webhook)',
    toAndroid: 'un móvil Android (notificación push)',
    toIos: 'un iPhone (notificación push)',
    toOther: 'otro tipo de destinatario',
    address: 'Dirección',
    pushDevice: 'móvil :start…',
    messageLanguage: 'Idioma de los mensajes',
    state: 'Situación',
    stateInit: 'en preparación',
    stateActive: 'activa',
    stateFailed: 'con fallos',
    stateOther: 'desconocida',
    lastSent: 'Último envío',
    neverSent: 'todavía no',
    reports: 'Qué avisa',
    everyLock: 'Todas las cerraduras de la cuenta',
    reportLine: ':locks: :events',
    somePeopleOnly: 'solo para algunas personas y códigos de teclado',
    otherEvent: 'otro evento',
    change: 'Cambiar',
    remove: 'Quitar',
    newTitle: 'Nueva notificación',
    editTitle: 'Cambiar la notificación a :address',
    allNotifications: 'Todas las notificaciones de :account',
    channelLegend: 'Enviar a',
    channelWebhook: 'una dirección web (webhook)',
    channelAndroid: 'un móvil Android (notificación push)',
    channelIos: 'un iPhone (notificación push)',
    addressHint:
      'Para un webhook: su dirección web, que empieza por https://. Para un móvil: el ID de push que registró ' +
      'su app.',
    locksLegend: 'Qué cerraduras',
    scopeAll: 'Todas las cerraduras de la cuenta, también las que se añadan después',
    scopeChosen: 'Solo las cerraduras marcadas abajo',
    eventsLegend: 'Qué eventos',
    mixedHint:
      'Las cerraduras de esta notificación avisan ahora de eventos distintos. Al guardar, cada cerradura elegida ' +
      'avisará de los eventos marcados aquí.',
    submitCreate: 'Crear la notificación',
    submitSave: 'Guardar la notificación',
    channelUnknown: 'Elige adónde va la notificación. No se ha enviado nada.',
    addressMissing: 'Escribe la dirección a la que va la notificación. No se ha enviado nada.',
    addressTooLong: 'La dirección puede tener como máximo 2048 caracteres. No se ha enviado nada.',
    webhookUrlInvalid:
      'La dirección de un webhook debe ser una dirección web completa que empiece por https://. No se ha ' +
      'enviado nada.',
    languageUnknown: 'Elige uno de los idiomas ofrecidos. No se ha enviado nada.',
    locksMissing: 'Marca al menos una cerradura, o elige todas. No se ha enviado nada.',
    lockUnknown: 'Una cerradura elegida no es de esta cuenta. No se ha enviado nada.',
    eventsMissing: 'Marca al menos un evento. No se ha enviado nada.',
    created: 'Se ha creado la notificación a :address.',
    createFailed: 'No se ha podido crear la notificación: :reason',
    saved: 'Se ha guardado la notificación a :address.',
    saveFailed: 'No se ha podido guardar la notificación: :reason',
    removeQuestion: '¿Quitar la notificación a :address? Ya no se enviarán mensajes allí.',
    confirmRemove: 'Quitar',
    removed: 'Se ha quitado la notificación a :address.',
    removeFailed: 'No se ha podido quitar la notificación: :reason',
    unknownLock: 'una cerradura que ya no es de esta cuenta',
  },
};

/**
 * Each event a notification reports (the lock API's `triggerEvents`), in the page's language: what happens at
 * the lock, never the API's name for it.
 */
export const NOTIFICATION_EVENT_WORDS: Readonly<Record<string, Readonly<Record<Locale, string>>>> = {
  lock: { en: 'locked', nl: 'vergrendeld', de: 'verriegelt', es: 'bloqueo' },
  unlock: { en: 'unlocked', nl: 'ontgrendeld', de: 'entriegelt', es: 'desbloqueo' },
  unlatch: {
    en: 'unlatched (door pulled open)',
    nl: 'geopend (deur opengetrokken)',
    de: 'geöffnet (Falle gezogen)',
    es: 'apertura (pestillo retirado)',
  },
  lockngo: { en: "Lock 'n' Go", nl: "Lock 'n' Go", de: "Lock 'n' Go", es: "Lock 'n' Go" },
  open: {
    en: 'door opened by the opener',
    nl: 'deur geopend door de deuropener',
    de: 'Tür durch den Türöffner geöffnet',
    es: 'puerta abierta por el abrepuertas',
  },
  ring: { en: 'doorbell rang', nl: 'er is aangebeld', de: 'es hat geklingelt', es: 'han llamado al timbre' },
  doorsensor: {
    en: 'door opened or closed',
    nl: 'deur open of dicht',
    de: 'Tür geöffnet oder geschlossen',
    es: 'puerta abierta o cerrada',
  },
  warnings: {
    en: 'warnings, such as a low battery',
    nl: 'waarschuwingen, zoals een bijna lege batterij',
    de: 'Warnungen, etwa eine schwache Batterie',
    es: 'avisos, como batería baja',
  },
  smartlock: {
    en: 'changes to the lock itself, such as its settings',
    nl: 'wijzigingen aan het slot zelf, zoals de instellingen',
    de: 'Änderungen am Schloss selbst, etwa an den Einstellungen',
    es: 'cambios en la propia cerradura, como sus ajustes',
  },
};

/** The event's words in the locale; an event the API does not document reads "another event", never its name. */
export function notificationEventWords(event: string, locale: Locale): string {
  return Object.hasOwn(NOTIFICATION_EVENT_WORDS, event)
    ? NOTIFICATION_EVENT_WORDS[event][locale]
    : NOTIFICATION_MESSAGES[locale].otherEvent;
}
