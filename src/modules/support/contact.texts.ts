/**
 * The contact subjects as people read them, in the six languages: the form's choices, the
 * e-mails' subject line and the back office's list (decision 052). Pure.
 */
import type { Locale } from '../../shared/locale';
import type { ContactSubject } from './contact.rules';

export const CONTACT_SUBJECT_LABELS: Record<Locale, Record<ContactSubject, string>> = {
  fr: {
    order: 'Suivi de commande',
    product: 'Question sur un produit',
    fitting: 'Conseil de montage et de compatibilité',
    pro: 'Compte professionnel (PRO)',
    other: 'Autre demande',
  },
  en: {
    order: 'Order follow-up',
    product: 'Product question',
    fitting: 'Fitting and compatibility advice',
    pro: 'Professional account (PRO)',
    other: 'Other request',
  },
  es: {
    order: 'Seguimiento de pedido',
    product: 'Pregunta sobre un producto',
    fitting: 'Consejo de montaje y compatibilidad',
    pro: 'Cuenta profesional (PRO)',
    other: 'Otra consulta',
  },
  de: {
    order: 'Bestellstatus',
    product: 'Frage zu einem Produkt',
    fitting: 'Beratung zu Einbau und Passform',
    pro: 'Geschäftskundenkonto (PRO)',
    other: 'Sonstige Anfrage',
  },
  it: {
    order: 'Stato dell’ordine',
    product: 'Domanda su un prodotto',
    fitting: 'Consigli di montaggio e compatibilità',
    pro: 'Account professionale (PRO)',
    other: 'Altra richiesta',
  },
  pt: {
    order: 'Acompanhamento de encomenda',
    product: 'Pergunta sobre um produto',
    fitting: 'Conselho de montagem e compatibilidade',
    pro: 'Conta profissional (PRO)',
    other: 'Outro pedido',
  },
};
