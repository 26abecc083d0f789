import type { Catalogue } from '../../../../common/i18n/translator';

/** The lines of the sign-in, code, password reset and registration pages. */
export const SIGN_IN_MESSAGES: Catalogue<
  | 'signIn'
  | 'email'
  | 'password'
  | 'submitSignIn'
  | 'wrongCredentials'
  | 'codeTitle'
  | 'codeIntro'
  | 'code'
  | 'submitCode'
  | 'wrongCode'
  | 'startOver'
  | 'forgot'
  | 'forgotTitle'
  | 'forgotIntro'
  | 'submitForgot'
  | 'resetTitle'
  | 'resetIntro'
  | 'newPassword'
  | 'submitReset'
  | 'wrongResetCode'
  | 'passwordChanged'
  | 'passwordRule'
  | 'register'
  | 'registerTitle'
  | 'name'
  | 'submitRegister'
  | 'registered'
  | 'signedOut'
  | 'fieldsMissing'
  | 'emailInvalid'
> = {
  en: {
    signIn: 'Sign in',
    email: 'Email',
    password: 'Password',
    submitSignIn: 'Sign in',
    wrongCredentials: 'The email or password is wrong.',
    codeTitle: 'Enter your code',
    codeIntro: 'We sent a six-digit code to your email address. It is valid for ten minutes.',
    code: 'Code',
    submitCode: 'Continue',
    wrongCode: 'The code is wrong, expired or used up. Try again, or sign in again for a new code.',
    startOver: 'Sign in again',
    forgot: 'Forgot your password?',
    forgotTitle: 'Reset your password',
    forgotIntro: 'Enter your email address. If it belongs to a user, a reset code is sent to it.',
    submitForgot: 'Send a reset code',
    resetTitle: 'Choose a new password',
    resetIntro: 'Enter the code from the email and a new password of at least :min characters.',
    newPassword: 'New password',
    submitReset: 'Change the password',
    wrongResetCode: 'The reset code is wrong, expired or used up. Ask for a new one.',
    passwordChanged: 'The password has been changed; sign in with the new one.',
    passwordRule: 'The password needs at least :min characters.',
    register: 'Create an account',
    registerTitle: 'Create your user',
    name: 'Name',
    submitRegister: 'Create the user',
    registered: 'Registration received. If this email had no user yet, sign in with it now.',
    signedOut: 'You have been signed out.',
    fieldsMissing: 'Fill in every field.',
    emailInvalid: 'That is not a valid email address.',
  },
  nl: {
    signIn: 'Aanmelden',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    submitSignIn: 'Aanmelden',
    wrongCredentials: 'Het e-mailadres of wachtwoord is onjuist.',
    codeTitle: 'Voer uw code in',
    codeIntro: 'We hebben een code van zes cijfers naar uw e-mailadres gestuurd. Die is tien minuten geldig.',
    code: 'Code',
    submitCode: 'Doorgaan',
    wrongCode:
      'De code is onjuist, verlopen of opgebruikt. Probeer het opnieuw of meld u opnieuw aan voor een nieuwe code.',
    startOver: 'Opnieuw aanmelden',
    forgot: 'Wachtwoord vergeten?',
    forgotTitle: 'Uw wachtwoord opnieuw instellen',
    forgotIntro:
      'Voer uw e-mailadres in. Als het bij een gebruiker hoort, sturen we er een herstelcode naartoe.',
    submitForgot: 'Stuur een herstelcode',
    resetTitle: 'Kies een nieuw wachtwoord',
    resetIntro: 'Voer de code uit de e-mail in en een nieuw wachtwoord van minstens :min tekens.',
    newPassword: 'Nieuw wachtwoord',
    submitReset: 'Wachtwoord wijzigen',
    wrongResetCode: 'De herstelcode is onjuist, verlopen of opgebruikt. Vraag een nieuwe aan.',
    passwordChanged: 'Het wachtwoord is gewijzigd; meld u aan met het nieuwe.',
    passwordRule: 'Het wachtwoord moet minstens :min tekens hebben.',
    register: 'Account aanmaken',
    registerTitle: 'Uw gebruiker aanmaken',
    name: 'Naam',
    submitRegister: 'Gebruiker aanmaken',
    registered: 'Registratie ontvangen. Had dit e-mailadres nog geen gebruiker, meld u er dan nu mee aan.',
    signedOut: 'U bent afgemeld.',
    fieldsMissing: 'Vul elk veld in.',
    emailInvalid: 'Dat is geen geldig e-mailadres.',
  },
  de: {
    signIn: 'Anmelden',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    submitSignIn: 'Anmelden',
    wrongCredentials: 'E-Mail-Adresse oder Passwort ist falsch.',
    codeTitle: 'Code eingeben',
    codeIntro:
      'Wir haben einen sechsstelligen Code an Ihre E-Mail-Adresse gesendet. Er ist zehn Minuten lang gültig.',
    code: 'Code',
    submitCode: 'Weiter',
    wrongCode:
      'Der Code ist falsch, abgelaufen oder schon verwendet. Versuchen Sie es erneut oder melden Sie sich noch einmal an, um einen neuen Code zu erhalten.',
    startOver: 'Erneut anmelden',
    forgot: 'Passwort vergessen?',
    forgotTitle: 'Passwort zurücksetzen',
    forgotIntro:
      'Geben Sie Ihre E-Mail-Adresse ein. Gehört sie zu einem Benutzer, senden wir einen Code zum Zurücksetzen dorthin.',
    submitForgot: 'Code zum Zurücksetzen senden',
    resetTitle: 'Neues Passwort wählen',
    resetIntro: 'Geben Sie den Code aus der E-Mail und ein neues Passwort mit mindestens :min Zeichen ein.',
    newPassword: 'Neues Passwort',
    submitReset: 'Passwort ändern',
    wrongResetCode:
      'Der Code zum Zurücksetzen ist falsch, abgelaufen oder schon verwendet. Fordern Sie einen neuen an.',
    passwordChanged: 'Das Passwort wurde geändert; melden Sie sich mit dem neuen an.',
    passwordRule: 'Das Passwort muss mindestens :min Zeichen lang sein.',
    register: 'Konto erstellen',
    registerTitle: 'Ihren Benutzer anlegen',
    name: 'Name',
    submitRegister: 'Benutzer anlegen',
    registered:
      'Registrierung erhalten. Hatte diese E-Mail-Adresse noch keinen Benutzer, melden Sie sich jetzt damit an.',
    signedOut: 'Sie wurden abgemeldet.',
    fieldsMissing: 'Füllen Sie alle Felder aus.',
    emailInvalid: 'Das ist keine gültige E-Mail-Adresse.',
  },
  es: {
    signIn: 'Iniciar sesión',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submitSignIn: 'Iniciar sesión',
    wrongCredentials: 'El correo electrónico o la contraseña no son correctos.',
    codeTitle: 'Introduce tu código',
    codeIntro:
      'Te hemos enviado un código de seis dígitos a tu correo electrónico. Es válido durante diez minutos.',
    code: 'Código',
    submitCode: 'Continuar',
    wrongCode:
      'El código no es correcto, ha caducado o ya se ha usado. Vuelve a intentarlo o inicia sesión de nuevo para recibir otro código.',
    startOver: 'Volver a iniciar sesión',
    forgot: '¿Has olvidado tu contraseña?',
    forgotTitle: 'Restablece tu contraseña',
    forgotIntro:
      'Introduce tu correo electrónico. Si pertenece a un usuario, le enviaremos un código de restablecimiento.',
    submitForgot: 'Enviar un código de restablecimiento',
    resetTitle: 'Elige una contraseña nueva',
    resetIntro: 'Introduce el código del correo y una contraseña nueva de al menos :min caracteres.',
    newPassword: 'Contraseña nueva',
    submitReset: 'Cambiar la contraseña',
    wrongResetCode:
      'El código de restablecimiento no es correcto, ha caducado o ya se ha usado. Pide uno nuevo.',
    passwordChanged: 'La contraseña se ha cambiado; inicia sesión con la nueva.',
    passwordRule: 'La contraseña necesita al menos :min caracteres.',
    register: 'Crear una cuenta',
    registerTitle: 'Crea tu usuario',
    name: 'Nombre',
    submitRegister: 'Crear el usuario',
    registered: 'Registro recibido. Si este correo aún no tenía usuario, inicia sesión con él ahora.',
    signedOut: 'Has cerrado sesión.',
    fieldsMissing: 'Rellena todos los campos.',
    emailInvalid: 'Esa dirección de correo electrónico no es válida.',
  },
};
