import type { Catalogue } from '../../../../common/i18n/translator';

/** The words of grants and keypad codes alike: permissions, weekdays, windows. */
export const SCHEDULE_MESSAGES: Catalogue<
  | 'permissionLock'
  | 'permissionUnlock'
  | 'permissionViewLogs'
  | 'permissionManageAuths'
  | 'permissionManageSettings'
  | 'dayMa'
  | 'dayDi'
  | 'dayWo'
  | 'dayDo'
  | 'dayVr'
  | 'dayZa'
  | 'dayZo'
  | 'dayMaFull'
  | 'dayDiFull'
  | 'dayWoFull'
  | 'dayDoFull'
  | 'dayVrFull'
  | 'dayZaFull'
  | 'dayZoFull'
  | 'always'
  | 'fromUntil'
  | 'fromOnly'
  | 'untilOnly'
  | 'everyDay'
  | 'noDay'
> = {
  en: {
    permissionLock: 'Lock',
    permissionUnlock: 'Unlock',
    permissionViewLogs: 'View activity',
    permissionManageAuths: 'Manage keypad codes',
    permissionManageSettings: 'Change settings',
    dayMa: 'Mon',
    dayDi: 'Tue',
    dayWo: 'Wed',
    dayDo: 'Thu',
    dayVr: 'Fri',
    dayZa: 'Sat',
    dayZo: 'Sun',
    dayMaFull: 'Monday',
    dayDiFull: 'Tuesday',
    dayWoFull: 'Wednesday',
    dayDoFull: 'Thursday',
    dayVrFull: 'Friday',
    dayZaFull: 'Saturday',
    dayZoFull: 'Sunday',
    always: 'always',
    fromUntil: ':from – :until',
    fromOnly: 'from :from',
    untilOnly: 'until :until',
    everyDay: 'every day',
    noDay: 'no day',
  },
  nl: {
    permissionLock: 'Vergrendelen',
    permissionUnlock: 'Ontgrendelen',
    permissionViewLogs: 'Activiteit bekijken',
    permissionManageAuths: 'Codes beheren',
    permissionManageSettings: 'Instellingen wijzigen',
    dayMa: 'ma',
    dayDi: 'di',
    dayWo: 'wo',
    dayDo: 'do',
    dayVr: 'vr',
    dayZa: 'za',
    dayZo: 'zo',
    dayMaFull: 'maandag',
    dayDiFull: 'dinsdag',
    dayWoFull: 'woensdag',
    dayDoFull: 'donderdag',
    dayVrFull: 'vrijdag',
    dayZaFull: 'zaterdag',
    dayZoFull: 'zondag',
    always: 'altijd',
    fromUntil: ':from – :until',
    fromOnly: 'vanaf :from',
    untilOnly: 'tot :until',
    everyDay: 'elke dag',
    noDay: 'geen dag',
  },
  de: {
    permissionLock: 'Verriegeln',
    permissionUnlock: 'Entriegeln',
    permissionViewLogs: 'Aktivität ansehen',
    permissionManageAuths: 'Keypad-Codes verwalten',
    permissionManageSettings: 'Einstellungen ändern',
    dayMa: 'Mo',
    dayDi: 'Di',
    dayWo: 'Mi',
    dayDo: 'Do',
    dayVr: 'Fr',
    dayZa: 'Sa',
    dayZo: 'So',
    dayMaFull: 'Montag',
    dayDiFull: 'Dienstag',
    dayWoFull: 'Mittwoch',
    dayDoFull: 'Donnerstag',
    dayVrFull: 'Freitag',
    dayZaFull: 'Samstag',
    dayZoFull: 'Sonntag',
    always: 'immer',
    fromUntil: ':from – :until',
    fromOnly: 'ab :from',
    untilOnly: 'bis :until',
    everyDay: 'täglich',
    noDay: 'kein Tag',
  },
  es: {
    permissionLock: 'Bloquear',
    permissionUnlock: 'Desbloquear',
    permissionViewLogs: 'Ver la actividad',
    permissionManageAuths: 'Gestionar códigos de teclado',
    permissionManageSettings: 'Cambiar ajustes',
    dayMa: 'lun',
    dayDi: 'mar',
    dayWo: 'mié',
    dayDo: 'jue',
    dayVr: 'vie',
    dayZa: 'sáb',
    dayZo: 'dom',
    dayMaFull: 'lunes',
    dayDiFull: 'martes',
    dayWoFull: 'miércoles',
    dayDoFull: 'jueves',
    dayVrFull: 'viernes',
    dayZaFull: 'sábado',
    dayZoFull: 'domingo',
    always: 'siempre',
    fromUntil: ':from – :until',
    fromOnly: 'desde :from',
    untilOnly: 'hasta :until',
    everyDay: 'todos los días',
    noDay: 'ningún día',
  },
};
