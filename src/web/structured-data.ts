/**
 * schema.org structured data (JSON-LD) for catalogue pages, as pure functions of what the pages
 * already load:
 * - `productJsonLd(product)`: a product page's Product with its Offer (price in EUR, availability
 *   from the stock state of SPEC §4), only when it has reviews its AggregateRating, and its
 *   answered questions as schema.org Question/Answer under `subjectOf` (decision 053: not a
 *   QAPage, which search engines reserve to pages about one question);
 * - `categoryJsonLd(summary)`: SPEC §2 "Category structured data": a Product with an
 *   AggregateRating only if a rating count exists and an AggregateOffer (count, low and high
 *   price, EUR, in stock).
 * Render with `jsonLdText()` inside `<script type="application/ld+json" nonce>`.
 */
import type { ProductDetail, StockStateName, VariantCard } from '../modules/catalog';
/* Only the pure best-variant rule: the catalog
   index also exports its repos and Drizzle tables, which would land in the browser bundle. */
import { compareBestVariant } from '../modules/catalog/variant-choice.rules';
import { RATING_BEST } from '../shared/rating';

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** SPEC §4 stock states → schema.org ItemAvailability. */
export const AVAILABILITY: Record<StockStateName, string> = {
  available: 'https://schema.org/InStock',
  reorder: 'https://schema.org/BackOrder',
  out_of_stock: 'https://schema.org/OutOfStock',
};

/** Review stars are 1–5 (reviews table). */
const RATING_SCALE = { bestRating: RATING_BEST, worstRating: 1 } as const;

/** Amounts are integer cents; schema.org wants "49.90" (dot, no unit). */
function price(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * The variant an offer describes: the chosen one (`product.variant`, the best variant), else
 * the catalogue's best variant (`compareBestVariant`: the cheapest that can be bought, else the
 * cheapest).
 */
export function offerVariant(product: ProductDetail): VariantCard | undefined {
  if (product.variant) return product.variant;
  return [...product.variants].sort(compareBestVariant)[0];
}

export interface ProductJsonLdOptions {
  /** Public origin (`https://shop.example`): makes the page and image URLs absolute. */
  origin?: string;
  /** The page's path or URL (its canonical); defaults to none. */
  url?: string;
  /** The variant the page shows (`?variant=`); defaults to `offerVariant(product)`. */
  variant?: VariantCard;
}

/** schema.org Product of a product page. */
export function productJsonLd(product: ProductDetail, options: ProductJsonLdOptions = {}): JsonLd {
  const absolute = (path: string) => (options.origin ? new URL(path, options.origin).href : path);
  const url = options.url === undefined ? undefined : absolute(options.url);
  const variant = options.variant ?? offerVariant(product);
  const images = (variant?.images.length ? variant.images : product.images).map((image) =>
    absolute(image.url),
  );
  const json: JsonLd = {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    sku: product.reference,
  };
  if (images.length > 0) json.image = images;
  const description = plainText(product.description);
  if (description) json.description = description;
  if (product.brand) json.brand = { '@type': 'Brand', name: product.brand.name };
  if (url) json.url = url;
  json.offers = {
    '@type': 'Offer',
    ...(url ? { url } : {}),
    ...(variant ? { sku: variant.reference } : {}),
    price: price(variant ? variant.price_ttc_cents : product.price_from_ttc_cents),
    priceCurrency: 'EUR',
    availability: AVAILABILITY[variant ? variant.stock_state : 'out_of_stock'],
    itemCondition: 'https://schema.org/NewCondition',
  };
  if (product.reviews_count > 0 && product.reviews_avg_stars !== null) {
    json.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: round(product.reviews_avg_stars, 2),
      reviewCount: product.reviews_count,
      ...RATING_SCALE,
    };
  }
  const questions = product.questions.map((entry) => ({
    '@type': 'Question',
    name: questionName(entry.question),
    text: entry.question,
    dateCreated: entry.asked_at,
    answerCount: 1,
    acceptedAnswer: { '@type': 'Answer', text: entry.answer, dateCreated: entry.answered_at },
  }));
  if (questions.length > 0) json.subjectOf = questions;
  return json;
}

/** A question's name: its words on one line, at most 110 characters (a headline's length). */
function questionName(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= 110 ? flat : `${flat.slice(0, 109).trimEnd()}…`;
}

export interface CategorySummary {
  /** The category's name in the page's language. */
  name: string;
  /** Average review stars of its products (1–5), null without reviews. */
  ratingValue: number | null;
  /** Number of reviews behind `ratingValue`. */
  ratingCount: number | null;
  /** Lowest and highest product price incl. tax, integer cents. */
  lowPriceCents: number;
  highPriceCents: number;
  /** Number of products listed. */
  offerCount: number;
}

/** SPEC §2: a category page's Product with AggregateRating (if rated) and AggregateOffer. */
export function categoryJsonLd(category: CategorySummary): JsonLd {
  const json: JsonLd = {
    '@context': CONTEXT,
    '@type': 'Product',
    name: category.name,
  };
  if (category.ratingCount && category.ratingCount > 0 && category.ratingValue !== null) {
    json.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: round(category.ratingValue, 2),
      ratingCount: category.ratingCount,
      ...RATING_SCALE,
    };
  }
  json.offers = {
    '@type': 'AggregateOffer',
    offerCount: category.offerCount,
    lowPrice: price(Math.min(category.lowPriceCents, category.highPriceCents)),
    highPrice: price(Math.max(category.lowPriceCents, category.highPriceCents)),
    priceCurrency: 'EUR',
    availability: AVAILABILITY.available,
  };
  return json;
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close it. */
export function jsonLdText(json: unknown): string {
  return JSON.stringify(json).replace(/</g, '\\u003c');
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

const ENTITIES: Record<string, string> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
};

/** Descriptions may hold simple HTML: the text only, whitespace collapsed. */
function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39|apos);/g, (_, entity: string) => ENTITIES[entity] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
