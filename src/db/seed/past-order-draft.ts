/**
 * The demo's past orders drafted in memory (see past-orders.ts): how many a day, who, what,
 * where, paid how, and where each stands now given its age. Deterministic: one random stream
 * per calendar day, so a day's orders are the same whatever the length of the history.
 */
import { computeTotals, type OrderTotals } from '../../modules/orders';
import { DAY_MS } from './constants';
import { mulberry32, type Rng, SEED, hashSeed } from './random';

// Mondays sell most, Sundays least; spring (new seasons on the road) and December (gifts) peak.
const WEEKDAY = [0.55, 1.3, 1.2, 1.1, 1.05, 0.95, 0.75]; // Sunday first, like getUTCDay
const MONTH = [0.8, 0.8, 1.05, 1.25, 1.3, 1.2, 1.0, 0.75, 1.0, 1.0, 1.05, 1.35];

const DESTINATIONS = ['FR', 'BE', 'DE', 'ES', 'IT', 'PT', 'CH'] as const;
const DESTINATION_WEIGHTS = [82, 5, 3, 3, 3, 2, 2];
/** Towns a customer of each country lives in (town, post code, a mobile number of the country). */
const HOMES: Record<(typeof DESTINATIONS)[number], [string, string][]> = {
  FR: [
    ['Lyon', '69002'],
    ['Nantes', '44000'],
    ['Toulouse', '31000'],
    ['Lille', '59000'],
    ['Bordeaux', '33000'],
    ['Rennes', '35000'],
    ['Saumur', '49400'],
    ['Dijon', '21000'],
  ],
  BE: [
    ['Bruxelles', '1000'],
    ['Liège', '4000'],
  ],
  DE: [
    ['Berlin', '10115'],
    ['Köln', '50667'],
  ],
  ES: [
    ['Madrid', '28001'],
    ['Barcelona', '08001'],
  ],
  IT: [
    ['Milano', '20121'],
    ['Torino', '10121'],
  ],
  PT: [
    ['Lisboa', '1100-148'],
    ['Porto', '4000-322'],
  ],
  CH: [
    ['Genève', '1201'],
    ['Lausanne', '1003'],
  ],
};
/** A mobile number's prefix in each country and how many digits follow it. */
const MOBILE: Record<(typeof DESTINATIONS)[number], [string, number]> = {
  FR: ['+336', 8],
  BE: ['+32470', 6],
  DE: ['+49151', 8],
  ES: ['+346', 8],
  IT: ['+39312', 7],
  PT: ['+35191', 7],
  CH: ['+4179', 7],
};
const STREETS = [
  'rue de la République',
  'avenue Jean Jaurès',
  'rue Victor Hugo',
  'place du Marché',
];

/**
 * Where a customer lives, the same for all their orders: a country (most of them in France),
 * a town there, a street and a mobile number.
 */
function homeOf(userId: number) {
  const rng = mulberry32(hashSeed(SEED, 11, userId));
  const iso = rng.weighted(DESTINATIONS, DESTINATION_WEIGHTS);
  const [city, postCode] = HOMES[iso][rng.int(0, HOMES[iso].length - 1)]!;
  const street = `${rng.int(1, 120)} ${iso === 'FR' || iso === 'BE' || iso === 'CH' ? STREETS[rng.int(0, STREETS.length - 1)] : 'Hauptstraße'}`;
  const [prefix, digits] = MOBILE[iso];
  const phone = prefix + String(rng.int(0, 10 ** digits - 1)).padStart(digits, '0');
  return { iso, city, postCode, street, phone };
}

const KINDS = ['home', 'relay', 'express', 'store'] as const;
const KIND_WEIGHTS = [55, 28, 9, 8];
const ONLINE = ['monetico', 'paypal', 'limonetik_3x', 'limonetik_4x'] as const;

export interface VariantPick {
  id: number;
  unitHtCents: number;
  weight: number;
}
export interface Range {
  id: number;
  kind: string;
  isos: string[];
  min: number;
  max: number;
  priceHtCents: number;
}

export interface DraftInput {
  days: number;
  perDay: number;
  /** UTC midnight the history ends at (excluded). */
  end: number;
  customers: {
    ids: number[];
    pro: Set<number>;
    names: Map<number, { firstname: string; lastname: string }>;
  };
  variants: VariantPick[];
  ranges: Range[];
  vat: Map<string, { rate: number; id: number }>;
}

export interface LineDraft {
  /** Index of the order in `orderRows`. */
  order: number;
  variant_id: number;
  quantity: number;
  unit_price_ht_cents: number;
}

function statesFor(rng: Rng, ageDays: number, method: string, kind: string) {
  const store = kind === 'store';
  const offline = method === 'transfer' || method === 'check';
  // Under 6 days before the history's end: still under 7 when the demo starts the next day.
  if (ageDays < 6 && offline && rng.chance(ageDays < 3 ? 0.7 : 0.35))
    return {
      status: 'awaiting_payment',
      payment: 'awaiting',
      shipping: 'not_shipped',
      paid: false,
    };
  if (rng.chance(ageDays < 7 && offline ? 0.15 : 0.04))
    return offline
      ? { status: 'cancelled', payment: 'awaiting', shipping: 'not_shipped', paid: false }
      : { status: 'cancelled', payment: 'refunded', shipping: 'not_shipped', paid: true };
  if (store && method === 'store')
    return ageDays < 4
      ? { status: 'open', payment: 'awaiting', shipping: 'not_shipped', paid: false }
      : { status: 'finished', payment: 'paid', shipping: 'picked_up', paid: true };
  if (ageDays < 2)
    return {
      status: 'paid',
      payment: 'paid',
      shipping: rng.chance(0.7) ? 'not_shipped' : 'preparing',
      paid: true,
    };
  if (store) {
    const waiting = ageDays < 5 && rng.chance(0.5);
    return waiting
      ? { status: 'paid', payment: 'paid', shipping: 'ready_for_pickup', paid: true }
      : { status: 'finished', payment: 'paid', shipping: 'picked_up', paid: true };
  }
  if (ageDays < 4) return { status: 'paid', payment: 'paid', shipping: 'shipped', paid: true };
  if (ageDays < 10 && rng.chance(0.5))
    return { status: 'paid', payment: 'paid', shipping: 'delivered', paid: true };
  return { status: 'finished', payment: 'paid', shipping: 'delivered', paid: true };
}

export function draftPastOrders(input: DraftInput): {
  orderRows: Record<string, unknown>[];
  lineRows: LineDraft[];
} {
  const { days, perDay, end, customers, variants, ranges, vat } = input;
  const orderRows: Record<string, unknown>[] = [];
  const lineRows: LineDraft[] = [];
  for (let day = days; day >= 1; day--) {
    const dayStart = end - day * DAY_MS;
    const date = new Date(dayStart);
    const rng = mulberry32(hashSeed(SEED, 9, Math.floor(dayStart / DAY_MS)));
    const expected = perDay * WEEKDAY[date.getUTCDay()]! * MONTH[date.getUTCMonth()]!;
    const count = Math.max(0, Math.round(expected * (0.75 + rng.next() * 0.5)));
    const times = Array.from({ length: count }, () => 7 * 3600 + rng.int(0, 16 * 3600)).sort(
      (a, b) => a - b,
    );
    for (const seconds of times) {
      const placedAt = new Date(dayStart + seconds * 1000);
      const userId = customers.ids[Math.floor(rng.next() ** 1.6 * customers.ids.length)]!;
      const pro = customers.pro.has(userId);
      const home = homeOf(userId);
      const iso = home.iso;
      const picks = rng.sample(
        variants.slice(0, rng.chance(0.6) ? 80 : variants.length),
        rng.weighted([1, 2, 3], [70, 22, 8]),
      );
      const lines = picks.map((v, i) => ({
        id: i + 1,
        v,
        quantity: pro ? rng.int(1, 4) : rng.weighted([1, 2], [85, 15]),
      }));
      const weight = lines.reduce((sum, l) => sum + l.v.weight * l.quantity, 0);
      let kind = iso === 'FR' ? rng.weighted(KINDS, KIND_WEIGHTS) : 'home';
      const fitting = (k: string) =>
        ranges.find(
          (r) => r.kind === k && r.isos.includes(iso) && r.min <= weight && weight < r.max,
        );
      let range = fitting(kind);
      if (!range) {
        kind = 'home';
        range = fitting('home') ?? ranges.find((r) => r.kind === 'home');
      }
      const method =
        kind === 'store' && rng.chance(0.5)
          ? 'store'
          : rng.weighted(
              [...ONLINE, 'transfer', ...(iso === 'FR' ? ['check'] : [])],
              [58, 22, 5, 3, pro ? 30 : 8, ...(iso === 'FR' ? [4] : [])],
            );
      const rate = vat.get(iso)?.rate ?? 2000;
      const totals: OrderTotals = computeTotals({
        lines: lines.map((l) => ({
          id: l.id,
          unitHtCents: l.v.unitHtCents,
          quantity: l.quantity,
        })),
        vatRateBp: rate,
        pricesIncludeTax: !pro,
        promoPercent: null,
        shippingHtCents: range?.priceHtCents ?? 0,
        freeShippingThresholdTtcCents: null,
        paymentFeesTtcCents: 0,
        giftCardAvailableCents: 0,
        loyaltyPoints: null,
      });
      const state = statesFor(rng, day - 1 + (86_400 - seconds) / 86_400, method, kind);
      const name = customers.names.get(userId) ?? { firstname: 'Client', lastname: 'Démo' };
      const address = {
        ...name,
        company: null,
        address: home.street,
        address_complement: null,
        floor: null,
        building: null,
        city: home.city,
        post_code: home.postCode,
        country_id: vat.get(iso)?.id ?? null,
        country_iso: iso,
        phone: home.phone,
      };
      orderRows.push({
        user_id: userId,
        status: state.status,
        payment_status: state.payment,
        shipping_status: state.shipping,
        shipping_address: address,
        billing_address: address,
        shipping_method_range_id: range?.id ?? null,
        payment_method: method,
        vat_country: iso,
        vat_rate_bp: rate,
        totals,
        total_ttc_cents: totals.totalTtcCents,
        placed_at: placedAt.toISOString(),
        created_at: placedAt.toISOString(),
        updated_at: placedAt.toISOString(),
        paid: state.paid,
        shipped: ['shipped', 'delivered'].includes(state.shipping),
      });
      for (const l of lines)
        lineRows.push({
          order: orderRows.length - 1,
          variant_id: l.v.id,
          quantity: l.quantity,
          unit_price_ht_cents: l.v.unitHtCents,
        });
    }
  }

  return { orderRows, lineRows };
}
