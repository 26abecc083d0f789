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
  | 'changeEventsHint'
  | 'appUrlNotTaken'
  | 'eventDeviceStatus'
  | 'eventDeviceConfig'
  | 'eventDeviceLogs'
  | 'eventDeviceAuths'
  | 'eventDeviceMasterdata'
  | 'eventAccountUser'
> = {
  en: {
    titleOf: 'Webhooks of :account',
    noSubscriptions: 'This account has no webhook subscriptions.',
    subscription: 'Subscription',
    callbackUrl: 'Callback URL',
    events: 'Events',
    created: 'Created',
    secret: 'Signing secret stored',
    secretHelp:
      "Whether this application keeps the signing secret it checks this subscription's deliveries with, so it can trust them. The secret itself is never shown.",
    secretStored: 'yes',
    secretNotStored: 'no',
    secretUnreadable: "stored, but it cannot be decrypted with this application's encryption key",
    secretUnknown: 'could not be read',
    remove: 'Remove',
    actions: 'Actions',
    registerTitle: 'Register a webhook',
    callbackUrlHint:
      "The address the lock service sends the events to: this application's webhook address (:route) at its public https address.",
    submitRegister: 'Register',
    urlInvalid:
      'The callback URL must be an absolute https address (plain http only to this computer, and only on a development setup). Nothing was registered.',
    eventsMissing: 'Choose at least one event. Nothing was registered.',
    registered: 'Subscribed :url (subscription :id); its signing secret is stored for the webhook receiver.',
    registerFailed: 'The webhook could not be registered: :reason',
    removed: 'Subscription :id removed.',
    removeFailed: 'Subscription :id could not be removed: :reason',
    changeEvents: 'Change events',
    saveEvents: 'Save events',
    eventsChanged:
      ':url now gets :events. The lock service cannot change a subscription, so it was replaced by a new one: its id is now :id (it was :old).',
    eventsChangeFailed: 'The events could not be changed: :reason',
    changeEventsHint: 'Saving replaces the subscription with a new one, which gets a new id.',
    appUrlNotTaken:
      "This application's address, :url, cannot take deliveries (the lock service sends events only to https addresses), so no address is filled in: enter the https address where this application can be reached.",
    eventDeviceStatus: 'Lock state changes',
    eventDeviceConfig: 'Lock settings changes',
    eventDeviceLogs: 'New activity',
    eventDeviceAuths: 'Access changes (keypad codes, app access)',
    eventDeviceMasterdata: 'Lock name and details changes',
    eventAccountUser: 'Changes to the people of the account',
  },
  nl: {
    titleOf: 'Webhooks van :account',
    noSubscriptions: 'Dit account heeft geen webhook-abonnementen.',
    subscription: 'Abonnement',
    callbackUrl: 'Ontvangstadres',
    events: 'Gebeurtenissen',
    created: 'Aangemaakt',
    secret: 'Ondertekeningssleutel bewaard',
    secretHelp:
      'Of deze applicatie de ondertekeningssleutel bewaart waarmee ze de berichten van dit abonnement controleert, zodat ze die kan vertrouwen. De sleutel zelf wordt nooit getoond.',
    secretStored: 'ja',
    secretNotStored: 'nee',
    secretUnreadable: 'bewaard, maar niet te ontsleutelen met de versleutelingssleutel van deze applicatie',
    secretUnknown: 'kon niet gelezen worden',
    remove: 'Verwijderen',
    actions: 'Acties',
    registerTitle: 'Een webhook registreren',
    callbackUrlHint:
      'Het adres waar de slotdienst de gebeurtenissen naartoe stuurt: het webhookadres van deze applicatie (:route) op haar openbare https-adres.',
    submitRegister: 'Registreren',
    urlInvalid:
      'Het ontvangstadres moet een volledig https-adres zijn (gewoon http alleen naar deze computer, en alleen in een ontwikkelomgeving). Er is niets geregistreerd.',
    eventsMissing: 'Kies minstens één gebeurtenis. Er is niets geregistreerd.',
    registered:
      ':url geabonneerd (abonnement :id); het ondertekeningsgeheim is opgeslagen voor de webhook-ontvanger.',
    registerFailed: 'De webhook kon niet geregistreerd worden: :reason',
    removed: 'Abonnement :id verwijderd.',
    removeFailed: 'Abonnement :id kon niet verwijderd worden: :reason',
    changeEvents: 'Gebeurtenissen wijzigen',
    saveEvents: 'Gebeurtenissen opslaan',
    eventsChanged:
      ':url krijgt nu :events. De slotdienst kan een abonnement niet wijzigen, dus het is vervangen door een nieuw: het nummer is nu :id (was :old).',
    eventsChangeFailed: 'De gebeurtenissen konden niet worden gewijzigd: :reason',
    changeEventsHint: 'Opslaan vervangt het abonnement door een nieuw, met een nieuw nummer.',
    appUrlNotTaken:
      'Het adres van deze applicatie, :url, kan geen berichten ontvangen (de slotdienst stuurt alleen naar https-adressen), dus er is geen adres ingevuld: vul het https-adres in waarop deze applicatie bereikbaar is.',
    eventDeviceStatus: 'Wijzigingen van de slotstatus',
    eventDeviceConfig: 'Wijzigingen van de slotinstellingen',
    eventDeviceLogs: 'Nieuwe activiteit',
    eventDeviceAuths: 'Wijzigingen van toegang (toetscodes, app-toegang)',
    eventDeviceMasterdata: 'Wijzigingen van naam en gegevens van een slot',
    eventAccountUser: 'Wijzigingen van de personen in het account',
  },
  de: {
    titleOf: 'Webhooks von :account',
    noSubscriptions: 'Dieses Konto hat keine Webhook-Abonnements.',
    subscription: 'Abonnement',
    callbackUrl: 'Empfangsadresse',
    events: 'Ereignisse',
    created: 'Erstellt',
    secret: 'Signaturschlüssel gespeichert',
    secretHelp:
      'Ob diese Anwendung den Signaturschlüssel aufbewahrt, mit dem sie die Zustellungen dieses Abonnements prüft, damit sie ihnen vertrauen kann. Der Schlüssel selbst wird nie angezeigt.',
    secretStored: 'ja',
    secretNotStored: 'nein',
    secretUnreadable: 'gespeichert, lässt sich aber mit dem Schlüssel dieser Anwendung nicht entschlüsseln',
    secretUnknown: 'konnte nicht gelesen werden',
    remove: 'Entfernen',
    actions: 'Aktionen',
    registerTitle: 'Webhook registrieren',
    callbackUrlHint:
      'Die Adresse, an die der Schlossdienst die Ereignisse sendet: die Webhook-Adresse dieser Anwendung (:route) unter ihrer öffentlichen https-Adresse.',
    submitRegister: 'Registrieren',
    urlInvalid:
      'Die Empfangsadresse muss eine vollständige https-Adresse sein (einfaches http nur zu diesem Rechner und nur in einer Entwicklungsumgebung). Es wurde nichts registriert.',
    eventsMissing: 'Wählen Sie mindestens ein Ereignis aus. Es wurde nichts registriert.',
    registered:
      ':url abonniert (Abonnement :id); das Signaturgeheimnis ist für den Webhook-Empfänger gespeichert.',
    registerFailed: 'Der Webhook konnte nicht registriert werden: :reason',
    removed: 'Abonnement :id entfernt.',
    removeFailed: 'Abonnement :id konnte nicht entfernt werden: :reason',
    changeEvents: 'Ereignisse ändern',
    saveEvents: 'Ereignisse speichern',
    eventsChanged:
      ':url erhält jetzt :events. Der Schlossdienst kann ein Abonnement nicht ändern, daher wurde es durch ein neues ersetzt: Seine Nummer ist jetzt :id (vorher :old).',
    eventsChangeFailed: 'Die Ereignisse konnten nicht geändert werden: :reason',
    changeEventsHint: 'Beim Speichern wird das Abonnement durch ein neues mit einer neuen Nummer ersetzt.',
    appUrlNotTaken:
      'Die Adresse dieser Anwendung, :url, kann keine Zustellungen empfangen (der Schlossdienst sendet nur an https-Adressen), daher ist keine Adresse vorausgefüllt: Geben Sie die https-Adresse ein, unter der diese Anwendung erreichbar ist.',
    eventDeviceStatus: 'Änderungen des Schlosszustands',
    eventDeviceConfig: 'Änderungen der Schlosseinstellungen',
    eventDeviceLogs: 'Neue Aktivitäten',
    eventDeviceAuths: 'Änderungen der Zugänge (Keypad-Codes, App-Zugang)',
    eventDeviceMasterdata: 'Änderungen von Name und Stammdaten eines Schlosses',
    eventAccountUser: 'Änderungen der Personen im Konto',
  },
  es: {
    titleOf: 'Webhooks de :account',
    noSubscriptions: 'Esta cuenta no tiene suscripciones de webhook.',
    subscription: 'Suscripción',
    callbackUrl: 'Dirección de entrega',
    events: 'Eventos',
    created: 'Creada',
    secret: 'Secreto de firma guardado',
    secretHelp:
      'Indica si esta aplicación guarda el secreto de firma con el que comprueba los envíos de esta suscripción, para poder fiarse de ellos. El secreto nunca se muestra.',
    secretStored: 'sí',
    secretNotStored: 'no',
    secretUnreadable: 'guardado, pero no se puede descifrar con la clave de cifrado de esta aplicación',
    secretUnknown: 'no se pudo leer',
    remove: 'Eliminar',
    actions: 'Acciones',
    registerTitle: 'Registrar un webhook',
    callbackUrlHint:
      'Dirección a la que el servicio de cerraduras envía los eventos: la dirección de webhooks de esta aplicación (:route) en su dirección https pública.',
    submitRegister: 'Registrar',
    urlInvalid:
      'La dirección de entrega debe ser una dirección https completa (http simple solo hacia este equipo y solo en un entorno de desarrollo). No se ha registrado nada.',
    eventsMissing: 'Elige al menos un evento. No se ha registrado nada.',
    registered:
      'Se ha suscrito :url (suscripción :id); su secreto de firma está guardado para el receptor de webhooks.',
    registerFailed: 'No se pudo registrar el webhook: :reason',
    removed: 'Suscripción :id eliminada.',
    removeFailed: 'No se pudo eliminar la suscripción :id: :reason',
    changeEvents: 'Cambiar eventos',
    saveEvents: 'Guardar eventos',
    eventsChanged:
      ':url recibe ahora :events. El servicio de cerraduras no puede cambiar una suscripción, así que se ha sustituido por una nueva: su número es ahora :id (antes :old).',
    eventsChangeFailed: 'No se pudieron cambiar los eventos: :reason',
    changeEventsHint: 'Al guardar, la suscripción se sustituye por una nueva, con un número nuevo.',
    appUrlNotTaken:
      'La dirección de esta aplicación, :url, no puede recibir envíos (el servicio de cerraduras solo envía a direcciones https), así que no se ha rellenado ninguna: escribe la dirección https en la que se puede acceder a esta aplicación.',
    eventDeviceStatus: 'Cambios de estado de la cerradura',
    eventDeviceConfig: 'Cambios de ajustes de la cerradura',
    eventDeviceLogs: 'Nueva actividad',
    eventDeviceAuths: 'Cambios de acceso (códigos de teclado, acceso por app)',
    eventDeviceMasterdata: 'Cambios de nombre y datos de la cerradura',
    eventAccountUser: 'Cambios en las personas de la cuenta',
  },
};
