import type { Catalogue } from '../../../../common/i18n/translator';

/** The lines of the dashboard's search, state filter and pages, and of a card's state and battery. */
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
  },
  de: {
    search: 'Schloss suchen',
    name: 'Name',
    state: 'Zustand',
    all: 'Alle Schlösser',
    locked: 'Verriegelt',
    unlocked: 'Entriegelt',
    attention: 'Erfordert Aufmerksamkeit',
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
  },
};
