import type { Locale } from '../../shared/locale';
import type { MailPaymentMethod } from './order-mail.contract';
import { ORDER_DETAIL_LABELS, type OrderDetailLabels } from './order-mail-details.texts';
import { MAIL_PAYMENT_METHOD_LABELS } from './order-mail-methods.texts';
import { ORDER_SUMMARY_LABELS, type OrderSummaryLabels } from './order-mail-summary.texts';

/**
 * Words of the order summary, the delivery and the bank details, shared by the order e-mails:
 * the summary table, the blocks under it and the payment methods' names each have their file.
 */
export interface OrderLabels extends OrderSummaryLabels, OrderDetailLabels {
  methods: Record<MailPaymentMethod, string>;
}

const labels = (locale: Locale): OrderLabels => ({
  ...ORDER_SUMMARY_LABELS[locale],
  ...ORDER_DETAIL_LABELS[locale],
  methods: MAIL_PAYMENT_METHOD_LABELS[locale],
});

export const ORDER_LABELS: Record<Locale, OrderLabels> = {
  fr: labels('fr'),
  en: labels('en'),
  es: labels('es'),
  de: labels('de'),
  it: labels('it'),
  pt: labels('pt'),
};
