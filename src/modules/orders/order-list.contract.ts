/**
 * The back office's orders list filters: one schema for the page's URL (`state=…&page=2`) and
 * the API's query (`filter[state]=…&page=2`, mapped to the same names), so both answer the
 * same orders for the same filters. Pure.
 */
import { z } from 'zod';
import { ORDER_PAYMENT_METHODS } from '../../shared/payment-methods';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './order-states.rules';

/** The dashboard's work queues (order-queues.repo.ts has their SQL conditions). */
export const ORDER_QUEUES = [
  'awaiting_transfer',
  'awaiting_check',
  'to_prepare',
  'to_ship',
  'to_hand_over',
] as const;
export type OrderQueue = (typeof ORDER_QUEUES)[number];

export function isOrderQueue(value: string | null | undefined): value is OrderQueue {
  return (ORDER_QUEUES as readonly string[]).includes(value ?? '');
}

export const ORDER_LIST_PAGE_SIZE = 50;
export const ORDER_LIST_MAX_LIMIT = 1000;
export { PAYMENT_STATUSES };
export const ORDER_LIST_SORTS = ['placed_at', 'total', 'number'] as const;
export type OrderListSort = (typeof ORDER_LIST_SORTS)[number];
/** Placed orders only: a cart is not an order of the list. */
export const LISTED_STATUSES = ORDER_STATUSES.filter((s) => s !== 'not_ordered');
/**
 * The filter names, in the page's URL and (as `filter[name]`) in the API's query. The text
 * search is `search` like the other lists' (`filter[search]`, SPEC §7): `q` belongs to the
 * storefront, whose search overlay opens over any page that has it in its URL.
 */
export const ORDER_LIST_FILTERS = [
  'state',
  'payment',
  'method',
  'from',
  'to',
  'pro',
  'search',
] as const;

const blank = (value: unknown) => (value === '' || value === null ? undefined : value);
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blank, z.enum(values, { error: 'invalid_value' }).optional());
// Years 0001 to 9999: the database has no year 0 (it would fail the statement, not the input).
const day = z.preprocess(
  blank,
  z.iso
    .date({ error: 'invalid_date' })
    .refine((value) => !value.startsWith('0000'), { error: 'invalid_date' })
    .optional(),
);
const integer = (max: number) =>
  z.preprocess(
    blank,
    z
      .string()
      .regex(/^\d{1,7}$/, { error: 'invalid_integer' })
      .transform(Number)
      .pipe(
        z.number().int().min(1, { error: 'invalid_value' }).max(max, { error: 'invalid_value' }),
      )
      .optional(),
  );

export const orderListInput = z
  .strictObject({
    state: oneOf(LISTED_STATUSES as unknown as [string, ...string[]]),
    payment: oneOf(PAYMENT_STATUSES),
    method: oneOf(ORDER_PAYMENT_METHODS),
    /** Placed on or after this day / on or before this day (inclusive, the shop's days: Paris time). */
    from: day,
    to: day,
    /** `1`: orders of professional (company verified) customers; `0`: the others. */
    pro: oneOf(['0', '1']),
    /** Order number, customer name, e-mail or variant reference (contains, any case). */
    search: z
      .preprocess(blank, z.string().trim().max(100, { error: 'too_long' }).optional())
      .transform((value) => value || undefined),
    /** A dashboard counter's work queue. */
    queue: oneOf(ORDER_QUEUES),
    /** `placed_at`, `total` or `number`; `-` first for descending (default `-placed_at`). */
    sort: z.preprocess(
      blank,
      z
        .string()
        .regex(/^-?(placed_at|total|number)$/, { error: 'invalid_value' })
        .optional(),
    ),
    /** A page past the end is an empty page. */
    page: integer(9_999_999),
    /** Capped, not refused, like every list of the API (decision 004). */
    limit: z.preprocess(
      blank,
      z
        .string()
        .regex(/^\d{1,30}$/, { error: 'invalid_integer' })
        .transform(Number)
        .pipe(z.number().min(1, { error: 'invalid_value' }))
        .transform((value) => Math.min(value, ORDER_LIST_MAX_LIMIT))
        .optional(),
    ),
  })
  .transform((input) => {
    const sort = input.sort ?? (input.queue ? 'placed_at' : '-placed_at');
    return {
      ...input,
      sortBy: sort.replace(/^-/, '') as OrderListSort,
      descending: sort.startsWith('-'),
      sort,
      page: input.page ?? 1,
      limit: input.limit ?? ORDER_LIST_PAGE_SIZE,
    };
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { error: 'invalid_value', path: ['to'] });
export type OrderListFilter = z.output<typeof orderListInput>;
