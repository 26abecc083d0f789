import type { Catalogue } from '../../../common/i18n/translator';

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
    revokeChosen: 'Take away the ticked permissions',
    revokeAll: 'Revoke the whole grant',
    grantTitle: 'Grant a lock',
    grantIntro: 'Granting a lock the sub-user holds already replaces that grant.',
    chooseLock: 'Choose a lock',
    locksUnavailable: 'The locks of :account could not be loaded now: :reason',
    noLocksToGrant: 'Your accounts have no locks to grant.',
    from: 'From',
    until: 'Until',
    windowHint: 'In the time zone :zone. Leave empty for no start or no end.',
    weekdaysHint: 'Read in the time zone :zone.',
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
    grantIntro: 'Een slot dat de subgebruiker al heeft opnieuw toekennen vervangt die toegang.',
    chooseLock: 'Kies een slot',
    locksUnavailable: 'De sloten van :account konden nu niet geladen worden: :reason',
    noLocksToGrant: 'Uw accounts hebben geen sloten om toe te kennen.',
    from: 'Vanaf',
    until: 'Tot',
    windowHint: 'In de tijdzone :zone. Laat leeg voor geen begin of geen einde.',
    weekdaysHint: 'Gelezen in de tijdzone :zone.',
    grant: 'Toekennen',
    granted: ':lock toegekend aan :name.',
    lockMissing: 'Kies een slot.',
    lockUnknown: 'Slot :lock hoort niet bij de sloten van uw accounts.',
    permissionMissing: 'Vink minstens één recht aan.',
    weekdayMissing: 'Vink minstens één weekdag aan.',
    dateInvalid: '":value" is geen datum en tijd.',
    windowReversed: 'De periode eindigt voordat ze begint.',
    grantRefused: 'De toegang is niet opgeslagen: :reason',
    revoked: 'De toegang tot :lock is :name ontnomen.',
    revokedSome: ':permissions ingetrokken voor :name op :lock.',
    revokeNothingChosen: 'Vink eerst de rechten aan die u wilt intrekken.',
    revokeRefused: 'Er is niets ingetrokken: :reason',
  },
};
