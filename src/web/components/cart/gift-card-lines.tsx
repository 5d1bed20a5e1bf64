import { Form } from 'react-router';
import type { OrderCents } from '../../../modules/orders';
import { formatPrice } from '../../../shared/money';
import { useLocale, useT } from '../../i18n';
import { href } from '../../paths';

/**
 * The gift cards bought in an order (decision 056): one line each, marked as a gift card, with
 * who it is for and when it is (or was) sent. In a cart each has a "Remove" form (it posts to
 * the gift cards page, which sends back to the cart).
 */
export function GiftCardLines({
  order,
  removable,
}: {
  order: Pick<OrderCents, 'gift_cards_sold'>;
  removable: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const day = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso),
    );
  if (order.gift_cards_sold.length === 0) return null;
  return (
    <ul className="cart-line-list gift-card-lines" data-testid="gift-card-lines">
      {order.gift_cards_sold.map((line) => (
        <li key={line.id} className="cart-line gift-card-line" data-testid="gift-card-line">
          <div className="gift-card-line-text">
            <strong>{t('giftCards.line')}</strong>{' '}
            {line.recipient === 'other'
              ? t('giftCards.lineFor', {
                  name: line.recipient_name ?? '',
                  email: line.recipient_email ?? '',
                })
              : t('giftCards.lineSelf')}
            <br />
            <small>
              {line.voided
                ? t('giftCards.lineVoided')
                : line.sent_at
                  ? t('giftCards.lineSent', { day: day(line.sent_at) })
                  : t('giftCards.lineWaiting', { day: day(line.deliver_on) })}
            </small>
          </div>
          <span className="gift-card-line-amount" data-testid="gift-card-line-amount">
            {formatPrice(line.amount_cents)}
          </span>
          {removable ? (
            <Form method="post" action={href('cartes-cadeaux', null, locale)}>
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="line_id" value={line.id} />
              <button type="submit" className="button-link">
                {t('giftCards.remove')}
              </button>
            </Form>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
