import type { Catalogue } from '../../../../common/i18n/translator';

/** The lines of the sub-users pages: the list, the new sub-user form, one sub-user's grants and the grant form. */
export const USERS_MESSAGES: Catalogue<
  | 'title'
  | 'intro'
  | 'name'
  | 'email'
  | 'password'
  | 'grants'
  | 'noSubUsers'
  | 'manage'
  | 'noGrants'
  | 'grantCountOne'
  | 'grantCountMany'
  | 'addTitle'
  | 'passwordRule'
  | 'add'
  | 'created'
  | 'nameMissing'
  | 'emailInvalid'
  | 'emailTaken'
  | 'passwordShort'
  | 'allSubUsers'
  | 'subUserIntro'
  | 'account'
  | 'lock'
  | 'permissions'
  | 'window'
  | 'weekdays'
  | 'now'
  | 'openNow'
  | 'closedNow'
  | 'revoke'
  | 'revokeChosen'
  | 'revokeAll'
  | 'grantTitle'
  | 'grantIntro'
  | 'chooseLock'
  | 'locksUnavailable'
  | 'noLocksToGrant'
  | 'from'
  | 'until'
  | 'windowHint'
  | 'weekdaysHint'
  | 'grant'
  | 'granted'
  | 'lockMissing'
  | 'lockUnknown'
  | 'permissionMissing'
  | 'weekdayMissing'
  | 'dateInvalid'
  | 'windowReversed'
  | 'grantRefused'
  | 'revoked'
  | 'revokedSome'
  | 'revokeNothingChosen'
  | 'revokeRefused'
> = {
  en: {
    title: 'Sub-users',
    intro:
      'Sub-users sign in with their own email and password, and may use only the locks you grant them, when you grant them.',
    name: 'Name',
    email: 'Email',
    password: 'Password',
    grants: 'Grants',
    noSubUsers: 'You have no sub-users yet.',
    manage: 'Grants of :name',
    noGrants: 'No grants',
    grantCountOne: '1 lock in :accounts',
    grantCountMany: ':count locks in :accounts',
    addTitle: 'Add a sub-user',
    passwordRule: 'At least :min characters. Give it to the sub-user yourself: it is not sent.',
    add: 'Add sub-user',
    created: 'Sub-user :name was added and can sign in now. Grant them a lock below.',
    nameMissing: 'Give the sub-user a name.',
    emailInvalid: '":email" is not a valid email address.',
    emailTaken: 'A user with the email :email exists already.',
    passwordShort: 'The password must be at least :min characters long.',
    allSubUsers: 'All sub-users',
    subUserIntro: ':email may use the locks below, within their window and on their weekdays.',
    account: 'Account',
    lock: 'Lock',
    permissions: 'Permissions',
    window: 'Window',
    weekdays: 'Weekdays',
    now: 'Now',
    openNow: 'open',
    closedNow: 'closed',
    revoke: 'Revoke',
    revokeChosen: 'Revoke the ticked permissions',
    revokeAll: 'Revoke the whole grant',
    grantTitle: 'Grant a lock',
    grantIntro: 'Granting a lock the sub-user holds already replaces that grant.',
    chooseLock: 'Choose a lock',
    locksUnavailable: 'The locks of :account could not be loaded now: :reason',
    noLocksToGrant: 'Your accounts have no locks to grant.',
    from: 'From',
    until: 'Until',
    windowHint: 'In the time zone :zone. Leave empty for no start or no end.',
    weekdaysHint: 'Weekdays follow the time zone :zone.',
    grant: 'Grant',
    granted: ':lock granted to :name.',
    lockMissing: 'Choose a lock.',
    lockUnknown: 'Lock :lock is not one of the locks of your accounts.',
    permissionMissing: 'Tick at least one permission.',
    weekdayMissing: 'Tick at least one weekday.',
    dateInvalid: '":value" is not a date and time.',
    windowReversed: 'The window ends before it starts.',
    grantRefused: 'The grant was not stored: :reason',
    revoked: 'The grant on :lock was taken from :name.',
    revokedSome: ':permissions taken from :name on :lock.',
    revokeNothingChosen: 'Tick the permissions to take away first.',
    revokeRefused: 'Nothing was revoked: :reason',
  },
  nl: {
    title: 'Subgebruikers',
    intro:
      'Subgebruikers melden zich aan met hun eigen e-mailadres en wachtwoord, en mogen alleen de sloten gebruiken die u hun toekent, wanneer u ze toekent.',
    name: 'Naam',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    grants: 'Toegang',
    noSubUsers: 'U hebt nog geen subgebruikers.',
    manage: 'Toegang van :name',
    noGrants: 'Geen toegang',
    grantCountOne: '1 slot in :accounts',
    grantCountMany: ':count sloten in :accounts',
    addTitle: 'Een subgebruiker toevoegen',
    passwordRule: 'Minstens :min tekens. Geef het zelf aan de subgebruiker: het wordt niet verstuurd.',
    add: 'Subgebruiker toevoegen',
    created: 'Subgebruiker :name is toegevoegd en kan zich nu aanmelden. Ken hieronder een slot toe.',
    nameMissing: 'Geef de subgebruiker een naam.',
    emailInvalid: '":email" is geen geldig e-mailadres.',
    emailTaken: 'Er bestaat al een gebruiker met het e-mailadres :email.',
    passwordShort: 'Het wachtwoord moet minstens :min tekens lang zijn.',
    allSubUsers: 'Alle subgebruikers',
    subUserIntro: ':email mag de sloten hieronder gebruiken, binnen hun periode en op hun weekdagen.',
    account: 'Account',
    lock: 'Slot',
    permissions: 'Rechten',
    window: 'Periode',
    weekdays: 'Weekdagen',
    now: 'Nu',
    openNow: 'open',
    closedNow: 'gesloten',
    revoke: 'Intrekken',
    revokeChosen: 'Aangevinkte rechten intrekken',
    revokeAll: 'Alle toegang tot dit slot intrekken',
    grantTitle: 'Een slot toekennen',
    grantIntro:
      'Kent u een slot toe waartoe de subgebruiker al toegang heeft, dan vervangt de nieuwe toegang de oude.',
    chooseLock: 'Kies een slot',
    locksUnavailable: 'De sloten van :account konden nu niet geladen worden: :reason',
    noLocksToGrant: 'Uw accounts hebben geen sloten om toe te kennen.',
    from: 'Vanaf',
    until: 'Tot',
    windowHint: 'In de tijdzone :zone. Laat leeg voor geen begin of geen einde.',
    weekdaysHint: 'Tijden in :zone.',
    grant: 'Toekennen',
    granted: ':lock toegekend aan :name.',
    lockMissing: 'Kies een slot.',
    lockUnknown: 'Slot :lock hoort niet bij de sloten van uw accounts.',
    permissionMissing: 'Vink minstens één recht aan.',
    weekdayMissing: 'Vink minstens één weekdag aan.',
    dateInvalid: '":value" is geen datum en tijd.',
    windowReversed: 'De periode eindigt voordat ze begint.',
    grantRefused: 'De toegang is niet opgeslagen: :reason',
    revoked: ':name heeft geen toegang meer tot :lock.',
    revokedSome: ':permissions ingetrokken voor :name op :lock.',
    revokeNothingChosen: 'Vink eerst de rechten aan die u wilt intrekken.',
    revokeRefused: 'Er is niets ingetrokken: :reason',
  },
  de: {
    title: 'Unterbenutzer',
    intro:
      'Unterbenutzer melden sich mit ihrer eigenen E-Mail-Adresse und ihrem eigenen Passwort an und dürfen nur die Schlösser verwenden, die Sie ihnen freigeben – und nur in der Zeit, die Sie festlegen.',
    name: 'Name',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    grants: 'Zugänge',
    noSubUsers: 'Sie haben noch keine Unterbenutzer.',
    manage: 'Zugänge von :name',
    noGrants: 'Keine Zugänge',
    grantCountOne: '1 Schloss in :accounts',
    grantCountMany: ':count Schlösser in :accounts',
    addTitle: 'Unterbenutzer hinzufügen',
    passwordRule:
      'Mindestens :min Zeichen. Geben Sie es dem Unterbenutzer selbst weiter: Es wird nicht verschickt.',
    add: 'Unterbenutzer hinzufügen',
    created:
      'Unterbenutzer :name wurde hinzugefügt und kann sich jetzt anmelden. Geben Sie unten ein Schloss für ihn frei.',
    nameMissing: 'Geben Sie dem Unterbenutzer einen Namen.',
    emailInvalid: '„:email“ ist keine gültige E-Mail-Adresse.',
    emailTaken: 'Es gibt bereits einen Benutzer mit der E-Mail-Adresse :email.',
    passwordShort: 'Das Passwort muss mindestens :min Zeichen lang sein.',
    allSubUsers: 'Alle Unterbenutzer',
    subUserIntro:
      ':email darf die Schlösser unten verwenden, innerhalb ihres Zeitraums und an ihren Wochentagen.',
    account: 'Konto',
    lock: 'Schloss',
    permissions: 'Rechte',
    window: 'Zeitraum',
    weekdays: 'Wochentage',
    now: 'Jetzt',
    openNow: 'aktiv',
    closedNow: 'inaktiv',
    revoke: 'Entziehen',
    revokeChosen: 'Ausgewählte Rechte entziehen',
    revokeAll: 'Gesamten Zugang entziehen',
    grantTitle: 'Schloss freigeben',
    grantIntro:
      'Wenn Sie ein Schloss freigeben, für das der Unterbenutzer schon einen Zugang hat, wird dieser Zugang ersetzt.',
    chooseLock: 'Schloss auswählen',
    locksUnavailable: 'Die Schlösser von :account konnten gerade nicht geladen werden: :reason',
    noLocksToGrant: 'Ihre Konten haben keine Schlösser, die Sie freigeben können.',
    from: 'Von',
    until: 'Bis',
    windowHint:
      'In der Zeitzone :zone. Lassen Sie ein Feld leer, wenn es keinen Beginn oder kein Ende geben soll.',
    weekdaysHint: 'Gilt in der Zeitzone :zone.',
    grant: 'Freigeben',
    granted: ':lock für :name freigegeben.',
    lockMissing: 'Wählen Sie ein Schloss aus.',
    lockUnknown: 'Das Schloss :lock gehört nicht zu den Schlössern Ihrer Konten.',
    permissionMissing: 'Wählen Sie mindestens ein Recht aus.',
    weekdayMissing: 'Wählen Sie mindestens einen Wochentag aus.',
    dateInvalid: '„:value“ ist kein gültiges Datum mit Uhrzeit.',
    windowReversed: 'Der Zeitraum endet, bevor er beginnt.',
    grantRefused: 'Der Zugang wurde nicht gespeichert: :reason',
    revoked: ':name wurde der Zugang zu :lock entzogen.',
    revokedSome: ':permissions für :name an :lock entzogen.',
    revokeNothingChosen: 'Wählen Sie zuerst die Rechte aus, die Sie entziehen möchten.',
    revokeRefused: 'Es wurde nichts entzogen: :reason',
  },
  es: {
    title: 'Subusuarios',
    intro:
      'Los subusuarios inician sesión con su propio correo electrónico y su propia contraseña, y solo pueden usar las cerraduras a las que les des acceso, cuando se lo des.',
    name: 'Nombre',
    email: 'Correo electrónico',
    password: 'Contraseña',
    grants: 'Accesos',
    noSubUsers: 'Aún no tienes subusuarios.',
    manage: 'Accesos de :name',
    noGrants: 'Sin accesos',
    grantCountOne: '1 cerradura en :accounts',
    grantCountMany: ':count cerraduras en :accounts',
    addTitle: 'Añadir un subusuario',
    passwordRule: 'Al menos :min caracteres. Dásela tú al subusuario: no se envía.',
    add: 'Añadir subusuario',
    created:
      'Se ha añadido el subusuario :name y ya puede iniciar sesión. Dale acceso a una cerradura más abajo.',
    nameMissing: 'Ponle un nombre al subusuario.',
    emailInvalid: '«:email» no es una dirección de correo electrónico válida.',
    emailTaken: 'Ya existe un usuario con el correo electrónico :email.',
    passwordShort: 'La contraseña debe tener al menos :min caracteres.',
    allSubUsers: 'Todos los subusuarios',
    subUserIntro:
      ':email puede usar las cerraduras de abajo, dentro de su periodo y en sus días de la semana.',
    account: 'Cuenta',
    lock: 'Cerradura',
    permissions: 'Permisos',
    window: 'Periodo',
    weekdays: 'Días',
    now: 'Ahora',
    openNow: 'activo',
    closedNow: 'inactivo',
    revoke: 'Revocar',
    revokeChosen: 'Quitar los permisos marcados',
    revokeAll: 'Revocar todo el acceso',
    grantTitle: 'Dar acceso a una cerradura',
    grantIntro:
      'Si das acceso a una cerradura a la que el subusuario ya tiene acceso, se sustituye ese acceso.',
    chooseLock: 'Elige una cerradura',
    locksUnavailable: 'Ahora no se pudieron cargar las cerraduras de :account: :reason',
    noLocksToGrant: 'Tus cuentas no tienen cerraduras a las que dar acceso.',
    from: 'Desde',
    until: 'Hasta',
    windowHint: 'En la zona horaria :zone. Déjalo vacío para no poner inicio o fin.',
    weekdaysHint: 'Según la zona horaria :zone.',
    grant: 'Dar acceso',
    granted: 'Acceso a :lock concedido a :name.',
    lockMissing: 'Elige una cerradura.',
    lockUnknown: 'La cerradura :lock no es de ninguna de tus cuentas.',
    permissionMissing: 'Marca al menos un permiso.',
    weekdayMissing: 'Marca al menos un día de la semana.',
    dateInvalid: '«:value» no es una fecha y hora válida.',
    windowReversed: 'El periodo termina antes de empezar.',
    grantRefused: 'No se ha guardado el acceso: :reason',
    revoked: 'Se ha revocado el acceso de :name a :lock.',
    revokedSome: 'Se han quitado permisos a :name en :lock: :permissions.',
    revokeNothingChosen: 'Marca primero los permisos que quieres quitar.',
    revokeRefused: 'No se ha revocado nada: :reason',
  },
};
