import type { TimelineEntry } from '../../../modules/backoffice';
import type { Locale } from '../../../shared/locale';
import { formatPrice } from '../../../shared/money';
import { useLocale, useT, type MessageKey, type Translate } from '../../i18n';
import { methodName } from '../orders/order-view';
import { codeLabel, formatMoment } from './admin-order-labels';

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const money = (value: string | number | null | undefined) =>
  typeof value === 'number' ? formatPrice(value) : '';

/** What one entry says beyond its heading, in words (codes translated). */
function detailsOf(entry: TimelineEntry, t: Translate, locale: Locale): string {
  const d = entry.details;
  const parts: string[] = (() => {
    switch (entry.kind) {
      case 'placed':
        return [text(d.number)];
      case 'payment':
        return [
          money(d.amount_cents),
          methodName(text(d.method), locale) ?? text(d.method),
          t(`admin.orders.attempt.${text(d.status)}` as MessageKey),
          text(d.reference),
        ];
      case 'notification':
        return [
          text(d.provider),
          t(`admin.orders.attempt.${text(d.outcome)}` as MessageKey),
          text(d.reference),
        ];
      case 'refund':
        return [money(d.amount_cents), text(d.reason), codeLabel(t, 'refund', text(d.status))];
      case 'parcel':
        return [text(d.carrier), text(d.tracking_number)];
      case 'email':
        return [
          codeLabel(t, 'email', text(d.template)),
          text(d.to),
          codeLabel(t, 'emailStatus', text(d.status)),
        ];
      case 'invoice':
      case 'credit_note':
        return [text(d.number), money(d.total_ttc_cents)];
      case 'audit': {
        const key = `admin.timeline.action.${text(d.action)}` as MessageKey;
        return [t(key) === key ? text(d.action) : t(key)];
      }
      case 'note':
        return [text(d.body)];
      case 'cancelled':
        return [];
    }
  })();
  return parts.filter((part) => part !== '').join(' · ');
}

/** The order's life, oldest first: what happened, when, and who did it when staff did. */
export function AdminOrderTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="admin-timeline" aria-labelledby="admin-timeline-title">
      <h2 id="admin-timeline-title">{t('admin.orders.timelineTitle')}</h2>
      {entries.length === 0 ? (
        <p>{t('admin.orders.timelineEmpty')}</p>
      ) : (
        <ol data-testid="admin-timeline">
          {entries.map((entry, index) => (
            <li key={`${entry.kind}-${entry.at}-${index}`} data-kind={entry.kind}>
              <time dateTime={entry.at}>{formatMoment(entry.at, locale)}</time>
              <strong>{t(`admin.timeline.${entry.kind}` as MessageKey)}</strong>
              {entry.actor ? (
                <span className="admin-timeline-actor">
                  {t('admin.timeline.by', { name: entry.actor.name })}
                </span>
              ) : null}
              <span className="admin-timeline-details">{detailsOf(entry, t, locale)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
