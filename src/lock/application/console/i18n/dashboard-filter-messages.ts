import type { Catalogue } from '../../../../common/i18n/translator';

/**
 * The lines of the dashboard's search, state filter, order, view (cards or list) and pages, and of a card's state
 * and battery.
 */
export const DASHBOARD_FILTER_MESSAGES: Catalogue<
  | 'search'
  | 'name'
  | 'state'
  | 'all'
  | 'locked'
  | 'unlocked'
  | 'attention'
  | 'show'
  | 'showAll'
  | 'countOne'
  | 'countMany'
  | 'matchingOne'
  | 'matchingMany'
  | 'noMatch'
  | 'pages'
  | 'previous'
  | 'next'
  | 'pageOf'
  | 'stateLabel'
  | 'batteryCritical'
  | 'sortBy'
  | 'sortName'
  | 'sortNameDesc'
  | 'sortState'
  | 'sortStateDesc'
  | 'sortBattery'
  | 'sortBatteryDesc'
  | 'sortActivity'
  | 'sortActivityDesc'
  | 'showAs'
  | 'cards'
  | 'list'
  | 'pagesBelow'
  | 'page'
> = {
  en: {
    search: 'Find a lock',
    name: 'Name',
    state: 'State',
    all: 'All locks',
    locked: 'Locked',
    unlocked: 'Unlocked',
    attention: 'Needs attention',
    show: 'Show',
    showAll: 'Show all locks',
    countOne: '1 lock',
    countMany: ':total locks',
    matchingOne: ':count of 1 lock',
    matchingMany: ':count of :total locks',
    noMatch: 'No lock matches this search.',
    pages: 'Pages',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page :page of :pages',
    stateLabel: 'State:',
    batteryCritical: ':charge, critical: charge or replace the batteries soon',
    sortBy: 'Sort by',
    sortName: 'Name, A to Z',
    sortNameDesc: 'Name, Z to A',
    sortState: 'State, needing attention first',
    sortStateDesc: 'State, locked first',
    sortBattery: 'Battery, lowest first',
    sortBatteryDesc: 'Battery, highest first',
    sortActivity: 'Last activity, oldest first',
    sortActivityDesc: 'Last activity, newest first',
    showAs: 'Show as',
    cards: 'Cards',
    list: 'List',
    pagesBelow: 'Pages (end of the list)',
    page: 'Page',
  },
  nl: {
    search: 'Een slot zoeken',
    name: 'Naam',
    state: 'Status',
    all: 'Alle sloten',
    locked: 'Vergrendeld',
    unlocked: 'Ontgrendeld',
    attention: 'Vraagt aandacht',
    show: 'Tonen',
    showAll: 'Alle sloten tonen',
    countOne: '1 slot',
    countMany: ':total sloten',
    matchingOne: ':count van 1 slot',
    matchingMany: ':count van :total sloten',
    noMatch: 'Geen slot past bij deze zoekopdracht.',
    pages: "Pagina's",
    previous: 'Vorige',
    next: 'Volgende',
    pageOf: 'Pagina :page van :pages',
    stateLabel: 'Status:',
    batteryCritical: ':charge, kritiek: laad of vervang de batterijen binnenkort',
    sortBy: 'Sorteren op',
    sortName: 'Naam, A tot Z',
    sortNameDesc: 'Naam, Z tot A',
    sortState: 'Status, eerst die aandacht vragen',
    sortStateDesc: 'Status, eerst vergrendelde',
    sortBattery: 'Batterij, laagste eerst',
    sortBatteryDesc: 'Batterij, hoogste eerst',
    sortActivity: 'Laatste activiteit, oudste eerst',
    sortActivityDesc: 'Laatste activiteit, nieuwste eerst',
    showAs: 'Tonen als',
    cards: 'Kaarten',
    list: 'Lijst',
    pagesBelow: "Pagina's (einde van de lijst)",
    page: 'Pagina',
  },
  de: {
    search: 'Schloss suchen',
    name: 'Name',
    state: 'Zustand',
    all: 'Alle Schlösser',
    locked: 'Verriegelt',
    unlocked: 'Entriegelt',
    attention: 'Handlungsbedarf',
    show: 'Anzeigen',
    showAll: 'Alle Schlösser anzeigen',
    countOne: '1 Schloss',
    countMany: ':total Schlösser',
    matchingOne: ':count von 1 Schloss',
    matchingMany: ':count von :total Schlössern',
    noMatch: 'Kein Schloss passt zu dieser Suche.',
    pages: 'Seiten',
    previous: 'Zurück',
    next: 'Weiter',
    pageOf: 'Seite :page von :pages',
    stateLabel: 'Zustand:',
    batteryCritical: ':charge, kritisch: Batterien bald laden oder ersetzen',
    sortBy: 'Sortieren nach',
    sortName: 'Name, A bis Z',
    sortNameDesc: 'Name, Z bis A',
    sortState: 'Zustand, Handlungsbedarf zuerst',
    sortStateDesc: 'Zustand, verriegelte zuerst',
    sortBattery: 'Batterie, niedrigste zuerst',
    sortBatteryDesc: 'Batterie, höchste zuerst',
    sortActivity: 'Letzte Aktivität, älteste zuerst',
    sortActivityDesc: 'Letzte Aktivität, neueste zuerst',
    showAs: 'Anzeigen als',
    cards: 'Karten',
    list: 'Liste',
    pagesBelow: 'Seiten (Ende der Liste)',
    page: 'Seite',
  },
  es: {
    search: 'Buscar una cerradura',
    name: 'Nombre',
    state: 'Estado',
    all: 'Todas las cerraduras',
    locked: 'Bloqueadas',
    unlocked: 'Desbloqueadas',
    attention: 'Requieren atención',
    show: 'Mostrar',
    showAll: 'Mostrar todas las cerraduras',
    countOne: '1 cerradura',
    countMany: ':total cerraduras',
    matchingOne: ':count de 1 cerradura',
    matchingMany: ':count de :total cerraduras',
    noMatch: 'Ninguna cerradura coincide con esta búsqueda.',
    pages: 'Páginas',
    previous: 'Anterior',
    next: 'Siguiente',
    pageOf: 'Página :page de :pages',
    stateLabel: 'Estado:',
    batteryCritical: ':charge, crítica: carga o cambia las baterías pronto',
    sortBy: 'Ordenar por',
    sortName: 'Nombre, de la A a la Z',
    sortNameDesc: 'Nombre, de la Z a la A',
    sortState: 'Estado, primero las que requieren atención',
    sortStateDesc: 'Estado, primero las bloqueadas',
    sortBattery: 'Batería, primero la más baja',
    sortBatteryDesc: 'Batería, primero la más alta',
    sortActivity: 'Última actividad, primero la más antigua',
    sortActivityDesc: 'Última actividad, primero la más reciente',
    showAs: 'Mostrar como',
    cards: 'Tarjetas',
    list: 'Lista',
    pagesBelow: 'Páginas (final de la lista)',
    page: 'Página',
  },
};
