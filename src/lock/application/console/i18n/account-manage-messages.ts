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
    activeHint: 'Calls are made on behalf of this account.',
    disabledHint: 'Every call on behalf of this account is refused until it is enabled again.',
    notStoredHint:
      'This account comes from the settings or the app, not from the lock database: its token and active flag are managed there.',
    tokenRefused:
      'The lock service did not accept this API token (it may be mistyped, revoked or for another service). Nothing was stored.',
    tokenUnchecked: 'The API token could not be checked: :reason Nothing was stored.',
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
    activeHint: 'Er worden aanroepen gedaan namens dit account.',
    disabledHint: 'Elke aanroep namens dit account wordt geweigerd tot het weer is ingeschakeld.',
    notStoredHint:
      'Dit account komt uit de instellingen of de app, niet uit de slotdatabase: token en actief-vlag worden daar beheerd.',
    tokenRefused:
      'De slotdienst accepteerde dit API-token niet (mogelijk verkeerd getypt, ingetrokken of voor een andere dienst). Er is niets opgeslagen.',
    tokenUnchecked: 'Het API-token kon niet worden gecontroleerd: :reason Er is niets opgeslagen.',
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
    activeHint: 'Aufrufe werden im Namen dieses Kontos ausgeführt.',
    disabledHint: 'Jeder Aufruf im Namen dieses Kontos wird abgelehnt, bis es wieder aktiviert ist.',
    notStoredHint:
      'Dieses Konto stammt aus den Einstellungen oder der App, nicht aus der Schlossdatenbank: Sein Token und seine Aktiv-Markierung werden dort verwaltet.',
    tokenRefused:
      'Der Schlossdienst hat dieses API-Token nicht akzeptiert (vielleicht ist es falsch eingegeben, widerrufen oder für einen anderen Dienst bestimmt). Es wurde nichts gespeichert.',
    tokenUnchecked: 'Das API-Token konnte nicht geprüft werden: :reason Es wurde nichts gespeichert.',
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
    activeHint: 'Las llamadas se hacen en nombre de esta cuenta.',
    disabledHint: 'Se rechaza cualquier llamada en nombre de esta cuenta hasta que vuelva a activarse.',
    notStoredHint:
      'Esta cuenta viene de la configuración o de la aplicación, no de la base de datos de cerraduras: su token y su indicador de activación se gestionan allí.',
    tokenRefused:
      'El servicio de cerraduras no aceptó este token de API (puede que esté mal escrito, que se haya revocado o que sea de otro servicio). No se ha guardado nada.',
    tokenUnchecked: 'No se pudo comprobar el token de API: :reason No se ha guardado nada.',
  },
};
