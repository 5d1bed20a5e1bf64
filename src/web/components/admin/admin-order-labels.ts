/**
 * The words staff read instead of the order's codes: its statuses, a refund's outcome, an
 * e-mail's kind and sending state. An unknown code (a value added later) shows as itself.
 */
import { SHOP_TIME_ZONE } from '../../../modules/backoffice/dashboard.rules';
import type { MessageKey, Translate } from '../../i18n';

type Family = 'status' | 'payment' | 'shipping' | 'refund' | 'email' | 'emailStatus';

export function codeLabel(t: Translate, family: Family, code: string | null): string {
  if (code === null) return '—';
  const key = `admin.${family}.${code}` as MessageKey;
  const text = t(key);
  return text === key ? code : text;
}

/** "paid · payment received · not shipped": the order's three statuses in words. */
export function stateLabel(
  t: Translate,
  order: { status: string; paymentStatus: string; shippingStatus: string },
): string {
  return [
    codeLabel(t, 'status', order.status),
    codeLabel(t, 'payment', order.paymentStatus),
    codeLabel(t, 'shipping', order.shippingStatus),
  ].join(' · ');
}

/** A moment of the order's life, to the minute, in the shop's time zone. */
export function formatMoment(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(iso));
}
