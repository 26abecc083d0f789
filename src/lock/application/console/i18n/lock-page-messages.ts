import type { Catalogue } from '../../../../common/i18n/translator';

/** The lines of a lock's page: its details, its activity and its authorizations (keypad codes and others). */
export const LOCK_PAGE_MESSAGES: Catalogue<
  | 'backToDashboard'
  | 'details'
  | 'smartlockId'
  | 'type'
  | 'state'
  | 'doorState'
  | 'battery'
  | 'batteryCritical'
  | 'batteryCharging'
  | 'keypadBattery'
  | 'doorSensorBattery'
  | 'critical'
  | 'ok'
  | 'firmware'
  | 'hardware'
  | 'lastUpdate'
  | 'unknown'
  | 'activity'
  | 'noActivity'
  | 'noOlderActivity'
  | 'activityTools'
  | 'when'
  | 'who'
  | 'action'
  | 'trigger'
  | 'result'
  | 'authorizations'
  | 'noAuthorizations'
  | 'codesMasked'
  | 'name'
  | 'code'
  | 'enabled'
  | 'window'
  | 'weekdays'
  | 'lastActive'
  | 'madeBy'
  | 'madeByMainUser'
  | 'madeByYou'
  | 'madeByAnotherSubUser'
  | 'actions'
  | 'yes'
  | 'no'
  | 'never'
  | 'enable'
  | 'disable'
  | 'delete'
  | 'newCode'
  | 'newCodeIntro'
  | 'codeLabel'
  | 'codeHint'
  | 'validFrom'
  | 'validUntil'
  | 'windowHint'
  | 'create'
  | 'nameMissing'
  | 'nameTooLong'
  | 'badCode'
  | 'badDateTime'
  | 'windowOrder'
  | 'noWeekday'
  | 'created'
  | 'enabledDone'
  | 'disabledDone'
  | 'deleted'
  | 'authorizationGone'
> = {
  en: {
    backToDashboard: 'Back to the dashboard',
    details: 'Details',
    smartlockId: 'Lock id',
    type: 'Type',
    state: 'State',
    doorState: 'Door',
    battery: 'Battery',
    batteryCritical: 'critical',
    batteryCharging: 'charging',
    keypadBattery: 'Keypad battery',
    doorSensorBattery: 'Door sensor battery',
    critical: 'critical',
    ok: 'ok',
    firmware: 'Firmware',
    hardware: 'Hardware',
    lastUpdate: 'Last update',
    unknown: 'unknown',
    activity: 'Activity',
    noActivity: 'No activity in this period.',
    noOlderActivity: 'No older activity in this period.',
    activityTools: "Filter, search and export this lock's activity",
    when: 'When',
    who: 'Who',
    action: 'Action',
    trigger: 'Trigger',
    result: 'Result',
    authorizations: 'Keypad codes and other authorizations',
    noAuthorizations: 'This lock has no authorizations.',
    codesMasked: 'Keypad codes are shown masked: whoever knows one can open the door.',
    name: 'Name',
    code: 'Code',
    enabled: 'Enabled',
    window: 'Valid',
    weekdays: 'Weekdays',
    lastActive: 'Last used',
    madeBy: 'Made by',
    madeByMainUser: 'Main user',
    madeByYou: 'You',
    madeByAnotherSubUser: 'Another sub-user',
    actions: 'Actions',
    yes: 'yes',
    no: 'no',
    never: 'never',
    enable: 'Enable',
    disable: 'Disable',
    delete: 'Delete',
    newCode: 'New keypad code',
    newCodeIntro: 'The code works on the lock’s keypad inside its window, on the ticked days.',
    codeLabel: 'Code',
    codeHint: 'Six digits, each from 1 to 9.',
    validFrom: 'Valid from',
    validUntil: 'Valid until',
    windowHint: 'Leave a date empty for no limit. Dates and times are in :zone.',
    create: 'Create the keypad code',
    nameMissing: 'Give the keypad code a name.',
    nameTooLong: 'The name may have at most :max characters.',
    badCode: 'The code must be six digits, each from 1 to 9.',
    badDateTime: '":value" is no date and time.',
    windowOrder: 'The end of the window (:until) must come after its start (:from).',
    noWeekday: 'Tick at least one weekday.',
    created: 'Keypad code ":name" created.',
    enabledDone: '":name" is enabled.',
    disabledDone: '":name" is disabled.',
    deleted: '":name" is deleted.',
    authorizationGone: 'This authorization is no longer on the lock.',
  },
  nl: {
    backToDashboard: 'Terug naar het dashboard',
    details: 'Gegevens',
    smartlockId: 'Slot-id',
    type: 'Soort',
    state: 'Status',
    doorState: 'Deur',
    battery: 'Batterij',
    batteryCritical: 'kritiek',
    batteryCharging: 'laadt op',
    keypadBattery: 'Batterij toetsenbord',
    doorSensorBattery: 'Batterij deursensor',
    critical: 'kritiek',
    ok: 'goed',
    firmware: 'Firmware',
    hardware: 'Hardware',
    lastUpdate: 'Laatst bijgewerkt',
    unknown: 'onbekend',
    activity: 'Activiteit',
    noActivity: 'Geen activiteit in deze periode.',
    noOlderActivity: 'Geen oudere activiteit in deze periode.',
    activityTools: 'Activiteit van dit slot filteren, doorzoeken en exporteren',
    when: 'Wanneer',
    who: 'Wie',
    action: 'Actie',
    trigger: 'Bron',
    result: 'Resultaat',
    authorizations: 'Toetscodes en andere autorisaties',
    noAuthorizations: 'Dit slot heeft geen autorisaties.',
    codesMasked: 'Toetscodes worden gemaskeerd getoond: wie er een kent, kan de deur openen.',
    name: 'Naam',
    code: 'Code',
    enabled: 'Actief',
    window: 'Geldig',
    weekdays: 'Weekdagen',
    lastActive: 'Laatst gebruikt',
    madeBy: 'Gemaakt door',
    madeByMainUser: 'Hoofdgebruiker',
    madeByYou: 'U',
    madeByAnotherSubUser: 'Een andere subgebruiker',
    actions: 'Acties',
    yes: 'ja',
    no: 'nee',
    never: 'nooit',
    enable: 'Activeren',
    disable: 'Uitschakelen',
    delete: 'Verwijderen',
    newCode: 'Nieuwe toetscode',
    newCodeIntro:
      'De code werkt op het toetsenbord van het slot binnen de geldigheid, op de aangevinkte dagen.',
    codeLabel: 'Code',
    codeHint: 'Zes cijfers, elk van 1 tot en met 9.',
    validFrom: 'Geldig vanaf',
    validUntil: 'Geldig tot',
    windowHint: 'Laat een datum leeg voor geen grens. Datums en tijden zijn in :zone.',
    create: 'Toetscode aanmaken',
    nameMissing: 'Geef de toetscode een naam.',
    nameTooLong: 'De naam mag hoogstens :max tekens hebben.',
    badCode: 'De code moet uit zes cijfers bestaan, elk van 1 tot en met 9.',
    badDateTime: '":value" is geen datum en tijd.',
    windowOrder: 'Het einde van de geldigheid (:until) moet na het begin (:from) liggen.',
    noWeekday: 'Vink minstens één weekdag aan.',
    created: 'Toetscode ":name" aangemaakt.',
    enabledDone: '":name" is geactiveerd.',
    disabledDone: '":name" is uitgeschakeld.',
    deleted: '":name" is verwijderd.',
    authorizationGone: 'Deze autorisatie staat niet meer op het slot.',
  },
  de: {
    backToDashboard: 'Zurück zum Dashboard',
    details: 'Details',
    smartlockId: 'Schloss-ID',
    type: 'Typ',
    state: 'Zustand',
    doorState: 'Tür',
    battery: 'Batterie',
    batteryCritical: 'kritisch',
    batteryCharging: 'lädt',
    keypadBattery: 'Batterie des Keypads',
    doorSensorBattery: 'Batterie des Türsensors',
    critical: 'kritisch',
    ok: 'gut',
    firmware: 'Firmware',
    hardware: 'Hardware',
    lastUpdate: 'Zuletzt aktualisiert',
    unknown: 'unbekannt',
    activity: 'Aktivität',
    noActivity: 'Keine Aktivität in diesem Zeitraum.',
    noOlderActivity: 'Keine ältere Aktivität in diesem Zeitraum.',
    activityTools: 'Aktivität dieses Schlosses filtern, durchsuchen und exportieren',
    when: 'Wann',
    who: 'Wer',
    action: 'Aktion',
    trigger: 'Auslöser',
    result: 'Ergebnis',
    authorizations: 'Keypad-Codes und andere Berechtigungen',
    noAuthorizations: 'Dieses Schloss hat keine Berechtigungen.',
    codesMasked: 'Keypad-Codes werden verdeckt angezeigt: Wer einen kennt, kann die Tür öffnen.',
    name: 'Name',
    code: 'Code',
    enabled: 'Aktiv',
    window: 'Gültig',
    weekdays: 'Wochentage',
    lastActive: 'Zuletzt verwendet',
    madeBy: 'Erstellt von',
    madeByMainUser: 'Hauptbenutzer',
    madeByYou: 'Sie',
    madeByAnotherSubUser: 'Ein anderer Unterbenutzer',
    actions: 'Aktionen',
    yes: 'ja',
    no: 'nein',
    never: 'nie',
    enable: 'Aktivieren',
    disable: 'Deaktivieren',
    delete: 'Löschen',
    newCode: 'Neuer Keypad-Code',
    newCodeIntro:
      'Der Code funktioniert am Keypad des Schlosses innerhalb seines Gültigkeitszeitraums an den ausgewählten Tagen.',
    codeLabel: 'Code',
    codeHint: 'Sechs Ziffern, jeweils von 1 bis 9.',
    validFrom: 'Gültig ab',
    validUntil: 'Gültig bis',
    windowHint:
      'Lassen Sie ein Datum leer, wenn es keine Grenze geben soll. Datum und Uhrzeit gelten in :zone.',
    create: 'Keypad-Code erstellen',
    nameMissing: 'Geben Sie dem Keypad-Code einen Namen.',
    nameTooLong: 'Der Name darf höchstens :max Zeichen haben.',
    badCode: 'Der Code muss aus sechs Ziffern bestehen, jeweils von 1 bis 9.',
    badDateTime: '„:value“ ist kein gültiges Datum mit Uhrzeit.',
    windowOrder: 'Das Ende des Zeitraums (:until) muss nach seinem Beginn (:from) liegen.',
    noWeekday: 'Wählen Sie mindestens einen Wochentag aus.',
    created: 'Keypad-Code „:name“ erstellt.',
    enabledDone: '„:name“ ist aktiviert.',
    disabledDone: '„:name“ ist deaktiviert.',
    deleted: '„:name“ ist gelöscht.',
    authorizationGone: 'Diese Berechtigung ist nicht mehr auf dem Schloss.',
  },
  es: {
    backToDashboard: 'Volver al panel',
    details: 'Detalles',
    smartlockId: 'ID de la cerradura',
    type: 'Tipo',
    state: 'Estado',
    doorState: 'Puerta',
    battery: 'Batería',
    batteryCritical: 'crítica',
    batteryCharging: 'cargando',
    keypadBattery: 'Batería del teclado',
    doorSensorBattery: 'Batería del sensor de puerta',
    critical: 'crítica',
    ok: 'correcta',
    firmware: 'Firmware',
    hardware: 'Hardware',
    lastUpdate: 'Última actualización',
    unknown: 'desconocido',
    activity: 'Actividad',
    noActivity: 'No hay actividad en este periodo.',
    noOlderActivity: 'No hay actividad anterior en este periodo.',
    activityTools: 'Filtrar, buscar y exportar la actividad de esta cerradura',
    when: 'Cuándo',
    who: 'Quién',
    action: 'Acción',
    trigger: 'Origen',
    result: 'Resultado',
    authorizations: 'Códigos de teclado y otras autorizaciones',
    noAuthorizations: 'Esta cerradura no tiene autorizaciones.',
    codesMasked: 'Los códigos de teclado se muestran ocultos: quien conozca uno puede abrir la puerta.',
    name: 'Nombre',
    code: 'Código',
    enabled: 'Activo',
    window: 'Validez',
    weekdays: 'Días de la semana',
    lastActive: 'Último uso',
    madeBy: 'Creado por',
    madeByMainUser: 'Usuario principal',
    madeByYou: 'Tú',
    madeByAnotherSubUser: 'Otro subusuario',
    actions: 'Acciones',
    yes: 'sí',
    no: 'no',
    never: 'nunca',
    enable: 'Activar',
    disable: 'Desactivar',
    delete: 'Eliminar',
    newCode: 'Nuevo código de teclado',
    newCodeIntro:
      'El código funciona en el teclado de la cerradura dentro de su periodo de validez, los días marcados.',
    codeLabel: 'Código',
    codeHint: 'Seis dígitos, cada uno del 1 al 9.',
    validFrom: 'Válido desde',
    validUntil: 'Válido hasta',
    windowHint: 'Deja una fecha vacía para no poner límite. Las fechas y horas están en :zone.',
    create: 'Crear el código de teclado',
    nameMissing: 'Ponle un nombre al código de teclado.',
    nameTooLong: 'El nombre puede tener como máximo :max caracteres.',
    badCode: 'El código debe tener seis dígitos, cada uno del 1 al 9.',
    badDateTime: '«:value» no es una fecha y hora válida.',
    windowOrder: 'El final del periodo (:until) debe ser posterior a su inicio (:from).',
    noWeekday: 'Marca al menos un día de la semana.',
    created: 'Código de teclado «:name» creado.',
    enabledDone: '«:name» está activado.',
    disabledDone: '«:name» está desactivado.',
    deleted: '«:name» se ha eliminado.',
    authorizationGone: 'Esta autorización ya no está en la cerradura.',
  },
};
