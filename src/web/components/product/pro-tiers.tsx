import { useT } from '../../i18n';

/**
 * A verified PRO's quantity discounts for this product (decision 048): the product's and its
 * categories' tiers, the better at each threshold. The loader sends them to PROs only, so a
 * consumer's page has no such table.
 */
export function ProTiers({
  tiers,
}: {
  tiers: ReadonlyArray<{ minQuantity: number; percent: number }>;
}) {
  const t = useT();
  return (
    <table className="pdp-pro-tiers" data-testid="pro-tiers">
      <caption>{t('product.tiersTitle')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('product.tiersQuantity')}</th>
          <th scope="col">{t('product.tiersDiscount')}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier) => (
          <tr key={tier.minQuantity}>
            <td>{t('product.tiersFrom', { count: tier.minQuantity })}</td>
            <td>{t('product.tiersPercent', { percent: tier.percent })}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={2}>{t('product.tiersNote')}</td>
        </tr>
      </tfoot>
    </table>
  );
}
