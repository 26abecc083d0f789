import type { Catalogue } from '../../../common/i18n/translator';

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
    urlInvalid: 'The callback URL must be an absolute http(s) URL. Nothing was registered.',
    eventsMissing: 'Choose at least one event. Nothing was registered.',
    registered: 'Subscribed :url (subscription :id); its signing secret is stored for the webhook receiver.',
    registerFailed: 'The webhook could not be registered: :reason',
    removed: 'Subscription :id removed.',
    removeFailed: 'Subscription :id could not be removed: :reason',
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
    urlInvalid: 'De callback-URL moet een absolute http(s)-URL zijn. Er is niets geregistreerd.',
    eventsMissing: 'Kies minstens één gebeurtenis. Er is niets geregistreerd.',
    registered:
      ':url geabonneerd (abonnement :id); het ondertekeningsgeheim is opgeslagen voor de webhook-ontvanger.',
    registerFailed: 'De webhook kon niet geregistreerd worden: :reason',
    removed: 'Abonnement :id verwijderd.',
    removeFailed: 'Abonnement :id kon niet verwijderd worden: :reason',
  },
};
