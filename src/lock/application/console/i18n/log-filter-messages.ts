import type { Catalogue } from '../../../../common/i18n/translator';

/** The lines of a log list's date filter and pager (a lock's activity, the account's timeline). */
export const LOG_FILTER_MESSAGES: Catalogue<
  | 'filter'
  | 'from'
  | 'to'
  | 'size'
  | 'show'
  | 'clear'
  | 'newer'
  | 'older'
  | 'newest'
  | 'pages'
  | 'badDate'
  | 'dateOrder'
  | 'badSize'
  | 'badPage'
  | 'badLock'
  | 'badAction'
  | 'badTrigger'
  | 'timeZone'
> = {
  en: {
    filter: 'Filter by date',
    from: 'From',
    to: 'Until',
    size: 'Per page',
    show: 'Show',
    clear: 'Clear the filter',
    newer: 'Newer',
    older: 'Older',
    newest: 'Newest',
    pages: 'Pages',
    badDate: '":value" is no date; use a date such as 2026-03-01.',
    dateOrder: 'The last day (:to) comes before the first day (:from).',
    badSize: 'The page size must be one of :sizes.',
    badPage: 'This page of the log does not exist; start again from the newest entries.',
    badLock: '":value" is no lock of this account; choose a lock from the list.',
    badAction: '":value" is no action; choose one from the list.',
    badTrigger: '":value" is no way a lock is used; choose one from the list.',
    timeZone: 'Days and times are in :zone.',
  },
  nl: {
    filter: 'Filteren op datum',
    from: 'Vanaf',
    to: 'Tot en met',
    size: 'Per pagina',
    show: 'Tonen',
    clear: 'Filter wissen',
    newer: 'Nieuwer',
    older: 'Ouder',
    newest: 'Nieuwste',
    pages: 'Pagina’s',
    badDate: '":value" is geen datum; gebruik een datum zoals 2026-03-01.',
    dateOrder: 'De laatste dag (:to) ligt vóór de eerste dag (:from).',
    badSize: 'Het aantal per pagina moet een van :sizes zijn.',
    badPage: 'Deze pagina van het logboek bestaat niet; begin opnieuw bij de nieuwste meldingen.',
    badLock: '":value" is geen slot van dit account; kies een slot uit de lijst.',
    badAction: '":value" is geen actie; kies er een uit de lijst.',
    badTrigger: '":value" is geen manier om een slot te bedienen; kies er een uit de lijst.',
    timeZone: 'Dagen en tijden zijn in :zone.',
  },
  de: {
    filter: 'Nach Datum filtern',
    from: 'Von',
    to: 'Bis einschließlich',
    size: 'Pro Seite',
    show: 'Anzeigen',
    clear: 'Filter zurücksetzen',
    newer: 'Neuere',
    older: 'Ältere',
    newest: 'Neueste',
    pages: 'Seiten',
    badDate: '„:value“ ist kein Datum; verwenden Sie ein Datum wie 2026-03-01.',
    dateOrder: 'Der letzte Tag (:to) liegt vor dem ersten Tag (:from).',
    badSize: 'Die Anzahl pro Seite muss einer dieser Werte sein: :sizes.',
    badPage: 'Diese Seite des Protokolls gibt es nicht; beginnen Sie wieder bei den neuesten Einträgen.',
    badLock: '„:value“ ist kein Schloss dieses Kontos; wählen Sie ein Schloss aus der Liste.',
    badAction: '„:value“ ist keine Aktion; wählen Sie eine aus der Liste.',
    badTrigger: '„:value“ ist kein Auslöser; wählen Sie einen aus der Liste.',
    timeZone: 'Tage und Uhrzeiten gelten in :zone.',
  },
  es: {
    filter: 'Filtrar por fecha',
    from: 'Desde',
    to: 'Hasta',
    size: 'Por página',
    show: 'Mostrar',
    clear: 'Quitar el filtro',
    newer: 'Más recientes',
    older: 'Más antiguas',
    newest: 'Lo más reciente',
    pages: 'Páginas',
    badDate: '«:value» no es una fecha; usa una fecha como 2026-03-01.',
    dateOrder: 'El último día (:to) es anterior al primero (:from).',
    badSize: 'El número por página debe ser uno de estos: :sizes.',
    badPage: 'Esta página del registro no existe; vuelve a empezar por las entradas más recientes.',
    badLock: '«:value» no es una cerradura de esta cuenta; elige una de la lista.',
    badAction: '«:value» no es una acción; elige una de la lista.',
    badTrigger: '«:value» no es una forma de usar una cerradura; elige una de la lista.',
    timeZone: 'Los días y las horas están en :zone.',
  },
};
