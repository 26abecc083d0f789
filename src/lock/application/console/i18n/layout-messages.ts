import type { Catalogue } from '../../../../common/i18n/translator';

/** The lines of the page frame: navigation, account switcher, language and sign-out. */
export const LAYOUT_MESSAGES: Catalogue<
  | 'console'
  | 'dashboard'
  | 'activity'
  | 'accounts'
  | 'webhooks'
  | 'people'
  | 'notifications'
  | 'users'
  | 'audit'
  | 'account'
  | 'switch'
  | 'language'
  | 'apply'
  | 'signOut'
  | 'signedInAs'
  | 'skip'
  | 'networkError'
> = {
  en: {
    console: 'Lock console',
    dashboard: 'Dashboard',
    activity: 'Activity',
    accounts: 'Accounts',
    webhooks: 'Webhooks',
    people: 'People',
    notifications: 'Notifications',
    users: 'Sub-users',
    audit: 'Audit trail',
    account: 'Account',
    switch: 'Switch',
    language: 'Language',
    apply: 'Apply',
    signOut: 'Sign out',
    signedInAs: 'Signed in as :name',
    skip: 'Skip to the content',
    networkError: 'The console did not answer. Reload the page to see what happened before you try again.',
  },
  nl: {
    console: 'Slotconsole',
    dashboard: 'Dashboard',
    activity: 'Activiteit',
    accounts: 'Accounts',
    webhooks: 'Webhooks',
    people: 'Personen',
    notifications: 'Meldingen',
    users: 'Subgebruikers',
    audit: 'Auditlogboek',
    account: 'Account',
    switch: 'Wisselen',
    language: 'Taal',
    apply: 'Toepassen',
    signOut: 'Afmelden',
    signedInAs: 'Aangemeld als :name',
    skip: 'Naar de inhoud',
    networkError:
      'De console antwoordde niet. Laad de pagina opnieuw om te zien wat er gebeurde voordat u het nog eens probeert.',
  },
  de: {
    console: 'Schlosskonsole',
    dashboard: 'Dashboard',
    activity: 'Aktivität',
    accounts: 'Konten',
    webhooks: 'Webhooks',
    people: 'Personen',
    notifications: 'Benachrichtigungen',
    users: 'Unterbenutzer',
    audit: 'Prüfprotokoll',
    account: 'Konto',
    switch: 'Wechseln',
    language: 'Sprache',
    apply: 'Übernehmen',
    signOut: 'Abmelden',
    signedInAs: 'Angemeldet als :name',
    skip: 'Zum Inhalt springen',
    networkError:
      'Die Konsole hat nicht geantwortet. Laden Sie die Seite neu, um zu sehen, was passiert ist, bevor Sie es noch einmal versuchen.',
  },
  es: {
    console: 'Consola de cerraduras',
    dashboard: 'Panel',
    activity: 'Actividad',
    accounts: 'Cuentas',
    webhooks: 'Webhooks',
    people: 'Personas',
    notifications: 'Notificaciones',
    users: 'Subusuarios',
    audit: 'Registro de auditoría',
    account: 'Cuenta',
    switch: 'Cambiar',
    language: 'Idioma',
    apply: 'Aplicar',
    signOut: 'Cerrar sesión',
    signedInAs: 'Sesión iniciada como :name',
    skip: 'Saltar al contenido',
    networkError:
      'La consola no ha respondido. Recarga la página para ver qué ha pasado antes de volver a intentarlo.',
  },
};
