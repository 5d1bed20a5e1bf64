/**
 * Which variant a shopper sees (pure, shared by the API and the product page's swatch links):
 * the best variant of a product, and the variant meant by a swatch click.
 */
import type { VariantCard } from './product-views.contract';
import { AVAILABILITY_CODE } from './stock.rules';

type Orderable = Pick<VariantCard, 'id' | 'stock_state' | 'user_price_ttc_cents'> & {
  position?: number;
};

/**
 * The best variant first: the cheapest one that can be bought (now or on reorder), then the
 * sooner available, then the back office's position. Out-of-stock variants come last. This is
 * the order the product-list read model uses for the card price.
 */
export function compareBestVariant(a: Orderable, b: Orderable): number {
  const soldOut = (v: Orderable) => Number(v.stock_state === 'out_of_stock');
  return (
    soldOut(a) - soldOut(b) ||
    a.user_price_ttc_cents - b.user_price_ttc_cents ||
    AVAILABILITY_CODE[a.stock_state] - AVAILABILITY_CODE[b.stock_state] ||
    (a.position !== undefined && b.position !== undefined
      ? a.position - b.position || a.id - b.id
      : 0)
  );
}

/**
 * `compareBestVariant` as an SQL `order by` list (wrap with `sql.raw`), for queries that pick
 * the best variant in the database: the read model's card price, the price under a live deal.
 * Its arguments are SQL expressions the caller writes (never input) for the variant's
 * availability code (`availabilityCodeSql`), net price, position and id; a net price excl. tax
 * orders as the price incl. tax does (one VAT rate per list). Tested against the TypeScript
 * order in variant-choice.rules.test.ts.
 */
export function bestVariantOrderSql(v: {
  availability: string;
  netPrice: string;
  position: string;
  id: string;
}): string {
  const soldOut = AVAILABILITY_CODE.out_of_stock;
  return `(${v.availability} = ${soldOut}), ${v.netPrice}, ${v.availability}, ${v.position}, ${v.id}`;
}

type Choosable = Pick<VariantCard, 'id' | 'filter_value_ids' | 'stock_state'>;

/**
 * After clicking swatch `chosen`: among the variants carrying it, the one keeping most of the
 * currently selected values, buyable ones breaking ties, then the best-variant order of
 * `ordered`. undefined when no variant carries the value.
 */
export function variantForValue<V extends Choosable>(
  ordered: readonly V[],
  selected: readonly number[],
  chosen: number,
): V | undefined {
  const current = new Set(selected);
  const kept = (v: V) => v.filter_value_ids.filter((id) => current.has(id)).length;
  const outOfStock = (v: V) => Number(v.stock_state === 'out_of_stock');
  return ordered
    .filter((v) => v.filter_value_ids.includes(chosen))
    .sort((a, b) => kept(b) - kept(a) || outOfStock(a) - outOfStock(b))[0];
}

/**
 * The variant a request means: the one asked for by id; else the one a swatch click means;
 * else the best one (`ordered` is in best-variant order).
 */
export function chooseVariant<V extends Choosable>(
  ordered: readonly V[],
  request: { variantId?: number; selected?: readonly number[]; chosen?: number },
): V | undefined {
  if (request.variantId !== undefined) {
    const exact = ordered.find((v) => v.id === request.variantId);
    if (exact) return exact;
  }
  if (request.chosen !== undefined) {
    const byValue = variantForValue(ordered, request.selected ?? [], request.chosen);
    if (byValue) return byValue;
  }
  return ordered[0];
}
