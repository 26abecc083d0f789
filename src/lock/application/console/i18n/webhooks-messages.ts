import type { Catalogue } from '../../../../common/i18n/translator';

/** The lines of the webhooks page: an account's subscriptions, registering and removing one. */
export const WEBHOOKS_MESSAGES: Catalogue<
  | 'titleOf'
  | 'noSubscriptions'
  | 'subscription'
  | 'callbackUrl'
  | 'events'
  | 'created'
  | 'secret'
  | 'secretHelp'
  | 'secretStored'
  | 'secretNotStored'
  | 'secretUnreadable'
  | 'secretUnknown'
  | 'remove'
  | 'actions'
  | 'registerTitle'
  | 'callbackUrlHint'
  | 'submitRegister'
  | 'urlInvalid'
  | 'eventsMissing'
  | 'registered'
  | 'registerFailed'
  | 'removed'
  | 'removeFailed'
  | 'changeEvents'
  | 'saveEvents'
  | 'eventsChanged'
  | 'eventsChangeFailed'
> = {
  en: {
    titleOf: 'Webhooks of :account',
    noSubscriptions: 'This account has no webhook subscriptions.',
    subscription: 'Subscription',
    callbackUrl: 'Callback URL',
    events: 'Events',
    created: 'Created',
    secret: 'Signing secret here',
    secretHelp:
      "Whether this module holds the signing secret the webhook receiver verifies the subscription's deliveries " +
      'with. The secret itself is never shown.',
    secretStored: 'yes',
    secretNotStored: 'no',
    secretUnreadable: 'stored, but it does not decrypt with APP_KEY',
    secretUnknown: 'could not be read',
    remove: 'Remove',
    actions: 'Actions',
    registerTitle: 'Register a webhook',
    callbackUrlHint:
      "Where the lock API posts the events: this application's webhook route (:route) at its public address.",
    submitRegister: 'Register',
    urlInvalid:
      'The callback URL must be an absolute https URL (http only to this machine while NODE_ENV=development). Nothing was registered.',
    eventsMissing: 'Choose at least one event. Nothing was registered.',
    registered: 'Subscribed :url (subscription :id); its signing secret is stored for the webhook receiver.',
    registerFailed: 'The webhook could not be registered: :reason',
    removed: 'Subscription :id removed.',
    removeFailed: 'Subscription :id could not be removed: :reason',
    changeEvents: 'Change events',
    saveEvents: 'Save events',
    eventsChanged: ':url now gets :events (subscription :id).',
    eventsChangeFailed: 'The events could not be changed: :reason',
  },
  nl: {
    titleOf: 'Webhooks van :account',
    noSubscriptions: 'Dit account heeft geen webhook-abonnementen.',
    subscription: 'Abonnement',
    callbackUrl: 'Callback-URL',
    events: 'Gebeurtenissen',
    created: 'Aangemaakt',
    secret: 'Ondertekeningsgeheim hier',
    secretHelp:
      'Of deze module het ondertekeningsgeheim heeft waarmee de webhook-ontvanger de berichten van het abonnement ' +
      'controleert. Het geheim zelf wordt nooit getoond.',
    secretStored: 'ja',
    secretNotStored: 'nee',
    secretUnreadable: 'opgeslagen, maar het is niet te ontsleutelen met APP_KEY',
    secretUnknown: 'kon niet gelezen worden',
    remove: 'Verwijderen',
    actions: 'Acties',
    registerTitle: 'Een webhook registreren',
    callbackUrlHint:
      'Waar de slot-API de gebeurtenissen naartoe stuurt: de webhook-route van deze applicatie (:route) op haar ' +
      'openbare adres.',
    submitRegister: 'Registreren',
    urlInvalid:
      'De callback-URL moet een absolute https-URL zijn (http alleen naar deze machine zolang NODE_ENV=development). Er is niets geregistreerd.',
    eventsMissing: 'Kies minstens één gebeurtenis. Er is niets geregistreerd.',
    registered:
      ':url geabonneerd (abonnement :id); het ondertekeningsgeheim is opgeslagen voor de webhook-ontvanger.',
    registerFailed: 'De webhook kon niet geregistreerd worden: :reason',
    removed: 'Abonnement :id verwijderd.',
    removeFailed: 'Abonnement :id kon niet verwijderd worden: :reason',
    changeEvents: 'Gebeurtenissen wijzigen',
    saveEvents: 'Gebeurtenissen opslaan',
    eventsChanged: ':url krijgt nu :events (abonnement :id).',
    eventsChangeFailed: 'De gebeurtenissen konden niet worden gewijzigd: :reason',
  },
  de: {
    titleOf: 'Webhooks von :account',
    noSubscriptions: 'Dieses Konto hat keine Webhook-Abonnements.',
    subscription: 'Abonnement',
    callbackUrl: 'Callback-URL',
    events: 'Ereignisse',
    created: 'Erstellt',
    secret: 'Signaturgeheimnis hier',
    secretHelp:
      'Ob dieses Modul das Signaturgeheimnis besitzt, mit dem der Webhook-Empfänger die Zustellungen des ' +
      'Abonnements prüft. Das Geheimnis selbst wird nie angezeigt.',
    secretStored: 'ja',
    secretNotStored: 'nein',
    secretUnreadable: 'gespeichert, lässt sich aber nicht mit APP_KEY entschlüsseln',
    secretUnknown: 'konnte nicht gelesen werden',
    remove: 'Entfernen',
    actions: 'Aktionen',
    registerTitle: 'Webhook registrieren',
    callbackUrlHint:
      'Wohin die Schloss-API die Ereignisse sendet: die Webhook-Route dieser Anwendung (:route) unter ihrer ' +
      'öffentlichen Adresse.',
    submitRegister: 'Registrieren',
    urlInvalid:
      'Die Callback-URL muss eine absolute https-URL sein (http nur zu diesem Rechner, solange NODE_ENV=development gilt). Es wurde nichts registriert.',
    eventsMissing: 'Wählen Sie mindestens ein Ereignis aus. Es wurde nichts registriert.',
    registered:
      ':url abonniert (Abonnement :id); das Signaturgeheimnis ist für den Webhook-Empfänger gespeichert.',
    registerFailed: 'Der Webhook konnte nicht registriert werden: :reason',
    removed: 'Abonnement :id entfernt.',
    removeFailed: 'Abonnement :id konnte nicht entfernt werden: :reason',
    changeEvents: 'Ereignisse ändern',
    saveEvents: 'Ereignisse speichern',
    eventsChanged: ':url erhält jetzt :events (Abonnement :id).',
    eventsChangeFailed: 'Die Ereignisse konnten nicht geändert werden: :reason',
  },
  es: {
    titleOf: 'Webhooks de :account',
    noSubscriptions: 'Esta cuenta no tiene suscripciones de webhook.',
    subscription: 'Suscripción',
    callbackUrl: 'URL de retorno',
    events: 'Eventos',
    created: 'Creada',
    secret: 'Secreto de firma aquí',
    secretHelp:
      'Indica si este módulo guarda el secreto de firma con el que el receptor de webhooks verifica los envíos ' +
      'de la suscripción. El secreto nunca se muestra.',
    secretStored: 'sí',
    secretNotStored: 'no',
    secretUnreadable: 'guardado, pero no se puede descifrar con APP_KEY',
    secretUnknown: 'no se pudo leer',
    remove: 'Eliminar',
    actions: 'Acciones',
    registerTitle: 'Registrar un webhook',
    callbackUrlHint:
      'Adonde la API de cerraduras envía los eventos: la ruta de webhooks de esta aplicación (:route) en su ' +
      'dirección pública.',
    submitRegister: 'Registrar',
    urlInvalid:
      'La URL de retorno debe ser una URL https absoluta (http solo hacia esta máquina mientras NODE_ENV=development). No se ha registrado nada.',
    eventsMissing: 'Elige al menos un evento. No se ha registrado nada.',
    registered:
      'Se ha suscrito :url (suscripción :id); su secreto de firma está guardado para el receptor de webhooks.',
    registerFailed: 'No se pudo registrar el webhook: :reason',
    removed: 'Suscripción :id eliminada.',
    removeFailed: 'No se pudo eliminar la suscripción :id: :reason',
    changeEvents: 'Cambiar eventos',
    saveEvents: 'Guardar eventos',
    eventsChanged: ':url recibe ahora :events (suscripción :id).',
    eventsChangeFailed: 'No se pudieron cambiar los eventos: :reason',
  },
};
