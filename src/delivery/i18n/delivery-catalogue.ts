import { Catalogue } from '../../common/i18n/translator';

/** The language lines of the Delivery module (`delivery-api::status.*` and the command's table). */
export type DeliveryLine =
  | 'status.received'
  | 'status.in_progress'
  | 'status.delivery_in_retry'
  | 'status.delivered'
  | 'status.delivered_manually'
  | 'status.undeliverable'
  | 'status.mapping_failed'
  | 'status.delivered_to_intermediary'
  | 'status.unknown'
  | 'table.bericht_id'
  | 'table.functioneel_id'
  | 'table.status'
  | 'table.description'
  | 'table.empty';

/** The lines of the Delivery module in every language. */
export const DELIVERY_CATALOGUE: Catalogue<DeliveryLine> = {
  en: {
    'status.received': 'Received and registered by the platform',
    'status.in_progress': 'Being processed',
    'status.delivery_in_retry': 'Delivery failed, retried periodically',
    'status.delivered': 'Delivered',
    'status.delivered_manually': 'Delivered or reprocessed by hand',
    'status.undeliverable': 'Delivery failed, the platform is investigating',
    'status.mapping_failed': 'The content is wrong, the platform will contact the sender',
    'status.delivered_to_intermediary':
      'Delivered to an intermediary; their response may be in the portal dashboard',
    'status.unknown': 'Unknown status ":status"',
    'table.bericht_id': 'Message ID',
    'table.functioneel_id': 'Reference',
    'table.status': 'Status',
    'table.description': 'Description',
    'table.empty': 'No messages found.',
  },
  nl: {
    'status.received': 'Ontvangen en geregistreerd door het platform',
    'status.in_progress': 'In verwerking',
    'status.delivery_in_retry': 'Aflevering mislukt, wordt periodiek opnieuw geprobeerd',
    'status.delivered': 'Afgeleverd',
    'status.delivered_manually': 'Handmatig afgeleverd of opnieuw verwerkt',
    'status.undeliverable': 'Aflevering mislukt, het platform onderzoekt het',
    'status.mapping_failed': 'De inhoud is onjuist, het platform neemt contact op met de verzender',
    'status.delivered_to_intermediary':
      'Afgeleverd bij een tussenpartij; hun antwoord kan in het portaaldashboard staan',
    'status.unknown': 'Onbekende status ":status"',
    'table.bericht_id': 'Bericht-ID',
    'table.functioneel_id': 'Functioneel ID',
    'table.status': 'Status',
    'table.description': 'Omschrijving',
    'table.empty': 'Geen berichten gevonden.',
  },
  de: {
    'status.received': 'Von der Plattform empfangen und registriert',
    'status.in_progress': 'In Bearbeitung',
    'status.delivery_in_retry': 'Zustellung fehlgeschlagen, wird regelmäßig erneut versucht',
    'status.delivered': 'Zugestellt',
    'status.delivered_manually': 'Manuell zugestellt oder erneut verarbeitet',
    'status.undeliverable': 'Zustellung fehlgeschlagen, die Plattform prüft den Fall',
    'status.mapping_failed':
      'Der Inhalt ist fehlerhaft, die Plattform setzt sich mit dem Absender in Verbindung',
    'status.delivered_to_intermediary':
      'An einen Vermittler zugestellt; seine Antwort steht möglicherweise im Dashboard des Portals',
    'status.unknown': 'Unbekannter Status „:status“',
    'table.bericht_id': 'Nachrichten-ID',
    'table.functioneel_id': 'Referenz',
    'table.status': 'Status',
    'table.description': 'Beschreibung',
    'table.empty': 'Keine Nachrichten gefunden.',
  },
  es: {
    'status.received': 'Recibido y registrado por la plataforma',
    'status.in_progress': 'En proceso',
    'status.delivery_in_retry': 'Entrega fallida; se reintenta periódicamente',
    'status.delivered': 'Entregado',
    'status.delivered_manually': 'Entregado o reprocesado manualmente',
    'status.undeliverable': 'Entrega fallida; la plataforma lo está investigando',
    'status.mapping_failed':
      'El contenido no es correcto; la plataforma se pondrá en contacto con el remitente',
    'status.delivered_to_intermediary':
      'Entregado a un intermediario; su respuesta puede estar en el panel del portal',
    'status.unknown': 'Estado desconocido «:status»',
    'table.bericht_id': 'ID del mensaje',
    'table.functioneel_id': 'Referencia',
    'table.status': 'Estado',
    'table.description': 'Descripción',
    'table.empty': 'No se han encontrado mensajes.',
  },
};
