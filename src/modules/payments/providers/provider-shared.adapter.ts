import { timingSafeEqual } from 'node:crypto';
import type { IncomingNotification, NotificationVerdict } from './provider.contract';

/** The subset of the global `fetch` the adapters use (injected so tests talk to a local server). */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export const BAD_SIGNATURE: NotificationVerdict = { ok: false, reason: 'bad_signature' };
export const MALFORMED: NotificationVerdict = { ok: false, reason: 'malformed' };

/** Constant-time string comparison (a length mismatch still does a full-length compare). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  if (left.length !== right.length) {
    timingSafeEqual(left, left);
    return false;
  }
  return timingSafeEqual(left, right);
}

export function assertCents(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`amountCents must be a non-negative integer, got ${amountCents}`);
  }
}

/** 6273 → "62.73" (exact: integer arithmetic, no floating point). */
export function centsToDecimal(amountCents: number): string {
  assertCents(amountCents);
  return `${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, '0')}`;
}

/** "62.73" → 6273, "62.7" → 6270, "62" → 6200; anything else → null. */
export function decimalToCents(value: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

// Built with Object.fromEntries (own data properties): a field named `__proto__` stays a field.
function singleValued(params: URLSearchParams): Record<string, string> | null {
  const fields = new Map<string, string>();
  for (const [key, value] of params) {
    if (fields.has(key)) return null; // a repeated field is never legitimate here
    fields.set(key, value);
  }
  return Object.fromEntries(fields);
}

function stringRecord(value: unknown): Record<string, string> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value);
  if (entries.some(([, item]) => typeof item !== 'string')) return null;
  return Object.fromEntries(entries) as Record<string, string>;
}

/**
 * The fields of a form notification: POST → the raw `application/x-www-form-urlencoded` body
 * (exact bytes) or else the parsed body; GET → the raw query string or else the parsed query.
 * Null when nothing usable (or a field is repeated).
 */
export function formFields(notification: IncomingNotification): Record<string, string> | null {
  if (notification.rawBody.trim() !== '' && !notification.rawBody.trimStart().startsWith('{')) {
    return singleValued(new URLSearchParams(notification.rawBody));
  }
  if (notification.method === 'POST') {
    const body = stringRecord(notification.body);
    if (body && Object.keys(body).length > 0) return body;
  }
  const query = stringRecord(notification.query);
  return query && Object.keys(query).length > 0 ? query : null;
}

/** Case-insensitive header look-up. */
export function header(notification: IncomingNotification, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(notification.headers)) {
    if (key.toLowerCase() === wanted && value !== undefined) return value;
  }
  return undefined;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a nested property path of untyped JSON, e.g. `dig(event, 'resource', 'amount', 'value')`. */
export function dig(value: unknown, ...path: (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof key === 'number') {
      if (!Array.isArray(current)) return undefined;
      current = current[key];
    } else {
      if (!isRecord(current)) return undefined;
      current = current[key];
    }
  }
  return current;
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    return null;
  }
}
