/**
 * Relay points behind one small interface (SPEC §7 `POST shipping_methods/{id}/list`): the
 * carrier's web service in production, a deterministic offline list on a laptop and in tests.
 */
export interface RelayPoint {
  id: string;
  name: string;
  address: string;
  post_code: string;
  city: string;
  country_iso: string;
  /** Opening hours as the carrier words them, Monday first. */
  opening_hours: string[];
  distance_m: number;
}

export interface RelayPointQuery {
  countryIso: string;
  postCode: string;
  city: string;
  weightGrams: number;
}

export interface RelayPointFinder {
  /** Points near the address; choosing one means picking an id from this same answer. */
  search(query: RelayPointQuery): Promise<RelayPoint[]>;
}

const DEMO_SHOPS = [
  'Tabac de la Gare',
  'Presse du Marché',
  'Pressing Central',
  'Épicerie des Halles',
  'Fleurs et Jardin',
];
const DEMO_STREETS = [
  'rue de la République',
  'place du Marché',
  'avenue Jean Jaurès',
  'rue Victor Hugo',
  'boulevard Gambetta',
];
const DEMO_HOURS = [
  '09:00–12:30 14:00–19:00',
  '09:00–12:30 14:00–19:00',
  '09:00–12:30 14:00–19:00',
  '09:00–12:30 14:00–19:00',
  '09:00–12:30 14:00–19:00',
  '09:00–12:30',
  '',
];

function demoPoint(countryIso: string, postCode: string, city: string, n: number): RelayPoint {
  const code = postCode.replace(/\s+/g, '').toUpperCase();
  return {
    id: `DEMO-${countryIso}-${code}-${n + 1}`,
    name: DEMO_SHOPS[n]!,
    address: `${(n + 1) * 7} ${DEMO_STREETS[n]!}`,
    post_code: code,
    city,
    country_iso: countryIso,
    opening_hours: DEMO_HOURS,
    distance_m: 250 + n * 420,
  };
}

/** Five demo shops in the shopper's own town: enough to choose from, nothing to call. */
export function offlineRelayPointFinder(): RelayPointFinder {
  return {
    async search({ countryIso, postCode, city }) {
      return DEMO_SHOPS.map((_, n) => demoPoint(countryIso, postCode, city.trim(), n));
    },
  };
}
