import type { Locale } from '../../shared/locale';
import { ORDER_EMAIL_TEMPLATES, type OrderEmailTemplate } from './order-mail.data';

/** The account e-mails: a few words, a button and its link. */
export const LINK_EMAIL_TEMPLATES = [
  'verify_email',
  'password_reset',
  'welcome',
  'newsletter_confirm',
  'login_attack',
] as const;
export type LinkEmailTemplate = (typeof LINK_EMAIL_TEMPLATES)[number];

/** The transactional e-mails the shop sends: account mails, then order mails (order-mail.*). */
export type EmailTemplate = LinkEmailTemplate | OrderEmailTemplate;
export const EMAIL_TEMPLATES: readonly EmailTemplate[] = [
  ...LINK_EMAIL_TEMPLATES,
  ...ORDER_EMAIL_TEMPLATES,
];

/** Data each account template needs (all strings; `link` is an absolute http(s) URL). */
export const LINK_TEMPLATE_FIELDS: Record<LinkEmailTemplate, readonly string[]> = {
  verify_email: ['firstname', 'link'],
  password_reset: ['firstname', 'link'],
  welcome: ['firstname', 'link'],
  newsletter_confirm: ['link'],
  login_attack: ['firstname', 'link'],
};

/** One e-mail's words; `{name}` is replaced by the data value of that name. */
export interface TemplateTexts {
  subject: string;
  /** First line shown by mail clients next to the subject. */
  preheader: string;
  intro: string;
  button: string;
  /** After the button: validity, "ignore if it was not you". */
  note: string;
}

/** Words shared by every e-mail of a language. */
export interface CommonTexts {
  greeting: string;
  /** The greeting of the mails the shop sends itself (no first name). */
  teamGreeting: string;
  /** Before the link written in full. */
  fallback: string;
  signature: string;
  footer: string;
  /** After the button label in the text part (French puts a no-break space before it). */
  colon: string;
}

/** French texts use no-break spaces before : ; ! (typography: they never wrap alone). */
export const COMMON: Record<Locale, CommonTexts> = {
  fr: {
    greeting: 'Bonjour {firstname},',
    teamGreeting: 'Bonjour,',
    fallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    signature: 'L’équipe Sellerie Shop',
    footer:
      'Cet e-mail vous a été envoyé automatiquement par Sellerie Shop ; merci de ne pas y répondre.',
    colon: '\u00a0:',
  },
  en: {
    greeting: 'Hello {firstname},',
    teamGreeting: 'Hello,',
    fallback: 'If the button does not work, copy this link into your browser:',
    signature: 'The Sellerie Shop team',
    footer: 'This e-mail was sent automatically by Sellerie Shop; please do not reply to it.',
    colon: ':',
  },
  es: {
    greeting: 'Hola {firstname}:',
    teamGreeting: 'Hola:',
    fallback: 'Si el botón no funciona, copie este enlace en su navegador:',
    signature: 'El equipo de Sellerie Shop',
    footer: 'Sellerie Shop le ha enviado este correo automáticamente; por favor, no responda.',
    colon: ':',
  },
  de: {
    greeting: 'Hallo {firstname},',
    teamGreeting: 'Hallo,',
    fallback:
      'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
    signature: 'Ihr Sellerie-Shop-Team',
    footer:
      'Diese E-Mail wurde automatisch von Sellerie Shop versendet; bitte antworten Sie nicht darauf.',
    colon: ':',
  },
  it: {
    greeting: 'Gentile {firstname},',
    teamGreeting: 'Buongiorno,',
    fallback: 'Se il pulsante non funziona, copia questo link nel tuo browser:',
    signature: 'Il team Sellerie Shop',
    footer:
      'Questa e-mail è stata inviata automaticamente da Sellerie Shop; ti preghiamo di non rispondere.',
    colon: ':',
  },
  pt: {
    greeting: 'Olá {firstname},',
    teamGreeting: 'Olá,',
    fallback: 'Se o botão não funcionar, copie este link para o seu navegador:',
    signature: 'A equipa Sellerie Shop',
    footer: 'Este e-mail foi enviado automaticamente pela Sellerie Shop; por favor, não responda.',
    colon: ':',
  },
};

export const TEXTS: Record<LinkEmailTemplate, Record<Locale, TemplateTexts>> = {
  verify_email: {
    fr: {
      subject: 'Confirmez votre adresse e-mail',
      preheader: 'Un clic pour activer votre compte Sellerie Shop.',
      intro:
        'Merci d’avoir créé votre compte Sellerie Shop. Pour l’activer, confirmez votre adresse e-mail.',
      button: 'Confirmer mon adresse',
      note: 'Ce lien est valable pour une durée limitée. Si vous n’avez pas créé de compte, ignorez simplement cet e-mail.',
    },
    en: {
      subject: 'Confirm your e-mail address',
      preheader: 'One click to activate your Sellerie Shop account.',
      intro:
        'Thank you for creating your Sellerie Shop account. To activate it, please confirm your e-mail address.',
      button: 'Confirm my address',
      note: 'This link is valid for a limited time. If you did not create an account, simply ignore this e-mail.',
    },
    es: {
      subject: 'Confirme su dirección de correo electrónico',
      preheader: 'Un clic para activar su cuenta de Sellerie Shop.',
      intro:
        'Gracias por crear su cuenta de Sellerie Shop. Para activarla, confirme su dirección de correo electrónico.',
      button: 'Confirmar mi dirección',
      note: 'Este enlace es válido durante un tiempo limitado. Si no ha creado ninguna cuenta, ignore este correo.',
    },
    de: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
      preheader: 'Ein Klick, um Ihr Sellerie-Shop-Konto zu aktivieren.',
      intro:
        'Vielen Dank, dass Sie ein Sellerie-Shop-Konto erstellt haben. Bitte bestätigen Sie Ihre E-Mail-Adresse, um es zu aktivieren.',
      button: 'Adresse bestätigen',
      note: 'Dieser Link ist nur begrenzte Zeit gültig. Falls Sie kein Konto erstellt haben, ignorieren Sie diese E-Mail einfach.',
    },
    it: {
      subject: 'Conferma il tuo indirizzo e-mail',
      preheader: 'Un clic per attivare il tuo account Sellerie Shop.',
      intro:
        'Grazie per aver creato il tuo account Sellerie Shop. Per attivarlo, conferma il tuo indirizzo e-mail.',
      button: 'Conferma il mio indirizzo',
      note: 'Questo link è valido per un periodo limitato. Se non hai creato alcun account, ignora questa e-mail.',
    },
    pt: {
      subject: 'Confirme o seu endereço de e-mail',
      preheader: 'Um clique para ativar a sua conta Sellerie Shop.',
      intro:
        'Obrigado por criar a sua conta Sellerie Shop. Para a ativar, confirme o seu endereço de e-mail.',
      button: 'Confirmar o meu endereço',
      note: 'Este link é válido durante um período limitado. Se não criou nenhuma conta, ignore este e-mail.',
    },
  },
  password_reset: {
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
  },
  welcome: {
    fr: {
      subject: 'Bienvenue chez Sellerie Shop',
      preheader: 'Votre compte est prêt.',
      intro:
        'Votre adresse e-mail est confirmée et votre compte est prêt. Retrouvez vos commandes, vos adresses et votre véhicule dans votre espace client.',
      button: 'Accéder à mon compte',
      note: 'Housses, mousses et garnitures sur mesure pour votre véhicule : bonne visite !',
    },
    en: {
      subject: 'Welcome to Sellerie Shop',
      preheader: 'Your account is ready.',
      intro:
        'Your e-mail address is confirmed and your account is ready. Find your orders, your addresses and your vehicle in your customer area.',
      button: 'Go to my account',
      note: 'Made-to-fit seat covers, foam and trim for your vehicle: enjoy your visit!',
    },
    es: {
      subject: 'Bienvenido a Sellerie Shop',
      preheader: 'Su cuenta está lista.',
      intro:
        'Su dirección de correo electrónico está confirmada y su cuenta está lista. Encuentre sus pedidos, sus direcciones y su vehículo en su área de cliente.',
      button: 'Acceder a mi cuenta',
      note: 'Fundas, espumas y tapicerías a medida para su vehículo: ¡disfrute de su visita!',
    },
    de: {
      subject: 'Willkommen bei Sellerie Shop',
      preheader: 'Ihr Konto ist bereit.',
      intro:
        'Ihre E-Mail-Adresse ist bestätigt und Ihr Konto ist bereit. In Ihrem Kundenbereich finden Sie Ihre Bestellungen, Ihre Adressen und Ihr Fahrzeug.',
      button: 'Zu meinem Konto',
      note: 'Maßgefertigte Sitzbezüge, Schaumstoffe und Verkleidungen für Ihr Fahrzeug: Viel Spaß beim Stöbern!',
    },
    it: {
      subject: 'Benvenuto su Sellerie Shop',
      preheader: 'Il tuo account è pronto.',
      intro:
        'Il tuo indirizzo e-mail è confermato e il tuo account è pronto. Trova i tuoi ordini, i tuoi indirizzi e il tuo veicolo nella tua area clienti.',
      button: 'Vai al mio account',
      note: 'Coprisedili, imbottiture e rivestimenti su misura per il tuo veicolo: buona visita!',
    },
    pt: {
      subject: 'Bem-vindo à Sellerie Shop',
      preheader: 'A sua conta está pronta.',
      intro:
        'O seu endereço de e-mail está confirmado e a sua conta está pronta. Encontre as suas encomendas, os seus endereços e o seu veículo na sua área de cliente.',
      button: 'Aceder à minha conta',
      note: 'Capas, espumas e estofos à medida para o seu veículo: boa visita!',
    },
  },
  newsletter_confirm: {
    fr: {
      subject: 'Confirmez votre inscription à la newsletter',
      preheader: 'Un clic pour recevoir nos nouveautés et nos offres.',
      intro:
        'Vous avez demandé à recevoir la newsletter Sellerie Shop. Confirmez votre inscription pour recevoir nos nouveautés et nos codes promos.',
      button: 'Confirmer mon inscription',
      note: 'Si vous n’êtes pas à l’origine de cette demande, ignorez simplement cet e-mail : vous ne serez pas inscrit.',
    },
    en: {
      subject: 'Confirm your newsletter subscription',
      preheader: 'One click to receive our news and offers.',
      intro:
        'You asked to receive the Sellerie Shop newsletter. Confirm your subscription to get our new products and promo codes.',
      button: 'Confirm my subscription',
      note: 'If you did not ask for this, simply ignore this e-mail: you will not be subscribed.',
    },
    es: {
      subject: 'Confirme su suscripción al boletín',
      preheader: 'Un clic para recibir nuestras novedades y ofertas.',
      intro:
        'Ha solicitado recibir el boletín de Sellerie Shop. Confirme su suscripción para recibir nuestras novedades y códigos promocionales.',
      button: 'Confirmar mi suscripción',
      note: 'Si no ha realizado esta solicitud, ignore este correo: no quedará suscrito.',
    },
    de: {
      subject: 'Bestätigen Sie Ihr Newsletter-Abonnement',
      preheader: 'Ein Klick, um unsere Neuheiten und Angebote zu erhalten.',
      intro:
        'Sie möchten den Sellerie-Shop-Newsletter erhalten. Bestätigen Sie Ihr Abonnement, um unsere Neuheiten und Gutscheincodes zu bekommen.',
      button: 'Abonnement bestätigen',
      note: 'Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail einfach: Sie werden nicht eingetragen.',
    },
    it: {
      subject: 'Conferma l’iscrizione alla newsletter',
      preheader: 'Un clic per ricevere le nostre novità e offerte.',
      intro:
        'Hai chiesto di ricevere la newsletter di Sellerie Shop. Conferma l’iscrizione per ricevere le nostre novità e i codici promozionali.',
      button: 'Conferma l’iscrizione',
      note: 'Se non hai fatto tu questa richiesta, ignora questa e-mail: non verrai iscritto.',
    },
    pt: {
      subject: 'Confirme a sua subscrição da newsletter',
      preheader: 'Um clique para receber as nossas novidades e ofertas.',
      intro:
        'Pediu para receber a newsletter da Sellerie Shop. Confirme a subscrição para receber as nossas novidades e códigos promocionais.',
      button: 'Confirmar a subscrição',
      note: 'Se não fez este pedido, ignore simplesmente este e-mail: não ficará inscrito.',
    },
  },
  login_attack: {
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
  },
};
