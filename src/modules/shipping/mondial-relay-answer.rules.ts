/**
 * The Mondial Relay relay point search answer: SOAP fault, STAT, and the points with their
 * opening hours and distance. Read with the small XML reader (xml-reader.ts).
 */
import type { RelayPoint } from './relay-points.adapter';
import { WSI4_METHOD } from './mondial-relay-request.templates';
import { child, childText, parseXml, type XmlElement } from './xml-reader.rules';

/** STAT codes a relay point search can meet, with Mondial Relay's own wording. */
export const STAT_MESSAGES: Readonly<Record<string, string>> = {
  '1': 'Incorrect merchant',
  '2': 'Merchant number empty',
  '3': 'Incorrect merchant account number',
  '8': 'Incorrect password or hash',
  '9': 'Unknown or not unique city',
  '20': 'Incorrect parcel weight',
  '22': 'Incorrect parcel size',
  '35': 'Incorrect city',
  '36': 'Incorrect zipcode',
  '37': 'Incorrect country',
  '40': 'Missing parameters',
  '49': 'Incorrect action',
  '67': 'Incorrect latitude',
  '68': 'Incorrect longitude',
  '69': 'Incorrect merchant code',
  '70': 'Incorrect Point Relais number',
  '71': 'Incorrect Nature de point de vente non valide',
  '93': 'No information given by the sorting plan',
  '95': 'Merchant account not activated',
  '97': 'Incorrect security key',
  '98': 'Generic error (Incorrect parameters)',
  '99': 'Generic error of service system',
};

const DAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'] as const;

function hhmm(value: string): string | null {
  const match = /^([01]\d|2[0-4])([0-5]\d)$/.exec(value);
  return match ? `${match[1]}:${match[2]}` : null;
}

/** `["0900","1230","1400","1900"]` → `09:00–12:30 14:00–19:00`; closed ("0000") slots dropped. */
export function formatOpeningHours(slots: string[]): string {
  const ranges: string[] = [];
  for (let i = 0; i + 1 < slots.length; i += 2) {
    const open = slots[i]?.trim() ?? '';
    const close = slots[i + 1]?.trim() ?? '';
    if (open === close) continue; // "0000"–"0000": no slot
    const from = hhmm(open);
    const to = hhmm(close);
    if (from && to) ranges.push(`${from}–${to}`);
  }
  return ranges.join(' ');
}

function distanceMetres(value: string): number {
  const metres = Number(value.replace(',', '.'));
  return Number.isFinite(metres) && metres >= 0 ? Math.round(metres) : 0;
}

function relayPoint(details: XmlElement, fallbackCountry: string): RelayPoint | null {
  const id = childText(details, 'Num');
  if (!id) return null;
  const join = (separator: string, ...parts: string[]) => parts.filter(Boolean).join(separator);
  return {
    id,
    name: join(' ', childText(details, 'LgAdr1'), childText(details, 'LgAdr2')),
    address: join(', ', childText(details, 'LgAdr3'), childText(details, 'LgAdr4')),
    post_code: childText(details, 'CP'),
    city: childText(details, 'Ville'),
    country_iso: childText(details, 'Pays').toUpperCase() || fallbackCountry,
    opening_hours: DAYS.map((day) =>
      formatOpeningHours(
        (child(details, `Horaires_${day}`)?.children ?? [])
          .filter((slot) => slot.name === 'string')
          .map((slot) => slot.text),
      ),
    ),
    distance_m: distanceMetres(childText(details, 'Distance')),
  };
}

export type Wsi4Answer = { ok: true; points: RelayPoint[] } | { ok: false; reason: string };

/** Reads a WSI4_PointRelais_Recherche SOAP answer: the points when STAT is 0, else the reason. */
export function readSearchAnswer(xml: string, fallbackCountry = ''): Wsi4Answer {
  const envelope = parseXml(xml);
  if (!envelope || envelope.name !== 'Envelope') return { ok: false, reason: 'unreadable XML' };
  const body = child(envelope, 'Body');
  const fault = child(body, 'Fault');
  if (fault) {
    const message = childText(fault, 'faultstring') || childText(fault, 'faultcode');
    return { ok: false, reason: `SOAP fault: ${message.slice(0, 200) || 'no message'}` };
  }
  const result = child(child(body, `${WSI4_METHOD}Response`), `${WSI4_METHOD}Result`);
  if (!result) return { ok: false, reason: `no ${WSI4_METHOD}Result in the answer` };
  const stat = childText(result, 'STAT');
  if (stat !== '0') {
    if (!stat) return { ok: false, reason: 'no STAT in the answer' };
    const message = STAT_MESSAGES[stat];
    return { ok: false, reason: `STAT ${stat.slice(0, 10)}${message ? ` (${message})` : ''}` };
  }
  const points = (child(result, 'PointsRelais')?.children ?? [])
    .filter((details) => details.name === 'PointRelais_Details')
    .flatMap((details) => relayPoint(details, fallbackCountry) ?? []);
  return { ok: true, points };
}
