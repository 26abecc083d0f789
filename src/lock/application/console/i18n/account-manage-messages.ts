import type { Catalogue } from '../../../../common/i18n/translator';

/** The lines of an account's own page (name, API token, OAuth, active flag) and of the token check. */
export const ACCOUNT_MANAGE_MESSAGES: Catalogue<
  | 'title'
  | 'manage'
  | 'nameTitle'
  | 'rename'
  | 'renamedDone'
  | 'tokenTitle'
  | 'oauthTitle'
  | 'activeTitle'
  | 'activeHint'
  | 'disabledHint'
  | 'notStoredHint'
  | 'tokenRefused'
  | 'tokenUnchecked'
  | 'nameBlank'
  | 'connectionTitle'
  | 'connectsWithToken'
  | 'connectsWithOAuth'
  | 'connectsWithSettings'
  | 'connectsWithNothing'
  | 'removeTitle'
  | 'removeHint'
  | 'removeButton'
  | 'connectsWithNothingOAuth'
> = {
  en: {
    title: 'Account :name',
    manage: 'Manage',
    nameTitle: 'Name',
    rename: 'Save name',
    renamedDone: 'Account ":key" is now called ":name".',
    tokenTitle: 'API token',
    oauthTitle: 'OAuth connection',
    activeTitle: 'Active',
    activeHint: 'Its locks can be reached from the console and from this application.',
    disabledHint:
      'Its locks cannot be reached from the console or from this application until it is enabled again.',
    notStoredHint:
      "This account is set up in this application's settings, not in the console: its API token is managed there.",
    tokenRefused:
      'The lock service did not accept this API token (it may be mistyped, revoked or for another service). Nothing was stored.',
    tokenUnchecked: 'The API token could not be checked: :reason Nothing was stored.',
    nameBlank: 'Type a name: an account cannot be renamed to an empty name. Nothing was changed.',
    connectionTitle: 'Connection to the lock service',
    connectsWithToken: 'It connects with its API token.',
    connectsWithOAuth: 'It connects with its OAuth connection.',
    connectsWithSettings: "It connects with the API token set up in this application's settings.",
    connectsWithNothing:
      'It has no connection yet: set its API token or connect it with OAuth. Until then its locks cannot be shown.',
    removeTitle: 'Remove the account',
    removeHint:
      'Removes the account from this application: its API token and OAuth connection are deleted here, and sub-users lose their access to its locks. Nothing changes at the lock vendor.',
    removeButton: 'Remove account',
    connectsWithNothingOAuth:
      'It has no connection yet: connect it with OAuth. Until then its locks cannot be shown.',
  },
  nl: {
    title: 'Account :name',
    manage: 'Beheren',
    nameTitle: 'Naam',
    rename: 'Naam opslaan',
    renamedDone: 'Account ":key" heet nu ":name".',
    tokenTitle: 'API-token',
    oauthTitle: 'OAuth-koppeling',
    activeTitle: 'Actief',
    activeHint: 'De sloten ervan zijn bereikbaar vanuit de console en deze applicatie.',
    disabledHint:
      'De sloten ervan zijn niet bereikbaar vanuit de console of deze applicatie tot het weer is ingeschakeld.',
    notStoredHint:
      'Dit account is ingesteld in de instellingen van deze applicatie, niet in de console: het API-token wordt daar beheerd.',
    tokenRefused:
      'De slotdienst accepteerde dit API-token niet (mogelijk verkeerd getypt, ingetrokken of voor een andere dienst). Er is niets opgeslagen.',
    tokenUnchecked: 'Het API-token kon niet worden gecontroleerd: :reason Er is niets opgeslagen.',
    nameBlank: 'Vul een naam in: een account kan geen lege naam krijgen. Er is niets gewijzigd.',
    connectionTitle: 'Verbinding met de slotdienst',
    connectsWithToken: 'Het maakt verbinding met zijn API-token.',
    connectsWithOAuth: 'Het maakt verbinding met zijn OAuth-koppeling.',
    connectsWithSettings: 'Het maakt verbinding met het API-token uit de instellingen van deze applicatie.',
    connectsWithNothing:
      'Het heeft nog geen verbinding: stel het API-token in of koppel het met OAuth. Tot dan kunnen de sloten ervan niet worden getoond.',
    removeTitle: 'Het account verwijderen',
    removeHint:
      'Verwijdert het account uit deze applicatie: het API-token en de OAuth-koppeling worden hier gewist, en subgebruikers verliezen hun toegang tot de sloten ervan. Bij de slotleverancier verandert er niets.',
    removeButton: 'Account verwijderen',
    connectsWithNothingOAuth:
      'Het heeft nog geen verbinding: koppel het met OAuth. Tot dan kunnen de sloten ervan niet worden getoond.',
  },
  de: {
    title: 'Konto :name',
    manage: 'Verwalten',
    nameTitle: 'Name',
    rename: 'Namen speichern',
    renamedDone: 'Das Konto „:key“ heißt jetzt „:name“.',
    tokenTitle: 'API-Token',
    oauthTitle: 'OAuth-Verbindung',
    activeTitle: 'Aktiv',
    activeHint: 'Seine Schlösser sind über die Konsole und diese Anwendung erreichbar.',
    disabledHint:
      'Seine Schlösser sind weder über die Konsole noch über diese Anwendung erreichbar, bis es wieder aktiviert ist.',
    notStoredHint:
      'Dieses Konto ist in den Einstellungen dieser Anwendung eingerichtet, nicht in der Konsole: Sein API-Token wird dort verwaltet.',
    tokenRefused:
      'Der Schlossdienst hat dieses API-Token nicht akzeptiert (vielleicht ist es falsch eingegeben, widerrufen oder für einen anderen Dienst bestimmt). Es wurde nichts gespeichert.',
    tokenUnchecked: 'Das API-Token konnte nicht geprüft werden: :reason Es wurde nichts gespeichert.',
    nameBlank:
      'Geben Sie einen Namen ein: Ein Konto kann keinen leeren Namen bekommen. Es wurde nichts geändert.',
    connectionTitle: 'Verbindung zum Schlossdienst',
    connectsWithToken: 'Es verbindet sich mit seinem API-Token.',
    connectsWithOAuth: 'Es verbindet sich über seine OAuth-Verbindung.',
    connectsWithSettings: 'Es verbindet sich mit dem API-Token aus den Einstellungen dieser Anwendung.',
    connectsWithNothing:
      'Es hat noch keine Verbindung: Hinterlegen Sie sein API-Token oder verbinden Sie es über OAuth. Bis dahin können seine Schlösser nicht angezeigt werden.',
    removeTitle: 'Konto entfernen',
    removeHint:
      'Entfernt das Konto aus dieser Anwendung: Sein API-Token und seine OAuth-Verbindung werden hier gelöscht, und Unterbenutzer verlieren den Zugang zu seinen Schlössern. Beim Schlossanbieter ändert sich nichts.',
    removeButton: 'Konto entfernen',
    connectsWithNothingOAuth:
      'Es hat noch keine Verbindung: Verbinden Sie es über OAuth. Bis dahin können seine Schlösser nicht angezeigt werden.',
  },
  es: {
    title: 'Cuenta :name',
    manage: 'Gestionar',
    nameTitle: 'Nombre',
    rename: 'Guardar nombre',
    renamedDone: 'La cuenta «:key» ahora se llama «:name».',
    tokenTitle: 'Token de API',
    oauthTitle: 'Conexión OAuth',
    activeTitle: 'Activa',
    activeHint: 'Se puede acceder a sus cerraduras desde la consola y desde esta aplicación.',
    disabledHint:
      'No se puede acceder a sus cerraduras desde la consola ni desde esta aplicación hasta que vuelva a activarse.',
    notStoredHint:
      'Esta cuenta está configurada en los ajustes de esta aplicación, no en la consola: su token de API se gestiona allí.',
    tokenRefused:
      'El servicio de cerraduras no aceptó este token de API (puede que esté mal escrito, que se haya revocado o que sea de otro servicio). No se ha guardado nada.',
    tokenUnchecked: 'No se pudo comprobar el token de API: :reason No se ha guardado nada.',
    nameBlank: 'Escribe un nombre: una cuenta no puede quedarse con un nombre vacío. No se ha cambiado nada.',
    connectionTitle: 'Conexión con el servicio de cerraduras',
    connectsWithToken: 'Se conecta con su token de API.',
    connectsWithOAuth: 'Se conecta con su conexión OAuth.',
    connectsWithSettings: 'Se conecta con el token de API configurado en los ajustes de esta aplicación.',
    connectsWithNothing:
      'Aún no tiene conexión: configura su token de API o conéctala con OAuth. Hasta entonces no se pueden mostrar sus cerraduras.',
    removeTitle: 'Quitar la cuenta',
    removeHint:
      'Quita la cuenta de esta aplicación: su token de API y su conexión OAuth se borran aquí, y los subusuarios pierden el acceso a sus cerraduras. En el proveedor de la cerradura no cambia nada.',
    removeButton: 'Quitar cuenta',
    connectsWithNothingOAuth:
      'Aún no tiene conexión: conéctala con OAuth. Hasta entonces no se pueden mostrar sus cerraduras.',
  },
};
