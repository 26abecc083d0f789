import type { Catalogue } from '../../../../common/i18n/translator';

/**
 * The lines of the people pages: the people of a lock account (who open doors with the lock app on their phone),
 * adding, changing and removing one, and each one's app access to the account's locks.
 */
export const ACCOUNT_PEOPLE_MESSAGES: Catalogue<
  | 'navLabel'
  | 'titleOf'
  | 'intro'
  | 'noPeople'
  | 'name'
  | 'email'
  | 'language'
  | 'appAccess'
  | 'noAppAccess'
  | 'details'
  | 'addTitle'
  | 'addIntro'
  | 'submitAdd'
  | 'nameMissing'
  | 'nameTooLong'
  | 'emailInvalid'
  | 'languageUnknown'
  | 'emailTaken'
  | 'added'
  | 'addFailed'
  | 'allPeople'
  | 'personIntro'
  | 'editTitle'
  | 'save'
  | 'saved'
  | 'unchanged'
  | 'saveFailed'
  | 'appAccessTitle'
  | 'appAccessIntro'
  | 'noAppAccessOf'
  | 'lock'
  | 'remote'
  | 'remoteYes'
  | 'remoteNo'
  | 'enabled'
  | 'enabledYes'
  | 'enabledNo'
  | 'lastUsed'
  | 'neverUsed'
  | 'removeAccess'
  | 'giveTitle'
  | 'locksLegend'
  | 'remoteLabel'
  | 'submitGive'
  | 'everyLockGiven'
  | 'locksMissing'
  | 'lockUnknown'
  | 'accessGiven'
  | 'accessGiveFailed'
  | 'accessRemoved'
  | 'accessRemoveFailed'
  | 'accessGone'
  | 'removeAccessQuestion'
  | 'removeTitle'
  | 'removeIntro'
  | 'removePerson'
  | 'removeQuestion'
  | 'confirmRemove'
  | 'removed'
  | 'removeFailed'
  | 'unknownLock'
> = {
  en: {
    navLabel: 'People',
    titleOf: 'People of :account',
    intro:
      'The people of this lock account open doors with the lock app on their own phone. They do not sign in to ' +
      'this console: the people who do are under Sub-users.',
    noPeople: 'This lock account has no people yet.',
    name: 'Name',
    email: 'Email',
    language: 'App language',
    appAccess: 'App access',
    noAppAccess: 'no lock',
    details: 'Details of :name',
    addTitle: 'Add a person',
    addIntro: 'A person added here can then be given app access to the locks of this account.',
    submitAdd: 'Add the person',
    nameMissing: 'Enter the person’s name. Nothing was sent.',
    nameTooLong: 'The name may be at most 255 characters long. Nothing was sent.',
    emailInvalid: 'Enter a valid email address, such as anna@example.com. Nothing was sent.',
    languageUnknown: 'Choose one of the languages offered. Nothing was sent.',
    emailTaken: 'Another person of this lock account already has the email address :email.',
    added: ':name was added to the lock account.',
    addFailed: 'The person could not be added: :reason',
    allPeople: 'All people of :account',
    personIntro: 'Added on :date.',
    editTitle: 'Name, email and app language',
    save: 'Save the changes',
    saved: 'The changes to :name were saved.',
    unchanged: 'Nothing was changed, so nothing was sent.',
    saveFailed: 'The changes could not be saved: :reason',
    appAccessTitle: 'App access of :name',
    appAccessIntro:
      'The locks :name may open with the lock app on their phone. Keypad codes belong to no person: you find ' +
      'them on each lock’s page.',
    noAppAccessOf: ':name has no app access to any lock of this account.',
    lock: 'Lock',
    remote: 'From afar',
    remoteYes: 'also from afar',
    remoteNo: 'only near the door',
    enabled: 'State',
    enabledYes: 'active',
    enabledNo: 'paused',
    lastUsed: 'Last used',
    neverUsed: 'not yet',
    removeAccess: 'Remove app access',
    giveTitle: 'Give app access',
    locksLegend: 'Locks',
    remoteLabel: 'The app may also open these locks from afar (over the internet)',
    submitGive: 'Give app access',
    everyLockGiven: ':name already has app access to every lock of this account.',
    locksMissing: 'Choose at least one lock. Nothing was sent.',
    lockUnknown:
      'A chosen lock is not in this account, or :name already has app access to it. Nothing was sent.',
    accessGiven: ':name may now open :locks with the app.',
    accessGiveFailed: 'The app access could not be given: :reason',
    accessRemoved: 'The app access of :name to :lock was removed.',
    accessRemoveFailed: 'The app access could not be removed: :reason',
    accessGone: 'This app access is no longer there. The list below is up to date.',
    removeAccessQuestion:
      'Remove the app access of :name to :lock? Their app stops opening this lock at once.',
    removeTitle: 'Remove from the lock account',
    removeIntro:
      'Removing :name ends their app access to every lock of this account. Their past activity stays in the logs.',
    removePerson: 'Remove :name',
    removeQuestion:
      'Remove :name (:email) from the lock account? Their app access to every lock ends at once.',
    confirmRemove: 'Remove',
    removed: ':name was removed from the lock account.',
    removeFailed: ':name could not be removed: :reason',
    unknownLock: 'a lock no longer in this account',
  },
  nl: {
    navLabel: 'Personen',
    titleOf: 'Personen van :account',
    intro:
      'De personen van dit slotaccount openen deuren met de slot-app op hun eigen telefoon. Ze melden zich niet ' +
      'aan bij deze console: wie dat wel doet, staat onder Subgebruikers.',
    noPeople: 'Dit slotaccount heeft nog geen personen.',
    name: 'Naam',
    email: 'E-mailadres',
    language: 'Taal van de app',
    appAccess: 'App-toegang',
    noAppAccess: 'geen slot',
    details: 'Gegevens van :name',
    addTitle: 'Een persoon toevoegen',
    addIntro:
      'Een persoon die u hier toevoegt, kunt u daarna app-toegang geven tot de sloten van dit account.',
    submitAdd: 'Persoon toevoegen',
    nameMissing: 'Vul de naam van de persoon in. Er is niets verstuurd.',
    nameTooLong: 'De naam mag hoogstens 255 tekens lang zijn. Er is niets verstuurd.',
    emailInvalid: 'Vul een geldig e-mailadres in, zoals anna@example.com. Er is niets verstuurd.',
    languageUnknown: 'Kies een van de aangeboden talen. Er is niets verstuurd.',
    emailTaken: 'Een andere persoon van dit slotaccount heeft het e-mailadres :email al.',
    added: ':name is aan het slotaccount toegevoegd.',
    addFailed: 'De persoon kon niet worden toegevoegd: :reason',
    allPeople: 'Alle personen van :account',
    personIntro: 'Toegevoegd op :date.',
    editTitle: 'Naam, e-mailadres en taal van de app',
    save: 'Wijzigingen opslaan',
    saved: 'De wijzigingen van :name zijn opgeslagen.',
    unchanged: 'Er is niets gewijzigd, dus er is niets verstuurd.',
    saveFailed: 'De wijzigingen konden niet worden opgeslagen: :reason',
    appAccessTitle: 'App-toegang van :name',
    appAccessIntro:
      'De sloten die :name met de slot-app op de telefoon mag openen. Toetscodes horen bij geen enkele persoon: ' +
      'u vindt ze op de pagina van elk slot.',
    noAppAccessOf: ':name heeft tot geen enkel slot van dit account app-toegang.',
    lock: 'Slot',
    remote: 'Op afstand',
    remoteYes: 'ook op afstand',
    remoteNo: 'alleen bij de deur',
    enabled: 'Toestand',
    enabledYes: 'actief',
    enabledNo: 'gepauzeerd',
    lastUsed: 'Laatst gebruikt',
    neverUsed: 'nog niet',
    removeAccess: 'App-toegang intrekken',
    giveTitle: 'App-toegang geven',
    locksLegend: 'Sloten',
    remoteLabel: 'De app mag deze sloten ook op afstand openen (via internet)',
    submitGive: 'App-toegang geven',
    everyLockGiven: ':name heeft al app-toegang tot elk slot van dit account.',
    locksMissing: 'Kies minstens één slot. Er is niets verstuurd.',
    lockUnknown:
      'Een gekozen slot hoort niet bij dit account, of :name heeft er al app-toegang toe. Er is niets verstuurd.',
    accessGiven: ':name mag nu :locks openen met de app.',
    accessGiveFailed: 'De app-toegang kon niet worden gegeven: :reason',
    accessRemoved: 'De app-toegang van :name tot :lock is ingetrokken.',
    accessRemoveFailed: 'De app-toegang kon niet worden ingetrokken: :reason',
    accessGone: 'Deze app-toegang bestaat niet meer. De lijst hieronder is bijgewerkt.',
    removeAccessQuestion:
      'De app-toegang van :name tot :lock intrekken? Hun app opent dit slot dan meteen niet meer.',
    removeTitle: 'Uit het slotaccount verwijderen',
    removeIntro:
      'Als u :name verwijdert, eindigt de app-toegang tot elk slot van dit account. Wat eerder gebeurde, blijft ' +
      'in de activiteit staan.',
    removePerson: ':name verwijderen',
    removeQuestion:
      ':name (:email) uit het slotaccount verwijderen? De app-toegang tot elk slot eindigt dan meteen.',
    confirmRemove: 'Verwijderen',
    removed: ':name is uit het slotaccount verwijderd.',
    removeFailed: ':name kon niet worden verwijderd: :reason',
    unknownLock: 'een slot dat niet meer bij dit account hoort',
  },
  de: {
    navLabel: 'Personen',
    titleOf: 'Personen von :account',
    intro:
      'Die Personen dieses Schlosskontos öffnen Türen mit der Schloss-App auf ihrem eigenen Telefon. Sie melden ' +
      'sich nicht an dieser Konsole an: Wer das tut, steht unter Unterbenutzer.',
    noPeople: 'Dieses Schlosskonto hat noch keine Personen.',
    name: 'Name',
    email: 'E-Mail-Adresse',
    language: 'Sprache der App',
    appAccess: 'App-Zugang',
    noAppAccess: 'kein Schloss',
    details: 'Angaben zu :name',
    addTitle: 'Person hinzufügen',
    addIntro:
      'Einer Person, die Sie hier hinzufügen, können Sie danach App-Zugang zu den Schlössern dieses Kontos geben.',
    submitAdd: 'Person hinzufügen',
    nameMissing: 'Geben Sie den Namen der Person ein. Es wurde nichts gesendet.',
    nameTooLong: 'Der Name darf höchstens 255 Zeichen lang sein. Es wurde nichts gesendet.',
    emailInvalid:
      'Geben Sie eine gültige E-Mail-Adresse ein, etwa anna@example.com. Es wurde nichts gesendet.',
    languageUnknown: 'Wählen Sie eine der angebotenen Sprachen. Es wurde nichts gesendet.',
    emailTaken: 'Eine andere Person dieses Schlosskontos hat bereits die E-Mail-Adresse :email.',
    added: ':name wurde dem Schlosskonto hinzugefügt.',
    addFailed: 'Die Person konnte nicht hinzugefügt werden: :reason',
    allPeople: 'Alle Personen von :account',
    personIntro: 'Hinzugefügt am :date.',
    editTitle: 'Name, E-Mail-Adresse und Sprache der App',
    save: 'Änderungen speichern',
    saved: 'Die Änderungen an :name wurden gespeichert.',
    unchanged: 'Es wurde nichts geändert, daher wurde nichts gesendet.',
    saveFailed: 'Die Änderungen konnten nicht gespeichert werden: :reason',
    appAccessTitle: 'App-Zugang von :name',
    appAccessIntro:
      'Die Schlösser, die :name mit der Schloss-App auf dem Telefon öffnen darf. Keypad-Codes gehören keiner ' +
      'Person: Sie finden sie auf der Seite des jeweiligen Schlosses.',
    noAppAccessOf: ':name hat zu keinem Schloss dieses Kontos App-Zugang.',
    lock: 'Schloss',
    remote: 'Aus der Ferne',
    remoteYes: 'auch aus der Ferne',
    remoteNo: 'nur an der Tür',
    enabled: 'Zustand',
    enabledYes: 'aktiv',
    enabledNo: 'pausiert',
    lastUsed: 'Zuletzt benutzt',
    neverUsed: 'noch nicht',
    removeAccess: 'App-Zugang entziehen',
    giveTitle: 'App-Zugang geben',
    locksLegend: 'Schlösser',
    remoteLabel: 'Die App darf diese Schlösser auch aus der Ferne öffnen (über das Internet)',
    submitGive: 'App-Zugang geben',
    everyLockGiven: ':name hat bereits App-Zugang zu jedem Schloss dieses Kontos.',
    locksMissing: 'Wählen Sie mindestens ein Schloss. Es wurde nichts gesendet.',
    lockUnknown:
      'Ein gewähltes Schloss gehört nicht zu diesem Konto, oder :name hat schon App-Zugang dazu. Es wurde ' +
      'nichts gesendet.',
    accessGiven: ':name darf jetzt :locks mit der App öffnen.',
    accessGiveFailed: 'Der App-Zugang konnte nicht gegeben werden: :reason',
    accessRemoved: 'Der App-Zugang von :name zu :lock wurde entzogen.',
    accessRemoveFailed: 'Der App-Zugang konnte nicht entzogen werden: :reason',
    accessGone: 'Diesen App-Zugang gibt es nicht mehr. Die Liste unten ist aktuell.',
    removeAccessQuestion:
      'Den App-Zugang von :name zu :lock entziehen? Die App öffnet dieses Schloss dann sofort nicht mehr.',
    removeTitle: 'Aus dem Schlosskonto entfernen',
    removeIntro:
      'Wenn Sie :name entfernen, endet der App-Zugang zu jedem Schloss dieses Kontos. Die bisherige Aktivität ' +
      'bleibt im Protokoll.',
    removePerson: ':name entfernen',
    removeQuestion:
      ':name (:email) aus dem Schlosskonto entfernen? Der App-Zugang zu jedem Schloss endet dann sofort.',
    confirmRemove: 'Entfernen',
    removed: ':name wurde aus dem Schlosskonto entfernt.',
    removeFailed: ':name konnte nicht entfernt werden: :reason',
    unknownLock: 'ein Schloss, das nicht mehr zu diesem Konto gehört',
  },
  es: {
    navLabel: 'Personas',
    titleOf: 'Personas de :account',
    intro:
      'Las personas de esta cuenta de cerraduras abren puertas con la app de la cerradura en su propio móvil. No ' +
      'inician sesión en esta consola: quienes sí lo hacen están en Subusuarios.',
    noPeople: 'Esta cuenta de cerraduras aún no tiene personas.',
    name: 'Nombre',
    email: 'Correo electrónico',
    language: 'Idioma de la app',
    appAccess: 'Acceso por app',
    noAppAccess: 'ninguna cerradura',
    details: 'Datos de :name',
    addTitle: 'Añadir una persona',
    addIntro:
      'A una persona que añadas aquí podrás darle después acceso por app a las cerraduras de esta cuenta.',
    submitAdd: 'Añadir la persona',
    nameMissing: 'Escribe el nombre de la persona. No se ha enviado nada.',
    nameTooLong: 'El nombre puede tener como máximo 255 caracteres. No se ha enviado nada.',
    emailInvalid: 'Escribe un correo electrónico válido, como anna@example.com. No se ha enviado nada.',
    languageUnknown: 'Elige uno de los idiomas ofrecidos. No se ha enviado nada.',
    emailTaken: 'Otra persona de esta cuenta de cerraduras ya tiene el correo electrónico :email.',
    added: ':name se ha añadido a la cuenta de cerraduras.',
    addFailed: 'No se ha podido añadir la persona: :reason',
    allPeople: 'Todas las personas de :account',
    personIntro: 'Añadida el :date.',
    editTitle: 'Nombre, correo electrónico e idioma de la app',
    save: 'Guardar los cambios',
    saved: 'Se han guardado los cambios de :name.',
    unchanged: 'No se ha cambiado nada, así que no se ha enviado nada.',
    saveFailed: 'No se han podido guardar los cambios: :reason',
    appAccessTitle: 'Acceso por app de :name',
    appAccessIntro:
      'Las cerraduras que :name puede abrir con la app de la cerradura en su móvil. Los códigos de teclado no ' +
      'pertenecen a ninguna persona: los encontrarás en la página de cada cerradura.',
    noAppAccessOf: ':name no tiene acceso por app a ninguna cerradura de esta cuenta.',
    lock: 'Cerradura',
    remote: 'A distancia',
    remoteYes: 'también a distancia',
    remoteNo: 'solo junto a la puerta',
    enabled: 'Situación',
    enabledYes: 'activo',
    enabledNo: 'en pausa',
    lastUsed: 'Último uso',
    neverUsed: 'todavía no',
    removeAccess: 'Quitar el acceso por app',
    giveTitle: 'Dar acceso por app',
    locksLegend: 'Cerraduras',
    remoteLabel: 'La app también puede abrir estas cerraduras a distancia (por internet)',
    submitGive: 'Dar acceso por app',
    everyLockGiven: ':name ya tiene acceso por app a todas las cerraduras de esta cuenta.',
    locksMissing: 'Elige al menos una cerradura. No se ha enviado nada.',
    lockUnknown:
      'Una cerradura elegida no es de esta cuenta, o :name ya tiene acceso por app a ella. No se ha enviado nada.',
    accessGiven: ':name ya puede abrir :locks con la app.',
    accessGiveFailed: 'No se ha podido dar el acceso por app: :reason',
    accessRemoved: 'Se ha quitado el acceso por app de :name a :lock.',
    accessRemoveFailed: 'No se ha podido quitar el acceso por app: :reason',
    accessGone: 'Este acceso por app ya no existe. La lista de abajo está al día.',
    removeAccessQuestion:
      '¿Quitar el acceso por app de :name a :lock? Su app deja de abrir esta cerradura en el acto.',
    removeTitle: 'Quitar de la cuenta de cerraduras',
    removeIntro:
      'Si quitas a :name, termina su acceso por app a todas las cerraduras de esta cuenta. Su actividad pasada ' +
      'sigue en el registro.',
    removePerson: 'Quitar a :name',
    removeQuestion:
      '¿Quitar a :name (:email) de la cuenta de cerraduras? Su acceso por app a todas las cerraduras termina en ' +
      'el acto.',
    confirmRemove: 'Quitar',
    removed: ':name se ha quitado de la cuenta de cerraduras.',
    removeFailed: 'No se ha podido quitar a :name: :reason',
    unknownLock: 'una cerradura que ya no es de esta cuenta',
  },
};
