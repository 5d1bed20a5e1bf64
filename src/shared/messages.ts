import type { Locale } from './locale';
import { ACCOUNT_MESSAGES } from './message-texts/accounts';
import { COMPANY_MESSAGES } from './message-texts/companies';
import { CONTENT_MESSAGES } from './message-texts/content';
import { CATALOGUE_STRUCTURE_MESSAGES } from './message-texts/catalogue-structure';
import { CATALOGUE_IMPORT_MESSAGES } from './message-texts/catalogue-import';
import { CATALOGUE_ADMIN_MESSAGES } from './message-texts/catalogue-admin';
import { ORDER_DESK_MESSAGES } from './message-texts/order-desk';
import { ORDER_MESSAGES } from './message-texts/orders';
import { PROMOTION_MESSAGES } from './message-texts/promotions';
import { QUESTION_MESSAGES } from './message-texts/questions';
import { GIFT_CARD_PURCHASE_MESSAGES } from './message-texts/gift-card-purchase';
import { QUICK_ORDER_MESSAGES } from './message-texts/quick-order';
import { REQUEST_MESSAGES } from './message-texts/request';
import { REVIEW_MESSAGES } from './message-texts/reviews';
import { SETTINGS_MESSAGES } from './message-texts/settings';
import { STAFF_MESSAGES } from './message-texts/staff';
import { SUPPORT_MESSAGES } from './message-texts/support';
import { UPLOAD_MESSAGES } from './message-texts/uploads';

/**
 * Messages the API sends back (validation, errors). French texts are SPEC §5/§8 verbatim.
 * The UI has its own catalogues in src/web/i18n; these are for server answers only.
 */
const MESSAGES = {
  ...REQUEST_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...COMPANY_MESSAGES,
  ...ORDER_MESSAGES,
  ...ORDER_DESK_MESSAGES,
  ...QUICK_ORDER_MESSAGES,
  ...QUESTION_MESSAGES,
  ...SETTINGS_MESSAGES,
  ...STAFF_MESSAGES,
  ...SUPPORT_MESSAGES,
  ...UPLOAD_MESSAGES,
  ...PROMOTION_MESSAGES,
  ...GIFT_CARD_PURCHASE_MESSAGES,
  ...CONTENT_MESSAGES,
  ...CATALOGUE_STRUCTURE_MESSAGES,
  ...CATALOGUE_IMPORT_MESSAGES,
  ...CATALOGUE_ADMIN_MESSAGES,
  ...REVIEW_MESSAGES,
  code_unknown: {
    fr: "Ce code n'existe pas.",
    en: 'This code does not exist.',
    es: 'Este código no existe.',
    de: 'Diesen Code gibt es nicht.',
    it: 'Questo codice non esiste.',
    pt: 'Este código não existe.',
  },
  code_refused: {
    fr: "Ce code n'est pas valable pour cette commande.",
    en: 'This code is not valid for this order.',
    es: 'Este código no es válido para este pedido.',
    de: 'Dieser Code gilt nicht für diese Bestellung.',
    it: 'Questo codice non è valido per questo ordine.',
    pt: 'Este código não é válido para esta encomenda.',
  },
  code_min_amount: {
    fr: "Ce code s'applique à partir de {amount} € d'achats.",
    en: 'This code applies from {amount} € of purchases.',
    es: 'Este código se aplica a partir de {amount} € de compra.',
    de: 'Dieser Code gilt ab einem Einkaufswert von {amount} €.',
    it: 'Questo codice si applica a partire da {amount} € di acquisti.',
    pt: 'Este código aplica-se a partir de {amount} € de compras.',
  },
  code_not_eligible: {
    fr: "Ce code ne s'applique à aucun article de votre panier (il est valable sur : {scope}).",
    en: 'This code applies to none of the items in your cart (it is valid on: {scope}).',
    es: 'Este código no se aplica a ningún artículo de su carrito (es válido en: {scope}).',
    de: 'Dieser Code gilt für keinen Artikel in Ihrem Warenkorb (er gilt für: {scope}).',
    it: 'Questo codice non si applica a nessun articolo del carrello (è valido su: {scope}).',
    pt: 'Este código não se aplica a nenhum artigo do seu carrinho (é válido em: {scope}).',
  },
  code_pro_only: {
    fr: 'Ce code est réservé aux comptes professionnels vérifiés.',
    en: 'This code is for verified professional accounts only.',
    es: 'Este código está reservado a las cuentas profesionales verificadas.',
    de: 'Dieser Code ist verifizierten Geschäftskonten vorbehalten.',
    it: 'Questo codice è riservato agli account professionali verificati.',
    pt: 'Este código está reservado a contas profissionais verificadas.',
  },
  gift_card_spent: {
    fr: 'Le solde de cette carte cadeau a été utilisé entre-temps : vérifiez le reste à payer.',
    en: 'The balance of this gift card was used in the meantime: please check the amount left to pay.',
    es: 'El saldo de esta tarjeta regalo se ha usado mientras tanto: revise el importe pendiente.',
    de: 'Das Guthaben dieses Geschenkgutscheins wurde inzwischen verwendet: Bitte prüfen Sie den Restbetrag.',
    it: "Il saldo di questa carta regalo è stato usato nel frattempo: controlla l'importo da pagare.",
    pt: 'O saldo deste cartão presente foi usado entretanto: verifique o valor em falta.',
  },
  cart_changed: {
    fr: 'Votre panier a changé entre-temps : vérifiez-le avant de valider la commande.',
    en: 'Your cart changed in the meantime: please check it before placing the order.',
    es: 'Su carrito ha cambiado mientras tanto: revíselo antes de confirmar el pedido.',
    de: 'Ihr Warenkorb hat sich inzwischen geändert: Bitte prüfen Sie ihn, bevor Sie bestellen.',
    it: "Il carrello è cambiato nel frattempo: controllalo prima di confermare l'ordine.",
    pt: 'O seu carrinho mudou entretanto: verifique-o antes de validar a encomenda.',
  },
  order_not_payable: {
    fr: 'Cette commande ne peut pas être payée ainsi : elle est déjà payée, annulée, ou réglée par un autre moyen.',
    en: 'This order cannot be paid this way: it is already paid, cancelled, or settled by another method.',
    es: 'Este pedido no se puede pagar así: ya está pagado, cancelado o se abona por otro medio.',
    de: 'Diese Bestellung kann so nicht bezahlt werden: Sie ist bereits bezahlt, storniert oder wird anders beglichen.',
    it: "Quest'ordine non può essere pagato così: è già pagato, annullato o saldato con un altro mezzo.",
    pt: 'Esta encomenda não pode ser paga assim: já está paga, cancelada ou é liquidada por outro meio.',
  },
  saved_carts_full: {
    fr: 'Vous avez déjà {max} paniers enregistrés : supprimez-en un pour en enregistrer un nouveau.',
    en: 'You already have {max} saved carts: delete one to save a new one.',
    es: 'Ya tiene {max} carritos guardados: elimine uno para guardar uno nuevo.',
    de: 'Sie haben bereits {max} gespeicherte Warenkörbe: Löschen Sie einen, um einen neuen zu speichern.',
    it: 'Hai già {max} carrelli salvati: eliminane uno per salvarne uno nuovo.',
    pt: 'Já tem {max} carrinhos guardados: elimine um para guardar um novo.',
  },
  gift_card_refused: {
    fr: "Cette carte cadeau n'est plus utilisable (expirée, épuisée ou désactivée).",
    en: 'This gift card can no longer be used (expired, used up or disabled).',
    es: 'Esta tarjeta regalo ya no se puede usar (caducada, agotada o desactivada).',
    de: 'Dieser Geschenkgutschein kann nicht mehr verwendet werden (abgelaufen, aufgebraucht oder deaktiviert).',
    it: 'Questa carta regalo non è più utilizzabile (scaduta, esaurita o disattivata).',
    pt: 'Este cartão presente já não pode ser usado (expirado, esgotado ou desativado).',
  },
  loyalty_points_short: {
    fr: 'Vous avez {balance} points de fidélité.',
    en: 'You have {balance} loyalty points.',
    es: 'Tiene {balance} puntos de fidelidad.',
    de: 'Sie haben {balance} Treuepunkte.',
    it: 'Hai {balance} punti fedeltà.',
    pt: 'Tem {balance} pontos de fidelidade.',
  },
} satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function message(
  key: MessageKey,
  locale: Locale,
  params: Record<string, string> = {},
): string {
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}

export const MESSAGE_KEYS = Object.keys(MESSAGES) as MessageKey[];
