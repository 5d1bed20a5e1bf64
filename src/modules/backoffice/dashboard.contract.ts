/** What the back office's dashboard shows, as the page receives it (money in integer cents). */
import type { DashboardPeriod, DashboardUnit } from './dashboard.rules';

/**
 * One "what needs doing now" counter. A module plugs a counter in by giving a
 * `CounterSource`; a feature that does not exist gives none, and nothing is shown for it.
 */
export interface DashboardCounter {
  /** Stable name, also the label's key (`admin.dashboard.counter.<key>`). */
  key: string;
  count: number;
  /** The list the counter opens: a named back-office page and its query, or none yet. */
  link: { route: string; query: Record<string, string> } | null;
  /** A figure said beside the count: days left before a deadline, or age of the oldest. */
  note: { kind: 'days_left' | 'oldest_days'; days: number } | null;
}

export interface SalesPoint {
  bucket: string;
  orders: number;
  cancelled: number;
  revenueCents: number;
}

export interface PeriodTotals {
  revenueCents: number;
  orders: number;
  cancelled: number;
  averageBasketCents: number;
}

export interface RankedItem {
  id: number;
  name: string;
  quantity: number;
  salesHtCents: number;
}

export interface Dashboard {
  period: DashboardPeriod;
  unit: DashboardUnit;
  counters: DashboardCounter[];
  current: SalesPoint[];
  /** Aligned with `current` index by index. */
  previous: SalesPoint[];
  totals: { current: PeriodTotals; previous: PeriodTotals };
  paymentMix: { method: string | null; orders: number; revenueCents: number }[];
  topProducts: RankedItem[];
  topCategories: RankedItem[];
  pro: { orders: number; revenueCents: number; shareBp: number };
}
