import type { Translate } from '../../i18n';
import type { VariantView } from './product-view';

/** SPEC §4: available now; on reorder with its delay; out of stock. */
export function stockText(
  t: Translate,
  variant: Pick<VariantView, 'stockState' | 'reorderDelayMin' | 'reorderDelayMax'>,
): string {
  if (variant.stockState === 'available') return t('product.stockAvailable');
  if (variant.stockState === 'out_of_stock') return t('product.stockOut');
  const min = variant.reorderDelayMin ?? variant.reorderDelayMax;
  const max = variant.reorderDelayMax ?? variant.reorderDelayMin;
  if (min === null || max === null) return t('product.stockReorderNoDelay');
  if (min === max) return t('product.stockReorderDays', { days: min });
  return t('product.stockReorder', { min: Math.min(min, max), max: Math.max(min, max) });
}
