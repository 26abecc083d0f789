import type { Catalogue } from '../../../../common/i18n/translator';

/** The lines of a lock's settings pages: its settings, its admin PIN, renaming and removing it. */
export const LOCK_SETTINGS_MESSAGES: Catalogue<
  | 'manageTitle'
  | 'linkSettings'
  | 'linkAdminPin'
  | 'linkRename'
  | 'linkRemove'
  | 'backTo'
  | 'settingsTitle'
  | 'settingsIntro'
  | 'noSettings'
  | 'sectionGeneral'
  | 'sectionAutoLock'
  | 'sectionDoor'
  | 'sectionButtons'
  | 'sectionRingToOpen'
  | 'sectionIntercom'
  | 'sectionSound'
  | 'ledEnabled'
  | 'ledBrightness'
  | 'buttonEnabled'
  | 'timezoneId'
  | 'autoLock'
  | 'autoLockTimeout'
  | 'autoLockTimeoutHint'
  | 'autoUnlatch'
  | 'unlatchDuration'
  | 'lngTimeout'
  | 'singleButtonPressAction'
  | 'doubleButtonPressAction'
  | 'rtoTimeout'
  | 'disableRtoAfterRing'
  | 'electricStrikeDuration'
  | 'electricStrikeDelay'
  | 'randomElectricStrikeDelay'
  | 'doorbellSuppression'
  | 'doorbellSuppression1'
  | 'doorbellSuppression2'
  | 'doorbellSuppression4'
  | 'doorbellSuppressionDuration'
  | 'soundRing'
  | 'soundOpen'
  | 'soundRto'
  | 'soundCm'
  | 'soundConfirmation'
  | 'soundLevel'
  | 'buzzerVolume'
  | 'unitSeconds'
  | 'unitMinutes'
  | 'unitMilliseconds'
  | 'unitLevel'
  | 'oneSecond'
  | 'currentValue'
  | 'seconds'
  | 'lockButton0'
  | 'lockButton1'
  | 'lockButton2'
  | 'lockButton3'
  | 'lockButton4'
  | 'lockButton5'
  | 'lockButton6'
  | 'openerButton0'
  | 'openerButton1'
  | 'openerButton2'
  | 'openerButton3'
  | 'openerButton4'
  | 'openerButton5'
  | 'openerButton6'
  | 'openerButton7'
  | 'sound0'
  | 'sound1'
  | 'sound2'
  | 'sound3'
  | 'buzzer0'
  | 'buzzer1'
  | 'buzzer2'
  | 'save'
  | 'saved'
  | 'nothingChanged'
  | 'outOfRange'
  | 'notAChoice'
  | 'confirmSettings'
  | 'confirmSave'
  | 'riskAutoLockOff'
  | 'riskAutoLockLonger'
  | 'riskAutoUnlatchOn'
  | 'riskRingToOpenLonger'
  | 'riskRingToOpenAfterRing'
  | 'riskButtonOpens'
  | 'adminPinTitle'
  | 'adminPinIntro'
  | 'pinStateOk'
  | 'pinStateMissing'
  | 'pinStateInvalid'
  | 'pinLabel'
  | 'pinHint'
  | 'repeatLabel'
  | 'understood'
  | 'setPin'
  | 'pinSet'
  | 'pinFormat'
  | 'pinMismatch'
  | 'pinNotConfirmed'
  | 'renameTitle'
  | 'nameLabel'
  | 'nameHint'
  | 'rename'
  | 'renamed'
  | 'nameMissing'
  | 'nameTooLong'
  | 'removeTitle'
  | 'removeIntro'
  | 'removeQuestion'
  | 'removeButton'
  | 'removed'
  | 'mainUserOnly'
> = {
  en: {
    manageTitle: 'Manage the lock',
    linkSettings: 'Settings',
    linkAdminPin: 'Admin PIN',
    linkRename: 'Rename',
    linkRemove: 'Remove from the account',
    backTo: 'Back to :lock',
    settingsTitle: 'Settings of :lock',
    settingsIntro:
      'These settings are sent to the lock. A change that makes the door easier to open, or keeps it open longer, is asked about first.',
    noSettings: 'This device has no settings that can be changed here.',
    sectionGeneral: 'General',
    sectionAutoLock: 'Auto-lock',
    sectionDoor: 'Door',
    sectionButtons: 'Button on the device',
    sectionRingToOpen: 'Ring to open',
    sectionIntercom: 'Intercom',
    sectionSound: 'Sound',
    ledEnabled: 'LED on',
    ledBrightness: 'LED brightness',
    buttonEnabled: 'The button on the device works',
    timezoneId: 'Time zone of the lock',
    autoLock: 'Lock again by itself after it was unlocked',
    autoLockTimeout: 'Lock again after',
    autoLockTimeoutHint: 'Only used while auto-lock is on.',
    autoUnlatch: 'Also open the latch on every unlock',
    unlatchDuration: 'Hold the latch open for',
    lngTimeout: "Lock 'n' go waits",
    singleButtonPressAction: 'Pressing the button once',
    doubleButtonPressAction: 'Pressing the button twice',
    rtoTimeout: 'Ring to open ends after',
    disableRtoAfterRing: 'End ring to open after the first ring',
    electricStrikeDuration: 'The door buzzer runs for',
    electricStrikeDelay: 'The door buzzer waits',
    randomElectricStrikeDelay:
      'Wait a random 3 to 7 seconds before the buzzer runs, as if someone inside pressed it',
    doorbellSuppression: 'Silence the doorbell',
    doorbellSuppression1: 'when ring to open and continuous mode are off',
    doorbellSuppression2: 'while ring to open is on',
    doorbellSuppression4: 'in continuous mode',
    doorbellSuppressionDuration: 'Silence the doorbell for',
    soundRing: 'Sound when someone rings',
    soundOpen: 'Sound when the door is opened',
    soundRto: 'Sound when ring to open turns on',
    soundCm: 'Sound when continuous mode turns on',
    soundConfirmation: 'Confirmation sound',
    soundLevel: 'Volume',
    buzzerVolume: 'Buzzer volume',
    unitSeconds: 'In seconds, from :min to :max.',
    unitMinutes: 'In minutes, from :min to :max.',
    unitMilliseconds: 'In milliseconds (1000 is one second), from :min to :max.',
    unitLevel: 'From :min to :max.',
    currentValue: 'As it is now (:value)',
    oneSecond: '1 second',
    seconds: ':value seconds',
    lockButton0: 'Nothing',
    lockButton1: 'Lock or unlock, whichever fits',
    lockButton2: 'Unlock',
    lockButton3: 'Lock',
    lockButton4: 'Open the latch',
    lockButton5: "Lock 'n' go",
    lockButton6: 'Show the state',
    openerButton0: 'Nothing',
    openerButton1: 'Turn ring to open on or off',
    openerButton2: 'Turn ring to open on',
    openerButton3: 'Turn ring to open off',
    openerButton4: 'Turn continuous mode on or off',
    openerButton5: 'Turn continuous mode on',
    openerButton6: 'Turn continuous mode off',
    openerButton7: 'Open the door',
    sound0: 'No sound',
    sound1: 'Sound 1',
    sound2: 'Sound 2',
    sound3: 'Sound 3',
    buzzer0: 'Off',
    buzzer1: 'Low',
    buzzer2: 'Normal',
    save: 'Save the settings',
    saved: 'The settings of :lock were saved.',
    nothingChanged: 'Nothing was changed, so nothing was sent to the lock.',
    outOfRange: '“:field” must be a whole number from :min to :max. Nothing was saved.',
    notAChoice: 'Choose one of the options for “:field”. Nothing was saved.',
    confirmSettings: 'Save these settings of :lock? :changes',
    confirmSave: 'Save',
    riskAutoLockOff: 'Auto-lock turns off: the door stays unlocked until someone locks it.',
    riskAutoLockLonger: 'The door stays unlocked longer before it locks itself.',
    riskAutoUnlatchOn: 'Every unlock will also open the door.',
    riskRingToOpenLonger: 'Ring to open stays on longer: whoever rings in that time opens the door.',
    riskRingToOpenAfterRing:
      'Ring to open no longer ends after the first ring: everyone who rings while it is on opens the door.',
    riskButtonOpens: 'A press of the button on the device will open the door.',
    adminPinTitle: 'Admin PIN of :lock',
    adminPinIntro:
      'The admin PIN protects the lock’s own settings: the lock’s app asks for it before it changes them. Only the account’s main user may set it. It is never shown again, here or anywhere else in the console: keep it somewhere safe.',
    pinStateOk: 'An admin PIN is set.',
    pinStateMissing: 'No admin PIN is set yet.',
    pinStateInvalid: 'The lock reports its admin PIN as not valid: set a new one.',
    pinLabel: 'New admin PIN',
    pinHint: 'Four digits, from 0000 to 9999.',
    repeatLabel: 'The new admin PIN again',
    understood:
      'I understand that the lock asks for this PIN from now on, and that the console cannot show it again.',
    setPin: 'Set the admin PIN',
    pinSet: 'The admin PIN of :lock was changed.',
    pinFormat: 'Enter four digits, from 0000 to 9999. Nothing was changed.',
    pinMismatch: 'The two PINs are not the same. Nothing was changed.',
    pinNotConfirmed: 'Tick the box to confirm the change. Nothing was changed.',
    renameTitle: 'Rename :lock',
    nameLabel: 'New name',
    nameHint: 'At most :max characters. Everyone with access to the lock sees the new name.',
    rename: 'Rename',
    renamed: 'The lock is now called :name.',
    nameMissing: 'Enter a name. Nothing was changed.',
    nameTooLong: 'The name is too long: at most :max characters. Nothing was changed.',
    removeTitle: 'Remove :lock from the account',
    removeIntro:
      'Removing takes the lock out of the account :account: it disappears from the console, and nobody can lock or unlock it from here, read its activity or manage its keypad codes any more. Sub-users lose their access to it. The lock stays on the door and keeps working with its own keypad codes and app users. To use it here again, add it to the account again in the lock’s app.',
    removeQuestion: 'Remove :lock from the account :account? Nobody can use it from the console any more.',
    removeButton: 'Remove the lock',
    removed: ':lock was removed from the account.',
    mainUserOnly: 'Only the account’s main user may do this.',
  },
  nl: {
    manageTitle: 'Slot beheren',
    linkSettings: 'Instellingen',
    linkAdminPin: 'Beheerders-pincode',
    linkRename: 'Naam wijzigen',
    linkRemove: 'Uit het account verwijderen',
    backTo: 'Terug naar :lock',
    settingsTitle: 'Instellingen van :lock',
    settingsIntro:
      'Deze instellingen worden naar het slot gestuurd. Bij een wijziging waardoor de deur makkelijker opengaat of langer open blijft, wordt u eerst om bevestiging gevraagd.',
    noSettings: 'Dit apparaat heeft geen instellingen die u hier kunt wijzigen.',
    sectionGeneral: 'Algemeen',
    sectionAutoLock: 'Automatisch vergrendelen',
    sectionDoor: 'Deur',
    sectionButtons: 'Knop op het apparaat',
    sectionRingToOpen: 'Ring to Open',
    sectionIntercom: 'Intercom',
    sectionSound: 'Geluid',
    ledEnabled: 'Lampje aan',
    ledBrightness: 'Helderheid van het lampje',
    buttonEnabled: 'De knop op het apparaat werkt',
    timezoneId: 'Tijdzone van het slot',
    autoLock: 'Na ontgrendelen vanzelf weer vergrendelen',
    autoLockTimeout: 'Weer vergrendelen na',
    autoLockTimeoutHint: 'Alleen gebruikt zolang automatisch vergrendelen aan staat.',
    autoUnlatch: 'Bij elk ontgrendelen ook de dagschoot openen',
    unlatchDuration: 'Dagschoot open houden gedurende',
    lngTimeout: "Lock 'n' go wacht",
    singleButtonPressAction: 'Eén keer op de knop drukken',
    doubleButtonPressAction: 'Twee keer op de knop drukken',
    rtoTimeout: 'Ring to Open stopt na',
    disableRtoAfterRing: 'Ring to Open stopt na de eerste keer aanbellen',
    electricStrikeDuration: 'De deurzoemer zoemt gedurende',
    electricStrikeDelay: 'De deurzoemer wacht',
    randomElectricStrikeDelay:
      'Een willekeurige 3 tot 7 seconden wachten voordat de zoemer gaat, alsof iemand binnen op de knop drukt',
    doorbellSuppression: 'Deurbel dempen',
    doorbellSuppression1: 'als Ring to Open en de continue modus uit staan',
    doorbellSuppression2: 'terwijl Ring to Open aan staat',
    doorbellSuppression4: 'in de continue modus',
    doorbellSuppressionDuration: 'Deurbel dempen gedurende',
    soundRing: 'Geluid als er wordt aangebeld',
    soundOpen: 'Geluid als de deur wordt geopend',
    soundRto: 'Geluid als Ring to Open aangaat',
    soundCm: 'Geluid als de continue modus aangaat',
    soundConfirmation: 'Bevestigingsgeluid',
    soundLevel: 'Volume',
    buzzerVolume: 'Volume van de zoemer',
    unitSeconds: 'In seconden, van :min tot en met :max.',
    unitMinutes: 'In minuten, van :min tot en met :max.',
    unitMilliseconds: 'In milliseconden (1000 is één seconde), van :min tot en met :max.',
    unitLevel: 'Van :min tot en met :max.',
    currentValue: 'Zoals het nu is (:value)',
    oneSecond: '1 seconde',
    seconds: ':value seconden',
    lockButton0: 'Niets',
    lockButton1: 'Vergrendelen of ontgrendelen, wat past',
    lockButton2: 'Ontgrendelen',
    lockButton3: 'Vergrendelen',
    lockButton4: 'Dagschoot openen',
    lockButton5: "Lock 'n' go",
    lockButton6: 'Status tonen',
    openerButton0: 'Niets',
    openerButton1: 'Ring to Open aan of uit',
    openerButton2: 'Ring to Open aanzetten',
    openerButton3: 'Ring to Open uitzetten',
    openerButton4: 'Continue modus aan of uit',
    openerButton5: 'Continue modus aanzetten',
    openerButton6: 'Continue modus uitzetten',
    openerButton7: 'De deur openen',
    sound0: 'Geen geluid',
    sound1: 'Geluid 1',
    sound2: 'Geluid 2',
    sound3: 'Geluid 3',
    buzzer0: 'Uit',
    buzzer1: 'Zacht',
    buzzer2: 'Normaal',
    save: 'Instellingen opslaan',
    saved: 'De instellingen van :lock zijn opgeslagen.',
    nothingChanged: 'Er is niets gewijzigd, dus er is niets naar het slot gestuurd.',
    outOfRange: '“:field” moet een heel getal van :min tot en met :max zijn. Er is niets opgeslagen.',
    notAChoice: 'Kies een van de mogelijkheden bij “:field”. Er is niets opgeslagen.',
    confirmSettings: 'Deze instellingen van :lock opslaan? :changes',
    confirmSave: 'Opslaan',
    riskAutoLockOff:
      'Automatisch vergrendelen gaat uit: de deur blijft ontgrendeld tot iemand hem vergrendelt.',
    riskAutoLockLonger: 'De deur blijft langer ontgrendeld voordat hij vanzelf vergrendelt.',
    riskAutoUnlatchOn: 'Bij elk ontgrendelen gaat de deur ook open.',
    riskRingToOpenLonger: 'Ring to Open blijft langer aan: wie in die tijd aanbelt, opent de deur.',
    riskRingToOpenAfterRing:
      'Ring to Open stopt niet meer na de eerste keer aanbellen: iedereen die aanbelt terwijl het aan staat, opent de deur.',
    riskButtonOpens: 'Een druk op de knop van het apparaat opent de deur.',
    adminPinTitle: 'Beheerders-pincode van :lock',
    adminPinIntro:
      'De beheerders-pincode beschermt de eigen instellingen van het slot: de app van het slot vraagt erom voordat die worden gewijzigd. Alleen de hoofdgebruiker van het account mag hem instellen. Hij wordt nooit meer getoond, hier of ergens anders in de console: bewaar hem op een veilige plek.',
    pinStateOk: 'Er is een beheerders-pincode ingesteld.',
    pinStateMissing: 'Er is nog geen beheerders-pincode ingesteld.',
    pinStateInvalid: 'Het slot meldt dat zijn beheerders-pincode niet geldig is: stel een nieuwe in.',
    pinLabel: 'Nieuwe beheerders-pincode',
    pinHint: 'Vier cijfers, van 0000 tot en met 9999.',
    repeatLabel: 'Nogmaals de nieuwe beheerders-pincode',
    understood:
      'Ik begrijp dat het slot vanaf nu om deze pincode vraagt, en dat de console hem niet meer kan tonen.',
    setPin: 'Beheerders-pincode instellen',
    pinSet: 'De beheerders-pincode van :lock is gewijzigd.',
    pinFormat: 'Vul vier cijfers in, van 0000 tot en met 9999. Er is niets gewijzigd.',
    pinMismatch: 'De twee pincodes zijn niet gelijk. Er is niets gewijzigd.',
    pinNotConfirmed: 'Vink het vakje aan om de wijziging te bevestigen. Er is niets gewijzigd.',
    renameTitle: 'Naam van :lock wijzigen',
    nameLabel: 'Nieuwe naam',
    nameHint: 'Hoogstens :max tekens. Iedereen met toegang tot het slot ziet de nieuwe naam.',
    rename: 'Naam wijzigen',
    renamed: 'Het slot heet nu :name.',
    nameMissing: 'Vul een naam in. Er is niets gewijzigd.',
    nameTooLong: 'De naam is te lang: hoogstens :max tekens. Er is niets gewijzigd.',
    removeTitle: ':lock uit het account verwijderen',
    removeIntro:
      'Verwijderen haalt het slot uit het account :account: het verdwijnt uit de console, en niemand kan het hier nog vergrendelen of ontgrendelen, de activiteit ervan lezen of de toetscodes beheren. Subgebruikers verliezen hun toegang ertoe. Het slot blijft op de deur zitten en werkt gewoon met zijn eigen toetscodes en app-gebruikers. Om het hier weer te gebruiken, voegt u het in de app van het slot opnieuw aan het account toe.',
    removeQuestion:
      ':lock uit het account :account verwijderen? Niemand kan het dan nog via de console gebruiken.',
    removeButton: 'Slot verwijderen',
    removed: ':lock is uit het account verwijderd.',
    mainUserOnly: 'Alleen de hoofdgebruiker van het account mag dit doen.',
  },
  de: {
    manageTitle: 'Schloss verwalten',
    linkSettings: 'Einstellungen',
    linkAdminPin: 'Admin-PIN',
    linkRename: 'Umbenennen',
    linkRemove: 'Aus dem Konto entfernen',
    backTo: 'Zurück zu :lock',
    settingsTitle: 'Einstellungen von :lock',
    settingsIntro:
      'Diese Einstellungen werden an das Schloss gesendet. Vor einer Änderung, durch die sich die Tür leichter öffnen lässt oder länger offen bleibt, werden Sie zuerst gefragt.',
    noSettings: 'Dieses Gerät hat keine Einstellungen, die Sie hier ändern können.',
    sectionGeneral: 'Allgemein',
    sectionAutoLock: 'Automatisch absperren',
    sectionDoor: 'Tür',
    sectionButtons: 'Taste am Gerät',
    sectionRingToOpen: 'Klingeln zum Öffnen',
    sectionIntercom: 'Gegensprechanlage',
    sectionSound: 'Ton',
    ledEnabled: 'LED an',
    ledBrightness: 'Helligkeit der LED',
    buttonEnabled: 'Die Taste am Gerät funktioniert',
    timezoneId: 'Zeitzone des Schlosses',
    autoLock: 'Nach dem Aufsperren von selbst wieder absperren',
    autoLockTimeout: 'Wieder absperren nach',
    autoLockTimeoutHint: 'Gilt nur, solange automatisches Absperren an ist.',
    autoUnlatch: 'Bei jedem Aufsperren auch die Falle öffnen',
    unlatchDuration: 'Falle offen halten für',
    lngTimeout: "Lock 'n' Go wartet",
    singleButtonPressAction: 'Taste einmal drücken',
    doubleButtonPressAction: 'Taste zweimal drücken',
    rtoTimeout: 'Klingeln zum Öffnen endet nach',
    disableRtoAfterRing: 'Klingeln zum Öffnen nach dem ersten Klingeln beenden',
    electricStrikeDuration: 'Der Türsummer summt für',
    electricStrikeDelay: 'Der Türsummer wartet',
    randomElectricStrikeDelay:
      'Zufällig 3 bis 7 Sekunden warten, bevor der Summer ertönt, als ob jemand drinnen drückt',
    doorbellSuppression: 'Türklingel stummschalten',
    doorbellSuppression1: 'wenn Klingeln zum Öffnen und Dauermodus aus sind',
    doorbellSuppression2: 'während Klingeln zum Öffnen an ist',
    doorbellSuppression4: 'im Dauermodus',
    doorbellSuppressionDuration: 'Türklingel stummschalten für',
    soundRing: 'Ton, wenn jemand klingelt',
    soundOpen: 'Ton, wenn die Tür geöffnet wird',
    soundRto: 'Ton, wenn Klingeln zum Öffnen angeht',
    soundCm: 'Ton, wenn der Dauermodus angeht',
    soundConfirmation: 'Bestätigungston',
    soundLevel: 'Lautstärke',
    buzzerVolume: 'Lautstärke des Summers',
    unitSeconds: 'In Sekunden, von :min bis :max.',
    unitMinutes: 'In Minuten, von :min bis :max.',
    unitMilliseconds: 'In Millisekunden (1000 sind eine Sekunde), von :min bis :max.',
    unitLevel: 'Von :min bis :max.',
    currentValue: 'Wie bisher (:value)',
    oneSecond: '1 Sekunde',
    seconds: ':value Sekunden',
    lockButton0: 'Nichts',
    lockButton1: 'Auf- oder absperren, je nach Zustand',
    lockButton2: 'Aufsperren',
    lockButton3: 'Absperren',
    lockButton4: 'Falle öffnen',
    lockButton5: "Lock 'n' Go",
    lockButton6: 'Zustand anzeigen',
    openerButton0: 'Nichts',
    openerButton1: 'Klingeln zum Öffnen ein- oder ausschalten',
    openerButton2: 'Klingeln zum Öffnen einschalten',
    openerButton3: 'Klingeln zum Öffnen ausschalten',
    openerButton4: 'Dauermodus ein- oder ausschalten',
    openerButton5: 'Dauermodus einschalten',
    openerButton6: 'Dauermodus ausschalten',
    openerButton7: 'Die Tür öffnen',
    sound0: 'Kein Ton',
    sound1: 'Ton 1',
    sound2: 'Ton 2',
    sound3: 'Ton 3',
    buzzer0: 'Aus',
    buzzer1: 'Leise',
    buzzer2: 'Normal laut',
    save: 'Einstellungen speichern',
    saved: 'Die Einstellungen von :lock wurden gespeichert.',
    nothingChanged: 'Es wurde nichts geändert, daher wurde nichts an das Schloss gesendet.',
    outOfRange: '„:field“ muss eine ganze Zahl von :min bis :max sein. Es wurde nichts gespeichert.',
    notAChoice: 'Wählen Sie eine der Möglichkeiten für „:field“. Es wurde nichts gespeichert.',
    confirmSettings: 'Diese Einstellungen von :lock speichern? :changes',
    confirmSave: 'Speichern',
    riskAutoLockOff:
      'Automatisches Absperren wird ausgeschaltet: Die Tür bleibt aufgesperrt, bis jemand sie absperrt.',
    riskAutoLockLonger: 'Die Tür bleibt länger aufgesperrt, bevor sie sich von selbst absperrt.',
    riskAutoUnlatchOn: 'Bei jedem Aufsperren öffnet sich auch die Tür.',
    riskRingToOpenLonger:
      'Klingeln zum Öffnen bleibt länger an: Wer in dieser Zeit klingelt, öffnet die Tür.',
    riskRingToOpenAfterRing:
      'Klingeln zum Öffnen endet nicht mehr nach dem ersten Klingeln: Jeder, der klingelt, solange es an ist, öffnet die Tür.',
    riskButtonOpens: 'Ein Druck auf die Taste am Gerät öffnet die Tür.',
    adminPinTitle: 'Admin-PIN von :lock',
    adminPinIntro:
      'Die Admin-PIN schützt die Einstellungen des Schlosses selbst: Die App des Schlosses fragt danach, bevor sie diese ändert. Nur der Hauptbenutzer des Kontos darf sie festlegen. Sie wird nie wieder angezeigt, weder hier noch sonst irgendwo in der Konsole: Bewahren Sie sie sicher auf.',
    pinStateOk: 'Eine Admin-PIN ist festgelegt.',
    pinStateMissing: 'Es ist noch keine Admin-PIN festgelegt.',
    pinStateInvalid: 'Das Schloss meldet seine Admin-PIN als ungültig: Legen Sie eine neue fest.',
    pinLabel: 'Neue Admin-PIN',
    pinHint: 'Vier Ziffern, von 0000 bis 9999.',
    repeatLabel: 'Die neue Admin-PIN noch einmal',
    understood:
      'Mir ist klar, dass das Schloss ab jetzt nach dieser PIN fragt und die Konsole sie nicht wieder anzeigen kann.',
    setPin: 'Admin-PIN festlegen',
    pinSet: 'Die Admin-PIN von :lock wurde geändert.',
    pinFormat: 'Geben Sie vier Ziffern ein, von 0000 bis 9999. Es wurde nichts geändert.',
    pinMismatch: 'Die beiden PINs stimmen nicht überein. Es wurde nichts geändert.',
    pinNotConfirmed: 'Setzen Sie das Häkchen, um die Änderung zu bestätigen. Es wurde nichts geändert.',
    renameTitle: ':lock umbenennen',
    nameLabel: 'Neuer Name',
    nameHint: 'Höchstens :max Zeichen. Alle mit Zugang zum Schloss sehen den neuen Namen.',
    rename: 'Umbenennen',
    renamed: 'Das Schloss heißt jetzt :name.',
    nameMissing: 'Geben Sie einen Namen ein. Es wurde nichts geändert.',
    nameTooLong: 'Der Name ist zu lang: höchstens :max Zeichen. Es wurde nichts geändert.',
    removeTitle: ':lock aus dem Konto entfernen',
    removeIntro:
      'Durch das Entfernen verlässt das Schloss das Konto :account: Es verschwindet aus der Konsole, und niemand kann es von hier aus noch auf- oder absperren, seine Aktivität lesen oder seine Keypad-Codes verwalten. Unterbenutzer verlieren ihren Zugang dazu. Das Schloss bleibt an der Tür und funktioniert weiter mit seinen eigenen Keypad-Codes und App-Benutzern. Um es hier wieder zu nutzen, fügen Sie es in der App des Schlosses erneut dem Konto hinzu.',
    removeQuestion:
      ':lock aus dem Konto :account entfernen? Danach kann es niemand mehr über die Konsole nutzen.',
    removeButton: 'Schloss entfernen',
    removed: ':lock wurde aus dem Konto entfernt.',
    mainUserOnly: 'Nur der Hauptbenutzer des Kontos darf das tun.',
  },
  es: {
    manageTitle: 'Gestionar la cerradura',
    linkSettings: 'Ajustes',
    linkAdminPin: 'PIN de administrador',
    linkRename: 'Cambiar el nombre',
    linkRemove: 'Quitar de la cuenta',
    backTo: 'Volver a :lock',
    settingsTitle: 'Ajustes de :lock',
    settingsIntro:
      'Estos ajustes se envían a la cerradura. Antes de un cambio que haga la puerta más fácil de abrir, o que la deje abierta más tiempo, se te pide confirmación.',
    noSettings: 'Este dispositivo no tiene ajustes que puedas cambiar aquí.',
    sectionGeneral: 'Ajustes generales',
    sectionAutoLock: 'Cierre automático',
    sectionDoor: 'Puerta',
    sectionButtons: 'Botón del dispositivo',
    sectionRingToOpen: 'Llamar para abrir',
    sectionIntercom: 'Portero automático',
    sectionSound: 'Sonido',
    ledEnabled: 'Luz LED encendida',
    ledBrightness: 'Brillo de la luz LED',
    buttonEnabled: 'El botón del dispositivo funciona',
    timezoneId: 'Zona horaria de la cerradura',
    autoLock: 'Volver a cerrar sola después de abrirse',
    autoLockTimeout: 'Volver a cerrar al cabo de',
    autoLockTimeoutHint: 'Solo se usa mientras el cierre automático está activado.',
    autoUnlatch: 'Abrir también el pestillo cada vez que se abre',
    unlatchDuration: 'Mantener el pestillo abierto durante',
    lngTimeout: "Lock 'n' Go espera",
    singleButtonPressAction: 'Pulsar el botón una vez',
    doubleButtonPressAction: 'Pulsar el botón dos veces',
    rtoTimeout: 'Llamar para abrir termina al cabo de',
    disableRtoAfterRing: 'Terminar llamar para abrir tras la primera llamada',
    electricStrikeDuration: 'El abrepuertas suena durante',
    electricStrikeDelay: 'El abrepuertas espera',
    randomElectricStrikeDelay:
      'Esperar entre 3 y 7 segundos al azar antes de que suene el abrepuertas, como si alguien dentro lo pulsara',
    doorbellSuppression: 'Silenciar el timbre',
    doorbellSuppression1: 'cuando llamar para abrir y el modo continuo están desactivados',
    doorbellSuppression2: 'mientras llamar para abrir está activado',
    doorbellSuppression4: 'en modo continuo',
    doorbellSuppressionDuration: 'Silenciar el timbre durante',
    soundRing: 'Sonido cuando alguien llama',
    soundOpen: 'Sonido cuando se abre la puerta',
    soundRto: 'Sonido cuando se activa llamar para abrir',
    soundCm: 'Sonido cuando se activa el modo continuo',
    soundConfirmation: 'Sonido de confirmación',
    soundLevel: 'Volumen',
    buzzerVolume: 'Volumen del zumbador',
    unitSeconds: 'En segundos, de :min a :max.',
    unitMinutes: 'En minutos, de :min a :max.',
    unitMilliseconds: 'En milisegundos (1000 es un segundo), de :min a :max.',
    unitLevel: 'De :min a :max.',
    currentValue: 'Como está ahora (:value)',
    oneSecond: '1 segundo',
    seconds: ':value segundos',
    lockButton0: 'Nada',
    lockButton1: 'Cerrar o abrir, según el estado',
    lockButton2: 'Abrir',
    lockButton3: 'Cerrar',
    lockButton4: 'Abrir el pestillo',
    lockButton5: "Lock 'n' Go",
    lockButton6: 'Mostrar el estado',
    openerButton0: 'Nada',
    openerButton1: 'Activar o desactivar llamar para abrir',
    openerButton2: 'Activar llamar para abrir',
    openerButton3: 'Desactivar llamar para abrir',
    openerButton4: 'Activar o desactivar el modo continuo',
    openerButton5: 'Activar el modo continuo',
    openerButton6: 'Desactivar el modo continuo',
    openerButton7: 'Abrir la puerta',
    sound0: 'Sin sonido',
    sound1: 'Sonido 1',
    sound2: 'Sonido 2',
    sound3: 'Sonido 3',
    buzzer0: 'Apagado',
    buzzer1: 'Bajo',
    buzzer2: 'Estándar',
    save: 'Guardar los ajustes',
    saved: 'Se han guardado los ajustes de :lock.',
    nothingChanged: 'No has cambiado nada, así que no se ha enviado nada a la cerradura.',
    outOfRange: '«:field» debe ser un número entero de :min a :max. No se ha guardado nada.',
    notAChoice: 'Elige una de las opciones de «:field». No se ha guardado nada.',
    confirmSettings: '¿Guardar estos ajustes de :lock? :changes',
    confirmSave: 'Guardar',
    riskAutoLockOff:
      'El cierre automático se desactiva: la puerta queda abierta hasta que alguien la cierre.',
    riskAutoLockLonger: 'La puerta queda abierta más tiempo antes de cerrarse sola.',
    riskAutoUnlatchOn: 'Cada vez que se abra la cerradura, también se abrirá la puerta.',
    riskRingToOpenLonger:
      'Llamar para abrir queda activado más tiempo: quien llame durante ese tiempo abre la puerta.',
    riskRingToOpenAfterRing:
      'Llamar para abrir ya no termina tras la primera llamada: todo el que llame mientras esté activado abre la puerta.',
    riskButtonOpens: 'Pulsar el botón del dispositivo abrirá la puerta.',
    adminPinTitle: 'PIN de administrador de :lock',
    adminPinIntro:
      'El PIN de administrador protege los ajustes propios de la cerradura: la app de la cerradura lo pide antes de cambiarlos. Solo el usuario principal de la cuenta puede establecerlo. No se vuelve a mostrar nunca, ni aquí ni en ninguna otra parte de la consola: guárdalo en un lugar seguro.',
    pinStateOk: 'Hay un PIN de administrador establecido.',
    pinStateMissing: 'Todavía no hay ningún PIN de administrador.',
    pinStateInvalid: 'La cerradura indica que su PIN de administrador no es válido: establece uno nuevo.',
    pinLabel: 'Nuevo PIN de administrador',
    pinHint: 'Cuatro cifras, de 0000 a 9999.',
    repeatLabel: 'Repite el nuevo PIN de administrador',
    understood:
      'Entiendo que a partir de ahora la cerradura pide este PIN y que la consola no puede volver a mostrarlo.',
    setPin: 'Establecer el PIN de administrador',
    pinSet: 'Se ha cambiado el PIN de administrador de :lock.',
    pinFormat: 'Escribe cuatro cifras, de 0000 a 9999. No se ha cambiado nada.',
    pinMismatch: 'Los dos PIN no coinciden. No se ha cambiado nada.',
    pinNotConfirmed: 'Marca la casilla para confirmar el cambio. No se ha cambiado nada.',
    renameTitle: 'Cambiar el nombre de :lock',
    nameLabel: 'Nombre nuevo',
    nameHint: 'Como máximo :max caracteres. Todos los que tienen acceso a la cerradura ven el nombre nuevo.',
    rename: 'Cambiar el nombre',
    renamed: 'La cerradura se llama ahora :name.',
    nameMissing: 'Escribe un nombre. No se ha cambiado nada.',
    nameTooLong: 'El nombre es demasiado largo: como máximo :max caracteres. No se ha cambiado nada.',
    removeTitle: 'Quitar :lock de la cuenta',
    removeIntro:
      'Al quitarla, la cerradura sale de la cuenta :account: desaparece de la consola y ya nadie puede cerrarla ni abrirla desde aquí, ver su actividad ni gestionar sus códigos de teclado. Los subusuarios pierden su acceso a ella. La cerradura sigue en la puerta y funciona con sus propios códigos de teclado y usuarios de la app. Para volver a usarla aquí, añádela de nuevo a la cuenta en la app de la cerradura.',
    removeQuestion: '¿Quitar :lock de la cuenta :account? Nadie podrá usarla ya desde la consola.',
    removeButton: 'Quitar la cerradura',
    removed: 'Se ha quitado :lock de la cuenta.',
    mainUserOnly: 'Solo el usuario principal de la cuenta puede hacer esto.',
  },
};
