import { Form } from 'react-router';
import { useLocale, useT } from '../../i18n';
import { href } from '../../paths';

/**
 * "Order again" (decision 049): a plain form post to the quick-order page, which puts the
 * order's lines still sold into the cart at today's prices, then opens the cart — or, when a
 * line could not be added, says which and why.
 */
export function ReorderButton({
  orderId,
  number,
  small = false,
}: {
  orderId: number;
  number: string;
  small?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <Form method="post" action={href('compte-quick-order', null, locale)} className="reorder-form">
      <input type="hidden" name="intent" value="reorder" />
      <input type="hidden" name="order" value={orderId} />
      <button
        type="submit"
        className={`button ${small ? 'button-secondary button-small' : 'button-brand'}`}
        aria-label={t('orders.reorderOf', { number })}
        data-testid="reorder"
      >
        {t('orders.reorder')}
      </button>
    </Form>
  );
}
