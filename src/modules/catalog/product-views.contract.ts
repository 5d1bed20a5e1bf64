/**
 * The product shapes in-process callers (pages, other modules) receive: the API's shapes
 * (products.contract.ts) with every amount in integer cents, named `*_cents`. Only the JSON
 * API turns them into euros (products.wire.ts), so nothing between the database and the
 * component that formats a price converts money back and forth.
 */
import type { Cents } from '../../shared/money';
import type { ProductDetailDto, ProductDto, ProductFacets, VariantDto } from './products.contract';

type VariantMoney =
  | 'price_ht'
  | 'price_ttc'
  | 'user_price_ht'
  | 'user_price_ttc'
  | 'original_price_ttc'
  | 'original_price_ht';

export interface VariantCard extends Omit<VariantDto, VariantMoney> {
  price_ht_cents: Cents;
  price_ttc_cents: Cents;
  /** What the reader pays (the PRO hook of pricing.rules.ts). */
  user_price_ht_cents: Cents;
  user_price_ttc_cents: Cents;
  /** Before the discount, for the struck-through price. */
  original_price_ttc_cents: Cents;
  /** The same excl. tax (a verified PRO's struck-through price). */
  original_price_ht_cents: Cents;
}

export interface ProductCard extends Omit<
  ProductDto,
  'price_from_ttc' | 'price_from_ht' | 'variant' | 'related'
> {
  /** Price incl. tax of the best variant: the "from" price. */
  price_from_ttc_cents: Cents;
  /** The same excl. tax (a verified PRO's reading, decision 048). */
  price_from_ht_cents: Cents;
  variant?: VariantCard;
  related?: ProductCard[];
}

type DetailOwn = Omit<
  ProductDetailDto,
  keyof ProductDto | 'variants' | 'assembly_price_ht' | 'assembly_price_ttc'
>;

export interface ProductDetail extends ProductCard, DetailOwn {
  variants: VariantCard[];
  filter_value_products: NonNullable<ProductCard['filter_value_products']>;
  /** Workshop fitting per unit (SPEC §5); null when not offered. */
  assembly_price_ht_cents: Cents | null;
  assembly_price_ttc_cents: Cents | null;
}

export interface ProductListFacets extends Omit<ProductFacets, 'price'> {
  /** Lowest and highest "from" price incl. tax of the matching products (0 when none). */
  price: { minCents: Cents; maxCents: Cents };
}

/** A page of a product list, as the typed query answers it. */
export interface ProductPage {
  products: ProductCard[];
  total: number;
  page: number;
  limit: number;
  lastPage: number;
  /** Only when the criteria asked for facets. */
  facets: ProductListFacets | null;
}
