import type { Catalogue } from '../../../../common/i18n/translator';

/** The lines of the account's activity timeline. */
export const ACTIVITY_MESSAGES: Catalogue<
  | 'title'
  | 'activityOf'
  | 'time'
  | 'lock'
  | 'who'
  | 'action'
  | 'noActivity'
  | 'noOlderActivity'
  | 'noLogPermission'
  | 'onlyYourLocks'
  | 'unknownDay'
  | 'trigger'
  | 'filterLock'
  | 'anyLock'
  | 'filterPerson'
  | 'filterAction'
  | 'anyAction'
  | 'filterTrigger'
  | 'anyTrigger'
  | 'search'
  | 'searchHint'
  | 'download'
  | 'downloadHint'
  | 'shown'
  | 'shownAll'
  | 'shownLock'
  | 'shownPerson'
  | 'shownAction'
  | 'shownTrigger'
  | 'shownSearch'
  | 'cut'
  | 'csvDate'
  | 'csvLockId'
  | 'csvState'
  | 'csvFile'
> = {
  en: {
    title: 'Activity',
    activityOf: 'Activity of :account',
    time: 'Time',
    lock: 'Lock',
    who: 'Who',
    action: 'Action',
    noActivity: 'No activity in this period.',
    noOlderActivity: 'No older activity in this period.',
    noLogPermission: 'None of your locks in this account lets you see its activity right now.',
    onlyYourLocks:
      'Only the activity of the locks whose logs you may see is shown, so a page may hold fewer entries. A lock’s own page shows all of its activity.',
    unknownDay: 'Date unknown',
    trigger: 'Via',
    filterLock: 'Lock',
    anyLock: 'All locks',
    filterPerson: 'Person',
    filterAction: 'Action',
    anyAction: 'Any action',
    filterTrigger: 'Via',
    anyTrigger: 'Any way',
    search: 'Search',
    searchHint: 'Finds a word in the lock, the person, the action, the way or the result.',
    download: 'Download as CSV',
    downloadHint: 'The file holds every entry this filter shows, newest first (at most :max).',
    shown: 'Shown: :list.',
    shownAll: 'all activity',
    shownLock: 'lock :lock',
    shownPerson: 'people named “:person”',
    shownAction: 'action “:action”',
    shownTrigger: 'via “:trigger”',
    shownSearch: 'entries with “:search”',
    cut: 'Only part of the log was searched for this page. Older entries may match: choose “Older” to search on.',
    csvDate: 'Date and time',
    csvLockId: 'Lock number',
    csvState: 'Result',
    csvFile: 'activity',
  },
  nl: {
    title: 'Activiteit',
    activityOf: 'Activiteit van :account',
    time: 'Tijd',
    lock: 'Slot',
    who: 'Wie',
    action: 'Actie',
    noActivity: 'Geen activiteit in deze periode.',
    noOlderActivity: 'Geen oudere activiteit in deze periode.',
    noLogPermission: 'Van geen van uw sloten in dit account mag u nu de activiteit zien.',
    onlyYourLocks:
      'Alleen de activiteit van de sloten waarvan u het logboek mag zien staat hier, dus een pagina kan minder meldingen bevatten. De pagina van een slot toont al zijn activiteit.',
    unknownDay: 'Datum onbekend',
    trigger: 'Via',
    filterLock: 'Slot',
    anyLock: 'Alle sloten',
    filterPerson: 'Persoon',
    filterAction: 'Actie',
    anyAction: 'Elke actie',
    filterTrigger: 'Via',
    anyTrigger: 'Elke manier',
    search: 'Zoeken',
    searchHint: 'Vindt een woord in het slot, de persoon, de actie, de manier of het resultaat.',
    download: 'Downloaden als CSV',
    downloadHint: 'Het bestand bevat elke melding die dit filter toont, nieuwste eerst (hoogstens :max).',
    shown: 'Getoond: :list.',
    shownAll: 'alle activiteit',
    shownLock: 'slot :lock',
    shownPerson: 'personen met de naam “:person”',
    shownAction: 'actie “:action”',
    shownTrigger: 'via “:trigger”',
    shownSearch: 'meldingen met “:search”',
    cut: 'Voor deze pagina is maar een deel van het logboek doorzocht. Oudere meldingen kunnen passen: kies “Ouder” om verder te zoeken.',
    csvDate: 'Datum en tijd',
    csvLockId: 'Slotnummer',
    csvState: 'Resultaat',
    csvFile: 'activiteit',
  },
  de: {
    title: 'Aktivität',
    activityOf: 'Aktivität von :account',
    time: 'Uhrzeit',
    lock: 'Schloss',
    who: 'Wer',
    action: 'Aktion',
    noActivity: 'Keine Aktivität in diesem Zeitraum.',
    noOlderActivity: 'Keine ältere Aktivität in diesem Zeitraum.',
    noLogPermission: 'Bei keinem Ihrer Schlösser in diesem Konto dürfen Sie die Aktivität gerade sehen.',
    onlyYourLocks:
      'Hier steht nur die Aktivität der Schlösser, deren Protokoll Sie sehen dürfen; eine Seite kann daher weniger Einträge enthalten. Die Seite eines Schlosses zeigt seine gesamte Aktivität.',
    unknownDay: 'Datum unbekannt',
    trigger: 'Auslöser',
    filterLock: 'Schloss',
    anyLock: 'Alle Schlösser',
    filterPerson: 'Person',
    filterAction: 'Aktion',
    anyAction: 'Alle Aktionen',
    filterTrigger: 'Auslöser',
    anyTrigger: 'Alle Auslöser',
    search: 'Suchen',
    searchHint: 'Findet ein Wort im Schloss, bei der Person, in der Aktion, im Auslöser oder im Ergebnis.',
    download: 'Als CSV herunterladen',
    downloadHint:
      'Die Datei enthält jeden Eintrag, den dieser Filter zeigt, die neuesten zuerst (höchstens :max).',
    shown: 'Angezeigt: :list.',
    shownAll: 'die gesamte Aktivität',
    shownLock: 'Schloss :lock',
    shownPerson: 'Personen namens „:person“',
    shownAction: 'Aktion „:action“',
    shownTrigger: 'Auslöser „:trigger“',
    shownSearch: 'Einträge mit „:search“',
    cut: 'Für diese Seite wurde nur ein Teil des Protokolls durchsucht. Ältere Einträge können passen: Wählen Sie „Ältere“, um weiterzusuchen.',
    csvDate: 'Datum und Uhrzeit',
    csvLockId: 'Schlossnummer',
    csvState: 'Ergebnis',
    csvFile: 'aktivitaet',
  },
  es: {
    title: 'Actividad',
    activityOf: 'Actividad de :account',
    time: 'Hora',
    lock: 'Cerradura',
    who: 'Quién',
    action: 'Acción',
    noActivity: 'No hay actividad en este periodo.',
    noOlderActivity: 'No hay actividad anterior en este periodo.',
    noLogPermission: 'Ahora mismo no puedes ver la actividad de ninguna de tus cerraduras de esta cuenta.',
    onlyYourLocks:
      'Solo se muestra la actividad de las cerraduras cuyo registro puedes ver, así que una página puede tener menos entradas. La página de cada cerradura muestra toda su actividad.',
    unknownDay: 'Fecha desconocida',
    trigger: 'Medio',
    filterLock: 'Cerradura',
    anyLock: 'Todas las cerraduras',
    filterPerson: 'Persona',
    filterAction: 'Acción',
    anyAction: 'Cualquier acción',
    filterTrigger: 'Medio',
    anyTrigger: 'Cualquier medio',
    search: 'Buscar',
    searchHint: 'Encuentra una palabra en la cerradura, la persona, la acción, el medio o el resultado.',
    download: 'Descargar como CSV',
    downloadHint:
      'El archivo contiene todas las entradas que muestra este filtro, las más recientes primero (como máximo :max).',
    shown: 'Se muestra: :list.',
    shownAll: 'toda la actividad',
    shownLock: 'cerradura :lock',
    shownPerson: 'personas llamadas «:person»',
    shownAction: 'acción «:action»',
    shownTrigger: 'mediante «:trigger»',
    shownSearch: 'entradas con «:search»',
    cut: 'Para esta página solo se ha buscado en parte del registro. Puede haber entradas más antiguas que coincidan: elige «Más antiguas» para seguir buscando.',
    csvDate: 'Fecha y hora',
    csvLockId: 'Número de cerradura',
    csvState: 'Resultado',
    csvFile: 'actividad',
  },
};
