/**
 * The words of the password e-mails: the reset link asked for (`password_reset`) and the warning
 * sent when an account is under a password-guessing attack (`login_attack`), both leading to a
 * new password.
 */
import type { Locale } from '../../shared/locale';
import type { TemplateTexts } from './mail.texts';

export const PASSWORD_RESET_TEXTS: Record<Locale, TemplateTexts> = {
  fr: {
    subject: 'Réinitialisation de votre mot de passe',
    preheader: 'Choisissez un nouveau mot de passe pour votre compte Sellerie Shop.',
    intro:
      'Vous avez demandé à réinitialiser le mot de passe de votre compte Sellerie Shop. Cliquez sur le bouton ci-dessous pour en choisir un nouveau.',
    button: 'Choisir un nouveau mot de passe',
    note: 'Ce lien est valable pour une durée limitée et ne sert qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
  },
  en: {
    subject: 'Reset your password',
    preheader: 'Choose a new password for your Sellerie Shop account.',
    intro:
      'You asked to reset the password of your Sellerie Shop account. Click the button below to choose a new one.',
    button: 'Choose a new password',
    note: 'This link is valid for a limited time and works only once. If you did not ask for this, ignore this e-mail: your password stays unchanged.',
  },
  es: {
    subject: 'Restablecimiento de su contraseña',
    preheader: 'Elija una nueva contraseña para su cuenta de Sellerie Shop.',
    intro:
      'Ha solicitado restablecer la contraseña de su cuenta de Sellerie Shop. Haga clic en el botón de abajo para elegir una nueva.',
    button: 'Elegir una nueva contraseña',
    note: 'Este enlace es válido durante un tiempo limitado y solo puede usarse una vez. Si no ha hecho esta solicitud, ignore este correo: su contraseña no cambiará.',
  },
  de: {
    subject: 'Passwort zurücksetzen',
    preheader: 'Wählen Sie ein neues Passwort für Ihr Sellerie-Shop-Konto.',
    intro:
      'Sie haben angefordert, das Passwort Ihres Sellerie-Shop-Kontos zurückzusetzen. Klicken Sie auf die Schaltfläche unten, um ein neues zu wählen.',
    button: 'Neues Passwort wählen',
    note: 'Dieser Link ist nur begrenzte Zeit gültig und kann nur einmal verwendet werden. Falls Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  },
  it: {
    subject: 'Reimpostazione della password',
    preheader: 'Scegli una nuova password per il tuo account Sellerie Shop.',
    intro:
      'Hai chiesto di reimpostare la password del tuo account Sellerie Shop. Fai clic sul pulsante qui sotto per sceglierne una nuova.',
    button: 'Scegli una nuova password',
    note: 'Questo link è valido per un periodo limitato e può essere usato una sola volta. Se non hai fatto tu questa richiesta, ignora questa e-mail: la tua password resta invariata.',
  },
  pt: {
    subject: 'Redefinição da sua palavra-passe',
    preheader: 'Escolha uma nova palavra-passe para a sua conta Sellerie Shop.',
    intro:
      'Pediu para redefinir a palavra-passe da sua conta Sellerie Shop. Clique no botão abaixo para escolher uma nova.',
    button: 'Escolher uma nova palavra-passe',
    note: 'Este link é válido durante um período limitado e só pode ser usado uma vez. Se não fez este pedido, ignore este e-mail: a sua palavra-passe não será alterada.',
  },
};

export const LOGIN_ATTACK_TEXTS: Record<Locale, TemplateTexts> = {
  fr: {
    subject: 'Des tentatives de connexion à votre compte ont échoué',
    preheader: 'Quelqu’un essaie de nombreux mots de passe sur votre compte Sellerie Shop.',
    intro:
      'De nombreuses tentatives de connexion à votre compte Sellerie Shop ont échoué en peu de temps. Nous les avons ralenties ; vous pouvez toujours vous connecter, en particulier depuis un appareil déjà utilisé. Si ce n’était pas vous, choisissez un nouveau mot de passe, que vous n’utilisez sur aucun autre site.',
    button: 'Choisir un nouveau mot de passe',
    note: 'Si c’était vous, ignorez cet e-mail. Nous ne vous demanderons jamais votre mot de passe par e-mail.',
  },
  en: {
    subject: 'Failed attempts to log in to your account',
    preheader: 'Someone is trying many passwords on your Sellerie Shop account.',
    intro:
      'Many attempts to log in to your Sellerie Shop account failed in a short time. We have slowed them down; you can still log in, especially from a device you used before. If it was not you, choose a new password that you use on no other site.',
    button: 'Choose a new password',
    note: 'If it was you, ignore this e-mail. We will never ask for your password by e-mail.',
  },
  es: {
    subject: 'Intentos fallidos de conexión a su cuenta',
    preheader: 'Alguien está probando muchas contraseñas en su cuenta de Sellerie Shop.',
    intro:
      'Muchos intentos de conexión a su cuenta de Sellerie Shop han fallado en poco tiempo. Los hemos ralentizado; puede seguir conectándose, sobre todo desde un dispositivo que ya haya utilizado. Si no era usted, elija una nueva contraseña que no utilice en ningún otro sitio.',
    button: 'Elegir una nueva contraseña',
    note: 'Si era usted, ignore este correo. Nunca le pediremos su contraseña por correo electrónico.',
  },
  de: {
    subject: 'Fehlgeschlagene Anmeldeversuche bei Ihrem Konto',
    preheader: 'Jemand probiert viele Passwörter für Ihr Sellerie-Shop-Konto aus.',
    intro:
      'In kurzer Zeit sind viele Anmeldeversuche bei Ihrem Sellerie-Shop-Konto fehlgeschlagen. Wir haben sie verlangsamt; Sie können sich weiterhin anmelden, insbesondere von einem bereits genutzten Gerät. Wenn Sie das nicht waren, wählen Sie ein neues Passwort, das Sie auf keiner anderen Website verwenden.',
    button: 'Neues Passwort wählen',
    note: 'Wenn Sie das waren, ignorieren Sie diese E-Mail. Wir fragen Sie niemals per E-Mail nach Ihrem Passwort.',
  },
  it: {
    subject: 'Tentativi di accesso al tuo account non riusciti',
    preheader: 'Qualcuno sta provando molte password sul tuo account Sellerie Shop.',
    intro:
      'Molti tentativi di accesso al tuo account Sellerie Shop non sono riusciti in poco tempo. Li abbiamo rallentati; puoi comunque accedere, in particolare da un dispositivo già usato. Se non eri tu, scegli una nuova password che non usi su nessun altro sito.',
    button: 'Scegli una nuova password',
    note: 'Se eri tu, ignora questa e-mail. Non ti chiederemo mai la password via e-mail.',
  },
  pt: {
    subject: 'Tentativas falhadas de início de sessão na sua conta',
    preheader: 'Alguém está a experimentar muitas palavras-passe na sua conta Sellerie Shop.',
    intro:
      'Muitas tentativas de início de sessão na sua conta Sellerie Shop falharam em pouco tempo. Abrandámo-las; pode continuar a iniciar sessão, sobretudo a partir de um dispositivo já utilizado. Se não foi você, escolha uma nova palavra-passe que não utilize em nenhum outro site.',
    button: 'Escolher uma nova palavra-passe',
    note: 'Se foi você, ignore este e-mail. Nunca lhe pediremos a palavra-passe por e-mail.',
  },
};
