/**
 * The words of the sign-up e-mails: confirming the address (`verify_email`), then the welcome
 * once it is confirmed (`welcome`).
 */
import type { Locale } from '../../shared/locale';
import type { TemplateTexts } from './mail.texts';

export const VERIFY_EMAIL_TEXTS: Record<Locale, TemplateTexts> = {
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
};

export const WELCOME_TEXTS: Record<Locale, TemplateTexts> = {
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
};
