import type { Catalogue } from '../../../../common/i18n/translator';

/** The lines of the confirm step of destructive actions (the confirm page, and the script's dialog). */
export const CONFIRM_MESSAGES: Catalogue<
  | 'title'
  | 'cancel'
  | 'unlock'
  | 'unlatch'
  | 'lockAndGo'
  | 'openOpener'
  | 'ringToOpenOn'
  | 'deleteKeypadCode'
  | 'deleteAppAccess'
  | 'deleteBridge'
  | 'deleteFob'
  | 'deleteKeypad'
  | 'deleteAuthorization'
  | 'clearToken'
  | 'disableAccount'
  | 'removeAccount'
  | 'removeWebhook'
  | 'revokeGrant'
  | 'deleteSubUser'
  | 'confirmUnlock'
  | 'confirmUnlatch'
  | 'confirmLockAndGo'
  | 'confirmOpen'
  | 'confirmRingToOpenOn'
  | 'confirmDelete'
  | 'confirmClear'
  | 'confirmDisable'
  | 'confirmRemove'
  | 'confirmRevoke'
  | 'confirmRemoveAccount'
> = {
  en: {
    title: 'Please confirm',
    cancel: 'Cancel',
    unlock: 'Unlock :lock? The door can then be opened by anyone there.',
    unlatch: 'Unlatch :lock? The door opens.',
    lockAndGo: "Lock 'n' Go :lock? It unlocks first and locks again after a short time.",
    openOpener: 'Open :lock? The door is buzzed open.',
    ringToOpenOn: 'Turn ring to open on for :lock? While it is on, whoever rings the bell is buzzed in.',
    deleteKeypadCode: 'Delete the keypad code ":name" of :lock? It stops opening the lock at once.',
    deleteAppAccess: 'Delete the app access of ":name" to :lock? That app stops opening the lock at once.',
    deleteBridge: 'Delete the bridge ":name" of :lock? The lock can no longer be reached through it.',
    deleteFob: 'Delete the fob ":name" of :lock? It stops opening the lock at once.',
    deleteKeypad: 'Delete the keypad ":name" of :lock? It stops opening the lock at once.',
    deleteAuthorization:
      'Delete the authorization ":name" (:kind) of :lock? It stops opening the lock at once.',
    clearToken:
      'Clear the API token of account ":account"? The console and the app cannot reach its locks until a token is set again.',
    disableAccount:
      'Disable account ":account"? Its locks cannot be reached from the console or this application until it is enabled again.',
    removeAccount:
      'Remove account ":account" from this application? Its API token and OAuth connection are deleted here, and its sub-users lose their access to its locks. The locks themselves and the account at the lock vendor stay as they are.',
    removeWebhook: 'Remove this webhook? Its address gets no more events.',
    revokeGrant: 'Revoke the access of :user to :lock?',
    deleteSubUser: 'Delete the sub-user :user? They can no longer sign in, and all their access ends.',
    confirmUnlock: 'Unlock',
    confirmUnlatch: 'Unlatch',
    confirmLockAndGo: "Lock 'n' Go",
    confirmOpen: 'Open',
    confirmRingToOpenOn: 'Turn on',
    confirmDelete: 'Delete',
    confirmClear: 'Clear token',
    confirmDisable: 'Disable',
    confirmRemove: 'Remove',
    confirmRevoke: 'Revoke',
    confirmRemoveAccount: 'Remove account',
  },
  nl: {
    title: 'Bevestigen',
    cancel: 'Annuleren',
    unlock: ':lock ontgrendelen? De deur kan dan door iedereen ter plaatse worden geopend.',
    unlatch: ':lock openen? De deur gaat open.',
    lockAndGo: "Lock 'n' go voor :lock? Het slot ontgrendelt eerst en vergrendelt na korte tijd weer.",
    openOpener: ':lock openen? De deur wordt opengezoemd.',
    ringToOpenOn:
      'Ring to Open aanzetten voor :lock? Zolang het aan staat, wordt iedereen die aanbelt binnengezoemd.',
    deleteKeypadCode:
      'De toetscode ":name" van :lock verwijderen? Daarna opent deze code het slot niet meer.',
    deleteAppAccess:
      'De app-toegang van ":name" tot :lock verwijderen? Die app opent het slot dan meteen niet meer.',
    deleteBridge:
      'De bridge ":name" van :lock verwijderen? Het slot is dan niet meer via die bridge bereikbaar.',
    deleteFob: 'De sleutelhanger ":name" van :lock verwijderen? Hij opent het slot dan meteen niet meer.',
    deleteKeypad: 'Het toetsenbord ":name" van :lock verwijderen? Het opent het slot dan meteen niet meer.',
    deleteAuthorization:
      'De autorisatie ":name" (:kind) van :lock verwijderen? Ze opent het slot dan meteen niet meer.',
    clearToken:
      'Het API-token van account ":account" wissen? De console en de app bereiken de sloten pas weer als er een token is ingesteld.',
    disableAccount:
      'Account ":account" uitschakelen? De sloten ervan zijn dan niet meer bereikbaar vanuit de console of deze applicatie, tot het weer is ingeschakeld.',
    removeAccount:
      'Account ":account" uit deze applicatie verwijderen? Het API-token en de OAuth-koppeling worden hier gewist, en de subgebruikers verliezen hun toegang tot de sloten ervan. De sloten zelf en het account bij de slotleverancier blijven zoals ze zijn.',
    removeWebhook: 'Deze webhook verwijderen? Het adres krijgt geen gebeurtenissen meer.',
    revokeGrant: 'De toegang van :user tot :lock intrekken?',
    deleteSubUser:
      'Subgebruiker :user verwijderen? Die kan zich niet meer aanmelden en alle toegang vervalt.',
    confirmUnlock: 'Ontgrendelen',
    confirmUnlatch: 'Openen',
    confirmLockAndGo: "Lock 'n' go",
    confirmOpen: 'Openen',
    confirmRingToOpenOn: 'Aanzetten',
    confirmDelete: 'Verwijderen',
    confirmClear: 'Token wissen',
    confirmDisable: 'Uitschakelen',
    confirmRemove: 'Verwijderen',
    confirmRevoke: 'Intrekken',
    confirmRemoveAccount: 'Account verwijderen',
  },
  de: {
    title: 'Bitte bestätigen',
    cancel: 'Abbrechen',
    unlock: ':lock entriegeln? Die Tür kann dann von jedem vor Ort geöffnet werden.',
    unlatch: ':lock öffnen? Die Tür geht auf.',
    lockAndGo: "Lock 'n' Go für :lock? Das Schloss entriegelt zuerst und verriegelt nach kurzer Zeit wieder.",
    openOpener: ':lock öffnen? Der Türsummer wird betätigt.',
    ringToOpenOn:
      'Ring to Open für :lock einschalten? Solange es an ist, wird jedem, der klingelt, die Tür geöffnet.',
    deleteKeypadCode: 'Keypad-Code „:name“ von :lock löschen? Er öffnet das Schloss dann sofort nicht mehr.',
    deleteAppAccess:
      'App-Zugang von „:name“ zu :lock löschen? Diese App öffnet das Schloss dann sofort nicht mehr.',
    deleteBridge: 'Bridge „:name“ von :lock löschen? Das Schloss ist dann nicht mehr über sie erreichbar.',
    deleteFob: 'Fob „:name“ von :lock löschen? Er öffnet das Schloss dann sofort nicht mehr.',
    deleteKeypad: 'Keypad „:name“ von :lock löschen? Es öffnet das Schloss dann sofort nicht mehr.',
    deleteAuthorization:
      'Berechtigung „:name“ (:kind) von :lock löschen? Sie öffnet das Schloss dann sofort nicht mehr.',
    clearToken:
      'API-Token des Kontos „:account“ entfernen? Die Konsole und die App erreichen seine Schlösser erst wieder, wenn ein Token hinterlegt ist.',
    disableAccount:
      'Konto „:account“ deaktivieren? Seine Schlösser sind dann weder über die Konsole noch über diese Anwendung erreichbar, bis es wieder aktiviert ist.',
    removeAccount:
      'Konto „:account“ aus dieser Anwendung entfernen? Sein API-Token und seine OAuth-Verbindung werden hier gelöscht, und seine Unterbenutzer verlieren den Zugang zu seinen Schlössern. Die Schlösser selbst und das Konto beim Schlossanbieter bleiben unverändert.',
    removeWebhook: 'Diesen Webhook entfernen? Seine Adresse erhält dann keine Ereignisse mehr.',
    revokeGrant: ':user den Zugang zu :lock entziehen?',
    deleteSubUser:
      'Unterbenutzer :user löschen? Eine Anmeldung ist dann nicht mehr möglich, und alle Zugänge enden.',
    confirmUnlock: 'Entriegeln',
    confirmUnlatch: 'Öffnen',
    confirmLockAndGo: "Lock 'n' Go",
    confirmOpen: 'Öffnen',
    confirmRingToOpenOn: 'Einschalten',
    confirmDelete: 'Löschen',
    confirmClear: 'Token entfernen',
    confirmDisable: 'Deaktivieren',
    confirmRemove: 'Entfernen',
    confirmRevoke: 'Entziehen',
    confirmRemoveAccount: 'Konto entfernen',
  },
  es: {
    title: 'Confirma la acción',
    cancel: 'Cancelar',
    unlock: '¿Desbloquear :lock? Después, cualquiera que esté allí podrá abrir la puerta.',
    unlatch: '¿Abrir :lock? La puerta se abrirá.',
    lockAndGo: "¿Lock 'n' Go en :lock? Primero se desbloquea y vuelve a bloquearse poco después.",
    openOpener: '¿Abrir :lock? Se accionará el portero para abrir la puerta.',
    ringToOpenOn:
      '¿Activar Ring to Open en :lock? Mientras esté activado, se abrirá la puerta a cualquiera que llame al timbre.',
    deleteKeypadCode:
      '¿Eliminar el código de teclado «:name» de :lock? Dejará de abrir la cerradura de inmediato.',
    deleteAppAccess:
      '¿Eliminar el acceso por app de «:name» a :lock? Esa app dejará de abrir la cerradura de inmediato.',
    deleteBridge: '¿Eliminar el bridge «:name» de :lock? La cerradura ya no será accesible a través de él.',
    deleteFob: '¿Eliminar el llavero «:name» de :lock? Dejará de abrir la cerradura de inmediato.',
    deleteKeypad: '¿Eliminar el teclado «:name» de :lock? Dejará de abrir la cerradura de inmediato.',
    deleteAuthorization:
      '¿Eliminar la autorización «:name» (:kind) de :lock? Dejará de abrir la cerradura de inmediato.',
    clearToken:
      '¿Borrar el token de API de la cuenta «:account»? La consola y la aplicación no podrán acceder a sus cerraduras hasta que se vuelva a configurar un token.',
    disableAccount:
      '¿Desactivar la cuenta «:account»? No se podrá acceder a sus cerraduras desde la consola ni desde esta aplicación hasta que vuelva a activarse.',
    removeAccount:
      '¿Quitar la cuenta «:account» de esta aplicación? Su token de API y su conexión OAuth se borran aquí, y sus subusuarios pierden el acceso a sus cerraduras. Las cerraduras y la cuenta en el proveedor de la cerradura no cambian.',
    removeWebhook: '¿Eliminar este webhook? Su dirección dejará de recibir eventos.',
    revokeGrant: '¿Revocar el acceso de :user a :lock?',
    deleteSubUser:
      '¿Eliminar el subusuario :user? Ya no podrá iniciar sesión y todos sus accesos terminarán.',
    confirmUnlock: 'Desbloquear',
    confirmUnlatch: 'Abrir',
    confirmLockAndGo: "Lock 'n' Go",
    confirmOpen: 'Abrir',
    confirmRingToOpenOn: 'Activar',
    confirmDelete: 'Eliminar',
    confirmClear: 'Borrar token',
    confirmDisable: 'Desactivar',
    confirmRemove: 'Eliminar',
    confirmRevoke: 'Revocar',
    confirmRemoveAccount: 'Quitar cuenta',
  },
};
