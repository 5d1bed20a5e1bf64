/**
 * What the back office's product API and editor pages exchange (docs/api.md "Back office:
 * products"). Amounts are integer cents excl. tax; texts are per language; `version` is the
 * product's last save (a save naming an older one is refused).
 */
import type { Locale } from '../../shared/locale';

export const OUT_OF_STOCK_STATUSES = ['stock', 'reorder', 'sold_out', 'discontinued'] as const;
export type OutOfStockStatusName = (typeof OUT_OF_STOCK_STATUSES)[number];
export type { OutOfStockStatusName as OutOfStockStatus };

export const STOCK_STATES = ['in_stock', 'low', 'out'] as const;
export type StockStateFilter = (typeof STOCK_STATES)[number];

export type Texts = Partial<Record<Locale, string>>;

export interface AdminProductRow {
  id: number;
  reference: string;
  name: string;
  brand: string | null;
  is_active: boolean;
  variants: number;
  stock: number;
  min_price_ht_cents: number | null;
  updated_at: string;
}

export interface AdminProductFilter {
  q?: string;
  categoryId?: number;
  brandId?: number;
  vehicleId?: number;
  /** The picker's make and model (`?make=&model=`), kept in the URL of other pages. */
  make?: number;
  model?: string;
  /**
   * Fits any of these (the make's or model's vehicles, read by the page from the vehicles
   * module, which this one cannot use); ignored when `vehicleId` is given.
   */
  vehicleIds?: readonly number[];
  stock?: StockStateFilter;
  active?: boolean;
  page: number;
}

export interface AdminImage {
  id: number;
  url: string;
  position: number;
  alt: Texts;
  upload_id: number | null;
}

/** A public PDF of the product (fitting instructions, data sheet), listed on its page. */
export interface AdminDocument {
  id: number;
  url: string;
  title: Texts;
  /** Bytes. */
  size: number;
  original_name: string;
  position: number;
  upload_id: number;
}

export interface AdminVariant {
  id: number;
  reference: string;
  name: Texts;
  price_ht_cents: number;
  discount_percent: number;
  quantity: number;
  out_of_stock_status: OutOfStockStatusName;
  reorder_delay_min: number | null;
  reorder_delay_max: number | null;
  filter_value_ids: number[];
  is_active: boolean;
  images: AdminImage[];
}

export interface AdminProduct {
  id: number;
  reference: string;
  brand_id: number | null;
  name: Texts;
  /** The text part of each language's slug (the stored slug ends with `-<id>`). */
  slug: Texts;
  description: Texts;
  meta_title: Texts;
  meta_description: Texts;
  category_ids: number[];
  vehicle_ids: number[];
  assembly_price_ht_cents: number | null;
  is_active: boolean;
  version: string;
  variants: AdminVariant[];
  images: AdminImage[];
  documents: AdminDocument[];
}

/** What the product editor offers to pick from, in the staff's language. */
export interface ProductEditorChoices {
  categories: Array<{ id: number; name: string; depth: number }>;
  brands: Array<{ id: number; name: string }>;
  makes: Array<{ id: number; name: string }>;
  filters: Array<{ id: number; name: string; values: Array<{ id: number; name: string }> }>;
}
