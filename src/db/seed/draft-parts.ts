import type { Locale } from '../../shared/locale';
import { DAY_MS, daysBefore } from './constants';
import {
  AUTHOR_FIRST_NAMES,
  REVIEW_COMMENTS,
  REVIEW_LOCALES,
  REVIEW_LOCALE_WEIGHTS,
} from './data/product-texts';
import type { Rng } from './random';

/** Stock state of a variant and the reviews of a product, drawn from the product's stream. */

export interface StockDraft {
  quantityAvailable: number;
  reorderDelayMin: number | null;
  reorderDelayMax: number | null;
  outOfStockStatus: 'stock' | 'reorder' | 'sold_out' | 'discontinued';
}

export interface ReviewDraft {
  authorName: string;
  locale: Locale;
  stars: number;
  comment: string;
  isPublished: boolean;
  /** Agrees with `isPublished` (the table checks it): demo reviews hidden count as rejected. */
  status: 'published' | 'rejected';
  createdAt: Date;
}

/** 0–30 reviews (a quarter of products have none), stars skewed to 4–5, dated after the product. */
export function draftReviews(rng: Rng, createdAt: Date): ReviewDraft[] {
  const r = rng.next();
  const count = r < 0.25 ? 0 : Math.min(30, 1 + Math.floor(((r - 0.25) / 0.75) ** 2 * 30));
  const span = Math.max(DAY_MS, daysBefore(0).getTime() - createdAt.getTime());
  return Array.from({ length: count }, () => {
    const locale = rng.weighted(REVIEW_LOCALES, REVIEW_LOCALE_WEIGHTS);
    const stars = rng.weighted([5, 4, 3, 2, 1], [58, 27, 8, 4, 3]);
    const comments = REVIEW_COMMENTS[locale];
    const pool = stars >= 4 ? comments.good : stars === 3 ? comments.average : comments.bad;
    const initial = String.fromCharCode(65 + rng.int(0, 25));
    const authorName = `${rng.pick(AUTHOR_FIRST_NAMES[locale])} ${initial}.`;
    const comment = rng.pick(pool);
    const isPublished = rng.chance(0.97);
    return {
      authorName,
      locale,
      stars,
      comment,
      isPublished,
      status: isPublished ? ('published' as const) : ('rejected' as const),
      createdAt: new Date(createdAt.getTime() + Math.floor(rng.next() * span)),
    };
  });
}

/** Stock states: mostly in stock, some reorder with a delay, some sold out or discontinued. */
export function draftStock(rng: Rng): StockDraft {
  const state = rng.weighted(
    ['stock', 'stock-empty', 'reorder', 'sold_out', 'discontinued'] as const,
    [70, 8, 12, 6, 4],
  );
  switch (state) {
    case 'stock':
      return {
        quantityAvailable: rng.int(1, 120),
        reorderDelayMin: null,
        reorderDelayMax: null,
        outOfStockStatus: 'stock',
      };
    case 'stock-empty':
      return {
        quantityAvailable: 0,
        reorderDelayMin: null,
        reorderDelayMax: null,
        outOfStockStatus: 'stock',
      };
    case 'reorder': {
      const min = rng.pick([3, 5, 7, 10]);
      return {
        quantityAvailable: rng.int(0, 3),
        reorderDelayMin: min,
        reorderDelayMax: min + rng.pick([3, 5, 10]),
        outOfStockStatus: 'reorder',
      };
    }
    default:
      return {
        quantityAvailable: 0,
        reorderDelayMin: null,
        reorderDelayMax: null,
        outOfStockStatus: state,
      };
  }
}
