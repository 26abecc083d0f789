import type { Catalogue } from '../../../../common/i18n/translator';

/**
 * Why a grant does not let its sub-user act on a lock now, in the console's languages: clauses (lower case, no
 * full stop) that follow a colon, on the refused page ("You may not do this: …"), in a refused action's flash and
 * as a closed grant's hint.
 */
export const ACCESS_MESSAGES: Catalogue<
  | 'noGrant'
  | 'permissionMissing'
  | 'invalidEnd'
  | 'notStarted'
  | 'ended'
  | 'weekday'
  | 'noWeekday'
  | 'noAccountGrant'
  | 'notYourAccount'
  | 'grantChanged'
> = {
  en: {
    noGrant: 'you have no access to this lock',
    permissionMissing: 'your access to this lock does not include ":permission", only :permissions',
    invalidEnd: 'the grant has a window that is no date; grant it again',
    notStarted: 'the grant starts :date',
    ended: 'the grant ended :date',
    weekday: 'the grant is for :days, and today is :today (:zone)',
    noWeekday: 'the grant is for no weekday',
    noAccountGrant: 'your access in this account does not allow this now',
    notYourAccount: 'this account is not one of yours',
    grantChanged: 'your access has just changed; reload the page',
  },
  nl: {
    noGrant: 'u hebt geen toegang tot dit slot',
    permissionMissing: 'uw toegang tot dit slot omvat ":permission" niet, alleen :permissions',
    invalidEnd: 'de toegang heeft een periode die geen datum is; ken het slot opnieuw toe',
    notStarted: 'de toegang begint :date',
    ended: 'de toegang is geëindigd :date',
    weekday: 'de toegang geldt op :days, en vandaag is het :today (:zone)',
    noWeekday: 'de toegang geldt op geen enkele dag',
    noAccountGrant: 'uw toegang in dit account staat dit nu niet toe',
    notYourAccount: 'dit account is niet van u',
    grantChanged: 'uw toegang is net gewijzigd; laad de pagina opnieuw',
  },
  de: {
    noGrant: 'Sie haben keinen Zugang zu diesem Schloss',
    permissionMissing: 'Ihr Zugang zu diesem Schloss umfasst „:permission“ nicht, nur :permissions',
    invalidEnd: 'der Zugang hat einen Zeitraum ohne gültiges Datum; geben Sie das Schloss erneut frei',
    notStarted: 'der Zugang beginnt am :date',
    ended: 'der Zugang ist am :date abgelaufen',
    weekday: 'der Zugang gilt an diesen Tagen: :days; heute ist :today (:zone)',
    noWeekday: 'der Zugang gilt an keinem Wochentag',
    noAccountGrant: 'Ihr Zugang in diesem Konto erlaubt das gerade nicht',
    notYourAccount: 'dieses Konto gehört nicht zu Ihren Konten',
    grantChanged: 'Ihr Zugang wurde gerade geändert; laden Sie die Seite neu',
  },
  es: {
    noGrant: 'no tienes acceso a esta cerradura',
    permissionMissing: 'tu acceso a esta cerradura no incluye «:permission», solo :permissions',
    invalidEnd: 'el acceso tiene un periodo sin una fecha válida; vuelve a dar acceso a la cerradura',
    notStarted: 'el acceso empieza el :date',
    ended: 'el acceso terminó el :date',
    weekday: 'el acceso es válido estos días: :days; hoy es :today (:zone)',
    noWeekday: 'el acceso no es válido ningún día de la semana',
    noAccountGrant: 'tu acceso en esta cuenta no permite esto ahora',
    notYourAccount: 'esta cuenta no es tuya',
    grantChanged: 'tu acceso acaba de cambiar; recarga la página',
  },
};
