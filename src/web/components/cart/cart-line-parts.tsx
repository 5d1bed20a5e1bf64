/** Pieces of a cart line: the remove icon and the workshop fitting switch (SPEC §5). */
import { Form } from 'react-router';
import type { OrderLineCents } from '../../../modules/orders';
import { formatPrice } from '../../../shared/money';
import { useT } from '../../i18n';
import { useProPrices } from '../price/tax-basis';

export function TrashIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 7h16M9 7V4.5h6V7M6.5 7l1 13h9l1-13M10 11v6M14 11v6" />
    </svg>
  );
}

/**
 * The line's workshop fitting (SPEC §5): its price when asked, and a button to add or remove
 * it — a plain form post, answered by the cart page.
 */
export function FittingChoice({ line, cartPath }: { line: OrderLineCents; cartPath: string }) {
  const t = useT();
  // A verified PRO reads the fitting excl. tax (decision 048).
  const pro = useProPrices();
  const price = formatPrice(
    (pro ? line.assembly_unit_price_ht_cents : line.assembly_unit_price_ttc_cents) ?? 0,
  );
  return (
    <Form
      method="post"
      action={cartPath}
      className="cart-line-assembly"
      data-testid="cart-line-assembly"
    >
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="line_id" value={line.id} />
      <input type="hidden" name="with_assembly" value={line.with_assembly ? '0' : '1'} />
      {line.with_assembly ? (
        <span className="cart-line-assembly-text" data-testid="cart-line-assembly-price">
          {t('cart.assemblyPrice', { price })}
        </span>
      ) : null}
      <button type="submit" className="link-button" data-testid="cart-line-assembly-toggle">
        {line.with_assembly ? t('cart.assemblyRemove') : t('cart.assemblyAdd', { price })}
      </button>
    </Form>
  );
}
