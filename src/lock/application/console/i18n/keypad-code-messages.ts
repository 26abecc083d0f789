import type { Catalogue } from '../../../../common/i18n/translator';

/** The lines of a keypad code's own page: creating one, changing one. */
export const KEYPAD_CODE_MESSAGES: Catalogue<
  | 'newTitle'
  | 'editTitle'
  | 'edit'
  | 'backTo'
  | 'codeKeepHint'
  | 'windowKeepHint'
  | 'save'
  | 'updated'
  | 'outsideGrant'
> = {
  en: {
    newTitle: 'New keypad code for :lock',
    editTitle: 'Change the keypad code ":name" of :lock',
    edit: 'Change',
    backTo: 'Back to :lock',
    codeKeepHint: 'Six digits, each from 1 to 9. Leave it empty to keep the current code.',
    windowKeepHint: 'Dates and times are in :zone. An emptied date keeps its current value.',
    save: 'Save the keypad code',
    updated: 'Keypad code ":name" changed.',
    outsideGrant:
      'This keypad code must lie within your access to this lock (:window; :days): it must end no later than your access and hold only on its weekdays.',
  },
  nl: {
    newTitle: 'Nieuwe toetscode voor :lock',
    editTitle: 'Toetscode ":name" van :lock wijzigen',
    edit: 'Wijzigen',
    backTo: 'Terug naar :lock',
    codeKeepHint: 'Zes cijfers, elk van 1 tot en met 9. Laat leeg om de huidige code te behouden.',
    windowKeepHint: 'Datums en tijden zijn in :zone. Een leeggemaakte datum houdt zijn huidige waarde.',
    save: 'Toetscode opslaan',
    updated: 'Toetscode ":name" gewijzigd.',
    outsideGrant:
      'Deze toetscode moet binnen uw toegang tot dit slot vallen (:window; :days): hij moet uiterlijk eindigen wanneer uw toegang eindigt en alleen op die weekdagen gelden.',
  },
  de: {
    newTitle: 'Neuer Keypad-Code für :lock',
    editTitle: 'Keypad-Code „:name“ von :lock ändern',
    edit: 'Ändern',
    backTo: 'Zurück zu :lock',
    codeKeepHint: 'Sechs Ziffern, jede von 1 bis 9. Leer lassen, um den aktuellen Code zu behalten.',
    windowKeepHint: 'Datum und Uhrzeit gelten in :zone. Ein geleertes Datum behält seinen aktuellen Wert.',
    save: 'Keypad-Code speichern',
    updated: 'Keypad-Code „:name“ geändert.',
    outsideGrant:
      'Dieser Keypad-Code muss innerhalb Ihres Zugangs zu diesem Schloss liegen (:window; :days): Er muss spätestens mit Ihrem Zugang enden und nur an dessen Wochentagen gelten.',
  },
  es: {
    newTitle: 'Nuevo código de teclado para :lock',
    editTitle: 'Cambiar el código de teclado «:name» de :lock',
    edit: 'Cambiar',
    backTo: 'Volver a :lock',
    codeKeepHint: 'Seis dígitos, cada uno del 1 al 9. Déjalo vacío para mantener el código actual.',
    windowKeepHint: 'Las fechas y horas están en :zone. Una fecha vaciada mantiene su valor actual.',
    save: 'Guardar el código de teclado',
    updated: 'Código de teclado «:name» cambiado.',
    outsideGrant:
      'Este código de teclado debe quedar dentro de tu acceso a esta cerradura (:window; :days): debe terminar, como muy tarde, cuando termine tu acceso y valer solo en los días de la semana de tu acceso.',
  },
};
