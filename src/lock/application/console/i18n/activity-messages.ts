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
  },
};
