import type { MessageKey } from './messages';

/**
 * Parsing of the list conventions of SPEC §7, shared by every list endpoint:
 * `include=a,b.c`, `fields[resource]=x,y`, `filter[name]=…`, `sort=a,-b`, `page`, `limit`,
 * plus a few plain parameters some endpoints accept (`domain=1`, `types=vehicle`…).
 * Pure: takes the raw query object, returns a typed query or per-field errors (message keys).
 */
export type ValueKind =
  | 'flag' // 1/0/true/false
  | 'int' // positive integer id
  | 'intList' // comma-separated positive integers
  | 'text' // free text (trimmed, ≤ 200 chars)
  | 'textList' // comma-separated tokens of [a-z0-9_-]
  | { oneOf: readonly string[] };

export interface ListQuerySpec {
  includes?: readonly string[];
  /** Allowed fields per resource name, for `fields[resource]`. */
  fields?: Record<string, readonly string[]>;
  filters?: Record<string, ValueKind>;
  params?: Record<string, ValueKind>;
  sorts?: readonly string[];
  defaultSort?: string;
  defaultLimit?: number;
  maxLimit?: number;
}

export type FilterValue = boolean | number | number[] | string | string[];

export interface ListQuery {
  include: Set<string>;
  fields: Record<string, string[]>;
  filter: Record<string, FilterValue>;
  params: Record<string, FilterValue>;
  sort: Array<{ field: string; descending: boolean }>;
  page: number;
  limit: number;
}

export interface FieldError {
  key: MessageKey;
  params?: Record<string, string>;
}
export type QueryErrors = Record<string, FieldError[]>;
export type ParsedQuery = { ok: true; query: ListQuery } | { ok: false; errors: QueryErrors };

export const DEFAULT_LIMIT = 200;

/** The query's page of a list already read and sorted in memory (short lists: codes, methods…). */
export function pageOf<T>(rows: readonly T[], query: Pick<ListQuery, 'page' | 'limit'>): T[] {
  return rows.slice((query.page - 1) * query.limit, query.page * query.limit);
}

export const MAX_LIMIT = 1000;
const MAX_PAGE = 100_000;
const TOKEN = /^[a-z0-9_.-]{1,64}$/i;
const POSITIVE_INT = /^\d{1,9}$/;

export function parseListQuery(raw: Record<string, unknown>, spec: ListQuerySpec): ParsedQuery {
  const errors: QueryErrors = Object.create(null) as QueryErrors;
  const fail = (field: string, error: FieldError) => (errors[field] ??= []).push(error);
  // Null-prototype maps: a parameter named `__proto__` or `constructor` is just a name.
  const query: ListQuery = {
    include: new Set(),
    fields: Object.create(null) as ListQuery['fields'],
    filter: Object.create(null) as ListQuery['filter'],
    params: Object.create(null) as ListQuery['params'],
    sort: [],
    page: 1,
    limit: spec.defaultLimit ?? DEFAULT_LIMIT,
  };

  for (const [key, rawValue] of Object.entries(raw)) {
    const value = single(rawValue);
    if (value === undefined) {
      fail(key, { key: 'invalid_value' });
      continue;
    }
    const bracket = /^(\w+)\[([\w.]+)\]$/.exec(key);
    if (bracket) {
      const [, group, name] = bracket as unknown as [string, string, string];
      if (group === 'filter') {
        const kind = own(spec.filters, name);
        if (!kind) fail(key, { key: 'unknown_parameter' });
        else assign(query.filter, name, key, value, kind, fail);
      } else if (group === 'fields') {
        const allowed = own(spec.fields, name);
        if (!allowed) fail(key, { key: 'unknown_parameter' });
        else {
          const list = splitList(value);
          const unknown = list.filter((f) => !allowed.includes(f));
          if (unknown.length)
            fail(key, { key: 'unknown_value', params: { allowed: allowed.join(', ') } });
          else query.fields[name] = list;
        }
      } else fail(key, { key: 'unknown_parameter' });
      continue;
    }
    switch (key) {
      case 'include': {
        const allowed = spec.includes ?? [];
        for (const item of splitList(value)) {
          if (allowed.includes(item)) query.include.add(item);
          else fail(key, { key: 'unknown_value', params: { allowed: allowed.join(', ') || '—' } });
        }
        break;
      }
      case 'sort': {
        const allowed = spec.sorts ?? [];
        for (const item of splitList(value)) {
          const descending = item.startsWith('-');
          const field = descending ? item.slice(1) : item;
          if (allowed.includes(field)) query.sort.push({ field, descending });
          else fail(key, { key: 'unknown_value', params: { allowed: allowed.join(', ') || '—' } });
        }
        break;
      }
      case 'page': {
        const page = positiveInt(value);
        if (page === null || page < 1 || page > MAX_PAGE) fail(key, { key: 'invalid_integer' });
        else query.page = page;
        break;
      }
      case 'limit': {
        const limit = positiveInt(value);
        if (limit === null || limit < 1) fail(key, { key: 'invalid_integer' });
        // Large limits are capped rather than refused, as documented in the API conventions.
        else query.limit = Math.min(limit, spec.maxLimit ?? MAX_LIMIT);
        break;
      }
      default: {
        const kind = own(spec.params, key);
        // Unknown plain parameters (tracking tags, cache busters) are ignored, not refused.
        if (kind) assign(query.params, key, key, value, kind, fail);
      }
    }
  }
  if (query.sort.length === 0 && spec.defaultSort) {
    const descending = spec.defaultSort.startsWith('-');
    query.sort.push({ field: spec.defaultSort.replace(/^-/, ''), descending });
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, query };
}

/**
 * A spec entry by name, never one inherited from Object.prototype (`filter[constructor]`,
 * `fields[toString]`, `__proto__=1` name nothing the spec allows).
 */
function own<T>(map: Readonly<Record<string, T>> | undefined, name: string): T | undefined {
  return map && Object.hasOwn(map, name) ? map[name] : undefined;
}

function single(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined; // repeated parameters and nested objects are refused
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function positiveInt(value: string): number | null {
  const trimmed = value.trim();
  return POSITIVE_INT.test(trimmed) ? Number(trimmed) : null;
}

function assign(
  target: Record<string, FilterValue>,
  name: string,
  field: string,
  value: string,
  kind: ValueKind,
  fail: (field: string, error: FieldError) => void,
) {
  const parsed = parseValue(value, kind);
  if (parsed === null) {
    const allowed = typeof kind === 'object' ? kind.oneOf.join(', ') : undefined;
    fail(field, allowed ? { key: 'unknown_value', params: { allowed } } : { key: kindError(kind) });
  } else target[name] = parsed;
}

function kindError(kind: ValueKind): MessageKey {
  return kind === 'int' || kind === 'intList' ? 'invalid_integer' : 'invalid_value';
}

export function parseValue(value: string, kind: ValueKind): FilterValue | null {
  const trimmed = value.trim();
  if (typeof kind === 'object') return kind.oneOf.includes(trimmed) ? trimmed : null;
  switch (kind) {
    case 'flag':
      if (trimmed === '1' || trimmed === 'true') return true;
      if (trimmed === '0' || trimmed === 'false') return false;
      return null;
    case 'int':
      return positiveInt(trimmed);
    case 'intList': {
      const parts = splitList(trimmed);
      if (parts.length === 0 || parts.length > 500) return null;
      const numbers = parts.map(positiveInt);
      return numbers.every((n): n is number => n !== null) ? numbers : null;
    }
    case 'text':
      // Control characters (NUL would reach SQL) become spaces.
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      return trimmed.length <= 200 ? trimmed.replace(/[\u0000-\u001f\u007f]/g, ' ') : null;
    case 'textList': {
      const parts = splitList(trimmed);
      return parts.length > 0 && parts.length <= 100 && parts.every((p) => TOKEN.test(p))
        ? parts
        : null;
    }
  }
}
