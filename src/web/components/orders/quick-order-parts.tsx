import { formatPrice } from '../../../shared/money';
import { useT } from '../../i18n';
import { shown, useProPrices } from '../price/tax-basis';
import type { AcceptedView, RefusedView } from '../../orders/quick-order.server';

/** The lines ready to join the cart: reference, item, quantity, today's price, stock. */
export function AcceptedTable({ lines }: { lines: AcceptedView[] }) {
  const t = useT();
  // A verified PRO reads prices excl. tax, as in the cart (decision 048).
  const pro = useProPrices();
  return (
    <table className="orders-table" data-testid="quick-order-accepted">
      <caption className="visually-hidden">
        {t('quickOrder.previewTitle', { count: lines.length })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('quickOrder.colReference')}</th>
          <th scope="col">{t('quickOrder.colProduct')}</th>
          <th scope="col">{t('quickOrder.colQuantity')}</th>
          <th scope="col">{t(pro ? 'cart.colUnitPriceHt' : 'quickOrder.colUnitPrice')}</th>
          <th scope="col">{t(pro ? 'cart.colTotalHt' : 'quickOrder.colTotal')}</th>
          <th scope="col">{t('quickOrder.colStock')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.reference} data-testid="quick-order-line">
            <th scope="row" data-label={t('quickOrder.colReference')}>
              <span className="quick-order-reference">{line.reference}</span>
            </th>
            <td data-label={t('quickOrder.colProduct')}>
              {line.product_name}
              {line.variant_name ? (
                <span className="quick-order-variant">{line.variant_name}</span>
              ) : null}
            </td>
            <td data-label={t('quickOrder.colQuantity')}>{line.quantity}</td>
            <td data-label={t('quickOrder.colUnitPrice')} className="orders-total">
              {formatPrice(shown(pro, line.unit_price_ht_cents, line.unit_price_ttc_cents))}
            </td>
            <td data-label={t('quickOrder.colTotal')} className="orders-total">
              {formatPrice(shown(pro, line.total_ht_cents, line.total_ttc_cents))}
            </td>
            <td data-label={t('quickOrder.colStock')}>
              <StockText line={line} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function StockText({ line }: { line: AcceptedView }) {
  const t = useT();
  if (line.stock === 'available') return <>{t('quickOrder.inStock')}</>;
  const { reorder_delay_min: min, reorder_delay_max: max } = line;
  const text =
    min !== null && max !== null && min !== max
      ? t('product.stockReorder', { min, max })
      : (min ?? max) !== null
        ? t('product.stockReorderDays', { days: (min ?? max)! })
        : t('product.stockReorderNoDelay');
  return <span className="quick-order-stock-reorder">{text}</span>;
}

/** The lines left out, each with its line number, what was typed and why. */
export function RefusedList({ lines, title }: { lines: RefusedView[]; title: string }) {
  const t = useT();
  if (lines.length === 0) return null;
  return (
    <section className="quick-order-section" aria-labelledby="quick-order-refused-title">
      <h2 id="quick-order-refused-title">{title}</h2>
      <ul className="quick-order-refused" data-testid="quick-order-refused">
        {lines.map((line, index) => (
          <li key={`${line.line ?? 'r'}-${index}`} data-testid="quick-order-refused-line">
            {line.line !== null ? (
              <span>{t('quickOrder.line', { line: line.line })} · </span>
            ) : null}
            <strong className="quick-order-reference">{line.label}</strong>
            {line.name ? <span> — {line.name}</span> : null}
            {line.quantity !== null ? <span> × {line.quantity}</span> : null}
            <span className="quick-order-reason">{line.message}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
