/**
 * Words of the blocks under the order summary: delivery, payment and bank details, the parcel's
 * tracking, the customer's contact (in the shop's own mail).
 */
import type { Locale } from '../../shared/locale';

export interface OrderDetailLabels {
  delivery: string;
  deliveryAddress: string;
  relayPoint: string;
  pickupAddress: string;
  pickupHours: string;
  payment: string;
  bankDetails: string;
  amount: string;
  holder: string;
  reference: string;
  deadline: string;
  carrier: string;
  trackingNumber: string;
  /** The button to the carrier's tracking page. */
  trackParcel: string;
  customer: string;
  email: string;
  phone: string;
}

export const ORDER_DETAIL_LABELS: Record<Locale, OrderDetailLabels> = {
  fr: {
    delivery: 'Mode de livraison',
    deliveryAddress: 'Adresse de livraison',
    relayPoint: 'Point relais',
    pickupAddress: 'Adresse du magasin',
    pickupHours: 'Horaires de retrait',
    payment: 'Moyen de paiement',
    bankDetails: 'Coordonnées bancaires',
    amount: 'Montant',
    holder: 'Titulaire du compte',
    reference: 'Référence à indiquer',
    deadline: 'À recevoir au plus tard le',
    carrier: 'Transporteur',
    trackingNumber: 'Numéro de suivi',
    trackParcel: 'Suivre mon colis',
    customer: 'Client',
    email: 'E-mail',
    phone: 'Téléphone',
  },
  en: {
    delivery: 'Delivery method',
    deliveryAddress: 'Delivery address',
    relayPoint: 'Pickup point',
    pickupAddress: 'Shop address',
    pickupHours: 'Pickup hours',
    payment: 'Payment method',
    bankDetails: 'Bank details',
    amount: 'Amount',
    holder: 'Account holder',
    reference: 'Reference to quote',
    deadline: 'To be received by',
    carrier: 'Carrier',
    trackingNumber: 'Tracking number',
    trackParcel: 'Track my parcel',
    customer: 'Customer',
    email: 'E-mail',
    phone: 'Phone',
  },
  es: {
    delivery: 'Modo de envío',
    deliveryAddress: 'Dirección de entrega',
    relayPoint: 'Punto de recogida',
    pickupAddress: 'Dirección de la tienda',
    pickupHours: 'Horario de recogida',
    payment: 'Forma de pago',
    bankDetails: 'Datos bancarios',
    amount: 'Importe',
    holder: 'Titular de la cuenta',
    reference: 'Referencia que debe indicar',
    deadline: 'Debe recibirse a más tardar el',
    carrier: 'Transportista',
    trackingNumber: 'Número de seguimiento',
    trackParcel: 'Seguir mi paquete',
    customer: 'Cliente',
    email: 'Correo electrónico',
    phone: 'Teléfono',
  },
  de: {
    delivery: 'Versandart',
    deliveryAddress: 'Lieferadresse',
    relayPoint: 'Abholstelle',
    pickupAddress: 'Adresse des Geschäfts',
    pickupHours: 'Abholzeiten',
    payment: 'Zahlungsart',
    bankDetails: 'Bankverbindung',
    amount: 'Betrag',
    holder: 'Kontoinhaber',
    reference: 'Anzugebender Verwendungszweck',
    deadline: 'Zahlungseingang spätestens am',
    carrier: 'Versanddienstleister',
    trackingNumber: 'Sendungsnummer',
    trackParcel: 'Sendung verfolgen',
    customer: 'Kunde',
    email: 'E-Mail',
    phone: 'Telefon',
  },
  it: {
    delivery: 'Modalità di consegna',
    deliveryAddress: 'Indirizzo di consegna',
    relayPoint: 'Punto di ritiro',
    pickupAddress: 'Indirizzo del negozio',
    pickupHours: 'Orari di ritiro',
    payment: 'Metodo di pagamento',
    bankDetails: 'Coordinate bancarie',
    amount: 'Importo',
    holder: 'Intestatario del conto',
    reference: 'Causale da indicare',
    deadline: 'Da ricevere entro il',
    carrier: 'Corriere',
    trackingNumber: 'Numero di tracciamento',
    trackParcel: 'Traccia il mio pacco',
    customer: 'Cliente',
    email: 'E-mail',
    phone: 'Telefono',
  },
  pt: {
    delivery: 'Modo de envio',
    deliveryAddress: 'Morada de entrega',
    relayPoint: 'Ponto de recolha',
    pickupAddress: 'Morada da loja',
    pickupHours: 'Horário de levantamento',
    payment: 'Método de pagamento',
    bankDetails: 'Dados bancários',
    amount: 'Montante',
    holder: 'Titular da conta',
    reference: 'Referência a indicar',
    deadline: 'A receber até',
    carrier: 'Transportadora',
    trackingNumber: 'Número de seguimento',
    trackParcel: 'Seguir a minha encomenda',
    customer: 'Cliente',
    email: 'E-mail',
    phone: 'Telefone',
  },
};
