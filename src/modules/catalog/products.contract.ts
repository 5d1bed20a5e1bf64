/**
 * The product shapes the API answers and the pages render (SPEC §3 field names). Amounts are
 * euros with two decimals, computed from integer cents; `*_ttc` include the VAT of the
 * request's country, `user_price_*` are what the signed-in customer pays (the PRO hook).
 */
import type { StockState } from './stock.rules';

export type StockStateName = StockState['state'];

export interface ImageDto {
  url: string;
  extension: string;
  width: number | null;
  height: number | null;
  /** The back office's text alternative in the request's language, when one was written. */
  alt?: string;
}

export interface FilterValueProductDto {
  /** The filter value's id (a product has one entry per value any of its variants carries). */
  id: number;
  filter_value: {
    id: number;
    filter_id: number;
    name: string;
    color: string | null;
    image: ImageDto | null;
  };
  use_images: boolean;
  /** Variants of the product carrying this value that can be bought (not out of stock). */
  selectable_variants: number[];
}

export interface VariantDto {
  id: number;
  product_id: number;
  name: string;
  reference: string;
  price_ht: number;
  price_ttc: number;
  user_price_ht: number;
  user_price_ttc: number;
  /** Discount in percent applied to the prices above (0 = none). */
  active_discount: number;
  /** Prices before the discount, for the struck-through price. */
  original_price_ttc: number;
  original_price_ht: number;
  quantity_available: number;
  reorder_delay_min: number | null;
  reorder_delay_max: number | null;
  out_of_stock_status: 'stock' | 'reorder' | 'sold_out' | 'discontinued';
  /** The stock rule of SPEC §4 applied (nothing in the cart yet). */
  stock_state: StockStateName;
  filter_value_ids: number[];
  images: ImageDto[];
}

export interface ReviewDto {
  id: number;
  /** 1–5 (decision 054: one scale everywhere). */
  stars: number;
  title: string | null;
  comment: string;
  created_at: string;
  user: { name: string };
  /** Written by a customer who received the product ("Verified purchase"). */
  verified_purchase: boolean;
  /** When the reviewed order was placed; null for reviews from before verified purchases. */
  purchased_at: string | null;
  photos: Array<{ id: number; url: string }>;
}

export interface ProductDto {
  id: number;
  name: string;
  slug: string;
  reference: string;
  brand_id: number | null;
  label_color: string | null;
  label_text: string | null;
  has_new_variant: boolean;
  /** Best discount in percent among the variants. */
  discount: number;
  reviews_avg_stars: number | null;
  reviews_count: number;
  /** Price incl. tax of the best variant (the cheapest that can be bought): the "from" price. */
  price_from_ttc: number;
  /** The same excl. tax: what a verified PRO reads, labelled "HT" (decision 048). */
  price_from_ht: number;
  images: ImageDto[];
  /** The best variant (include=variant or best_variant_and_discount=1). */
  variant?: VariantDto;
  /** Filter values shown on cards (swatches), include=filters. */
  filter_value_products?: FilterValueProductDto[];
  reviews?: ReviewDto[];
  related?: ProductDto[];
}

/** A published question about a product and the shop's answer (decision 053). */
export interface ProductQuestionDto {
  id: number;
  question: string;
  answer: string;
  /** The topic's name in the request's language; null when none was chosen. */
  group: string | null;
  /** ISO date-time of the question and of the (latest) answer. */
  asked_at: string;
  answered_at: string;
}

/** GET /api/products/{id}: the product page. */
export interface ProductDetailDto extends ProductDto {
  description: string;
  /** Slug per language, for alternates and the 301 to the canonical slug. */
  slugs: Partial<Record<string, string>>;
  /** The back office's title and description for search engines in this language ('' = none). */
  meta_title: string;
  meta_description: string;
  brand: { id: number; name: string; slug: string } | null;
  categories: Array<{ id: number; name: string; slug: string }>;
  variants: VariantDto[];
  filter_value_products: FilterValueProductDto[];
  /** The filter value of the selected variant per filter, for swatch highlighting. */
  current_filter_value_product_id: number | null;
  filters: Array<{ id: number; name: string; use_images: boolean; images_hide_names: boolean }>;
  /** Workshop fitting per unit (SPEC §5), excl. and incl. tax; null when not offered. */
  assembly_price_ht: number | null;
  assembly_price_ttc: number | null;
  /** Public PDFs (fitting instructions, data sheets): title in the request's language, bytes. */
  documentation: Array<{ id: number; title: string; url: string; size: number }>;
  /**
   * A verified PRO's quantity tiers for this product (its own and its categories', the better
   * at each threshold; decision 048); always empty for anyone else.
   */
  pro_quantity_tiers: Array<{ min_quantity: number; percent: number }>;
  /** Answered, published questions about the product, newest answer first (decision 053). */
  questions: ProductQuestionDto[];
  vehicles: Array<{ id: number; label: string; brand_slug: string; slug: string }>;
}

/** extraData: what the filter sidebar needs, counts computed for the other active filters. */
export interface ProductFacets {
  filters: Array<{
    id: number;
    name: string;
    filter_type_id: number;
    use_images: boolean;
    images_hide_names: boolean;
    starts_opened: boolean;
    filter_values: Array<{
      id: number;
      name: string;
      color: string | null;
      numeric_value: number | null;
      image: ImageDto | null;
      products_count: number;
    }>;
  }>;
  brands: Array<{ id: number; name: string; slug: string; products_count: number }>;
  reviews: Array<{ stars: number; products_count: number }>;
  availability: Array<{ value: 'stock' | 'reorder'; products_count: number }>;
  categories: Array<{ id: number; name: string; slug: string; products_count: number }>;
  price: { min: number; max: number };
}

export interface ProductListBody {
  data: ProductDto[];
  meta: { total: number; page: number; limit: number; last_page: number };
  extraData?: ProductFacets;
}
