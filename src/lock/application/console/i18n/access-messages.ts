import type { Catalogue } from '../../../../common/i18n/translator';

/** Why a grant does not let its sub-user act on a lock now, in the console's languages. */
export const ACCESS_MESSAGES: Catalogue<
  'noGrant' | 'permissionMissing' | 'invalidEnd' | 'notStarted' | 'ended' | 'weekday' | 'noWeekday'
> = {
  en: {
    noGrant: 'no grant holds this lock',
    permissionMissing: 'the grant allows :permissions only',
    invalidEnd: 'the grant has a window that is no date; grant it again',
    notStarted: 'the grant starts :date',
    ended: 'the grant ended :date',
    weekday: 'the grant is for :days, and it is :today now (:zone)',
    noWeekday: 'the grant is for no weekday',
  },
  nl: {
    noGrant: 'geen toegang geeft dit slot',
    permissionMissing: 'de toegang staat alleen :permissions toe',
    invalidEnd: 'de toegang heeft een venster dat geen datum is; ken hem opnieuw toe',
    notStarted: 'de toegang begint :date',
    ended: 'de toegang is geëindigd :date',
    weekday: 'de toegang geldt op :days, en het is nu :today (:zone)',
    noWeekday: 'de toegang geldt op geen enkele dag',
  },
  de: {
    noGrant: 'kein Zugang umfasst dieses Schloss',
    permissionMissing: 'der Zugang erlaubt nur :permissions',
    invalidEnd: 'der Zugang hat einen Zeitraum ohne gültiges Datum; geben Sie das Schloss erneut frei',
    notStarted: 'der Zugang beginnt am :date',
    ended: 'der Zugang ist am :date abgelaufen',
    weekday: 'der Zugang gilt an diesen Tagen: :days; jetzt ist :today (:zone)',
    noWeekday: 'der Zugang gilt an keinem Wochentag',
  },
  es: {
    noGrant: 'ningún acceso incluye esta cerradura',
    permissionMissing: 'el acceso solo permite :permissions',
    invalidEnd: 'el acceso tiene un periodo sin una fecha válida; vuelve a dar acceso a la cerradura',
    notStarted: 'el acceso empieza el :date',
    ended: 'el acceso terminó el :date',
    weekday: 'el acceso es válido estos días: :days; ahora es :today (:zone)',
    noWeekday: 'el acceso no es válido ningún día de la semana',
  },
};
