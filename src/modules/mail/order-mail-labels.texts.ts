import type { Locale } from '../../shared/locale';
import { PAYMENT_METHOD_NAMES } from '../../shared/payment-methods';
import type { MailPaymentMethod } from './order-mail.contract';
import { ORDER_DETAIL_LABELS, type OrderDetailLabels } from './order-mail-details.texts';
import { ORDER_SUMMARY_LABELS, type OrderSummaryLabels } from './order-mail-summary.texts';

/**
 * Words of the order summary, the delivery and the bank details, shared by the order e-mails:
 * the summary table and the blocks under it each have their file; the payment methods' names
 * are the shop's one list (shared/payment-methods.ts, their `document` form).
 */
export interface OrderLabels extends OrderSummaryLabels, OrderDetailLabels {
  methods: Readonly<Record<MailPaymentMethod, string>>;
}

const labels = (locale: Locale): OrderLabels => ({
  ...ORDER_SUMMARY_LABELS[locale],
  ...ORDER_DETAIL_LABELS[locale],
  methods: PAYMENT_METHOD_NAMES[locale].document,
});

export const ORDER_LABELS: Record<Locale, OrderLabels> = {
  fr: labels('fr'),
  en: labels('en'),
  es: labels('es'),
  de: labels('de'),
  it: labels('it'),
  pt: labels('pt'),
};
