import type { Catalogue } from '../../../../common/i18n/translator';

/** The lines of the dashboard: the locks of an account and their actions. */
export const DASHBOARD_MESSAGES: Catalogue<
  | 'title'
  | 'locksOf'
  | 'noAccounts'
  | 'noAccountsMain'
  | 'noLocks'
  | 'noOpenGrant'
  | 'closedGrants'
  | 'state'
  | 'doorState'
  | 'battery'
  | 'batteryCritical'
  | 'batteryCharging'
  | 'unknown'
  | 'details'
  | 'lock'
  | 'unlock'
  | 'unlatch'
  | 'lockAndGo'
  | 'ringToOpenOn'
  | 'ringToOpenOff'
  | 'open'
  | 'accepted'
  | 'syncedState'
  | 'acceptedStateUnknown'
  | 'refused'
  | 'addAccount'
  | 'lastActivity'
  | 'noRecentActivity'
  | 'actions'
  | 'acceptedRingToOpenOn'
  | 'acceptedRingToOpenOff'
  | 'refusedRingToOpenOn'
  | 'refusedRingToOpenOff'
  | 'activityBefore'
> = {
  en: {
    title: 'Dashboard',
    locksOf: 'Locks of :account',
    noAccounts: 'You have no account to open yet. Ask your main user to grant you a lock.',
    noAccountsMain: 'You have no account yet.',
    noLocks: 'This account has no locks you may use.',
    noOpenGrant: 'None of your locks in this account may be used right now.',
    closedGrants: 'Not available now',
    state: 'State',
    doorState: 'Door',
    battery: 'Battery',
    batteryCritical: 'critical',
    batteryCharging: 'charging',
    unknown: 'unknown',
    details: 'Details',
    lock: 'Lock',
    unlock: 'Unlock',
    unlatch: 'Unlatch',
    lockAndGo: "Lock 'n' Go",
    ringToOpenOn: 'Ring to open on',
    ringToOpenOff: 'Ring to open off',
    open: 'Open',
    accepted: ':action of :lock accepted: the command was sent.',
    syncedState: 'State after sync: :state.',
    acceptedStateUnknown: ':accepted Its state could not be read afterwards: :reason',
    refused: ':action of :lock was refused: :reason',
    addAccount: 'Add an account',
    lastActivity: 'Last activity',
    noRecentActivity: 'None recently',
    activityBefore: 'Before :date',
    actions: 'Actions',
    acceptedRingToOpenOn: 'Ring to open of :lock turned on: the command was sent.',
    acceptedRingToOpenOff: 'Ring to open of :lock turned off: the command was sent.',
    refusedRingToOpenOn: 'Turning on ring to open of :lock was refused: :reason',
    refusedRingToOpenOff: 'Turning off ring to open of :lock was refused: :reason',
  },
  nl: {
    title: 'Dashboard',
    locksOf: 'Sloten van :account',
    noAccounts: 'U hebt nog geen account om te openen. Vraag uw hoofdgebruiker u een slot toe te kennen.',
    noAccountsMain: 'U hebt nog geen account.',
    noLocks: 'Dit account heeft geen sloten die u mag gebruiken.',
    noOpenGrant: 'Geen van uw sloten in dit account mag nu gebruikt worden.',
    closedGrants: 'Nu niet beschikbaar',
    state: 'Status',
    doorState: 'Deur',
    battery: 'Batterij',
    batteryCritical: 'kritiek',
    batteryCharging: 'laadt op',
    unknown: 'onbekend',
    details: 'Details',
    lock: 'Vergrendelen',
    unlock: 'Ontgrendelen',
    unlatch: 'Openen',
    lockAndGo: "Lock 'n' Go",
    ringToOpenOn: 'Ring to Open aanzetten',
    ringToOpenOff: 'Ring to Open uitzetten',
    open: 'Openen',
    accepted: ':action van :lock geaccepteerd: het commando is verstuurd.',
    syncedState: 'Status na synchronisatie: :state.',
    acceptedStateUnknown: ':accepted De status kon daarna niet worden gelezen: :reason',
    refused: ':action van :lock is geweigerd: :reason',
    addAccount: 'Een account toevoegen',
    lastActivity: 'Laatste activiteit',
    noRecentActivity: 'Niet recent',
    activityBefore: 'Vóór :date',
    actions: 'Acties',
    acceptedRingToOpenOn: 'Ring to Open van :lock aangezet: het commando is verstuurd.',
    acceptedRingToOpenOff: 'Ring to Open van :lock uitgezet: het commando is verstuurd.',
    refusedRingToOpenOn: 'Ring to Open van :lock aanzetten is geweigerd: :reason',
    refusedRingToOpenOff: 'Ring to Open van :lock uitzetten is geweigerd: :reason',
  },
  de: {
    title: 'Dashboard',
    locksOf: 'Schlösser von :account',
    noAccounts:
      'Sie haben noch kein Konto, das Sie öffnen können. Bitten Sie Ihren Hauptbenutzer, Ihnen ein Schloss freizugeben.',
    noAccountsMain: 'Sie haben noch kein Konto.',
    noLocks: 'Dieses Konto hat keine Schlösser, die Sie verwenden dürfen.',
    noOpenGrant: 'Keines Ihrer Schlösser in diesem Konto darf gerade verwendet werden.',
    closedGrants: 'Derzeit nicht verfügbar',
    state: 'Zustand',
    doorState: 'Tür',
    battery: 'Batterie',
    batteryCritical: 'kritisch',
    batteryCharging: 'lädt',
    unknown: 'unbekannt',
    details: 'Details',
    lock: 'Verriegeln',
    unlock: 'Entriegeln',
    unlatch: 'Öffnen',
    lockAndGo: "Lock 'n' Go",
    ringToOpenOn: 'Ring to Open einschalten',
    ringToOpenOff: 'Ring to Open ausschalten',
    open: 'Öffnen',
    accepted: ':lock: Befehl „:action“ gesendet.',
    syncedState: 'Zustand nach der Synchronisierung: :state.',
    acceptedStateUnknown: ':accepted Der Zustand konnte danach nicht gelesen werden: :reason',
    refused: '„:action“ für :lock wurde abgelehnt: :reason',
    addAccount: 'Konto hinzufügen',
    lastActivity: 'Letzte Aktivität',
    noRecentActivity: 'In letzter Zeit keine',
    activityBefore: 'Vor dem :date',
    actions: 'Aktionen',
    acceptedRingToOpenOn: ':lock: Befehl „Ring to Open einschalten“ gesendet.',
    acceptedRingToOpenOff: ':lock: Befehl „Ring to Open ausschalten“ gesendet.',
    refusedRingToOpenOn: '„Ring to Open einschalten“ für :lock wurde abgelehnt: :reason',
    refusedRingToOpenOff: '„Ring to Open ausschalten“ für :lock wurde abgelehnt: :reason',
  },
  es: {
    title: 'Panel',
    locksOf: 'Cerraduras de :account',
    noAccounts:
      'Aún no tienes ninguna cuenta que abrir. Pide a tu usuario principal que te dé acceso a una cerradura.',
    noAccountsMain: 'Aún no tienes ninguna cuenta.',
    noLocks: 'Esta cuenta no tiene cerraduras que puedas usar.',
    noOpenGrant: 'Ahora mismo no puedes usar ninguna de tus cerraduras de esta cuenta.',
    closedGrants: 'Cerraduras no disponibles ahora',
    state: 'Estado',
    doorState: 'Puerta',
    battery: 'Batería',
    batteryCritical: 'crítica',
    batteryCharging: 'cargando',
    unknown: 'desconocido',
    details: 'Detalles',
    lock: 'Bloquear',
    unlock: 'Desbloquear',
    unlatch: 'Abrir',
    lockAndGo: "Lock 'n' Go",
    ringToOpenOn: 'Activar Ring to Open',
    ringToOpenOff: 'Desactivar Ring to Open',
    open: 'Abrir',
    accepted: 'Se ha enviado la orden «:action» a :lock.',
    syncedState: 'Estado tras sincronizar: :state.',
    acceptedStateUnknown: ':accepted Después no se pudo leer su estado: :reason',
    refused: 'Se rechazó «:action» en :lock: :reason',
    addAccount: 'Añadir una cuenta',
    lastActivity: 'Última actividad',
    noRecentActivity: 'Ninguna reciente',
    activityBefore: 'Antes del :date',
    actions: 'Acciones',
    acceptedRingToOpenOn: 'Se ha enviado la orden «Activar Ring to Open» a :lock.',
    acceptedRingToOpenOff: 'Se ha enviado la orden «Desactivar Ring to Open» a :lock.',
    refusedRingToOpenOn: 'Se rechazó «Activar Ring to Open» en :lock: :reason',
    refusedRingToOpenOff: 'Se rechazó «Desactivar Ring to Open» en :lock: :reason',
  },
};
