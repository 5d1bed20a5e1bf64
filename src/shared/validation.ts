import type { z } from 'zod';
import type { FieldError, QueryErrors } from './api-query';
import { validationFailed } from './http';
import { MESSAGE_KEYS, type MessageKey } from './messages';

const KNOWN = new Set<string>(MESSAGE_KEYS);

/**
 * zod issues → per-field message keys. Schemas name their message keys directly (`error:
 * 'password_rules'`); zod's own issues get the closest generic key.
 */
export function fieldErrors(error: z.ZodError, input?: unknown): QueryErrors {
  // Null prototype: a field named `constructor` or `__proto__` is a field like any other.
  const errors: QueryErrors = Object.create(null) as QueryErrors;
  const add = (field: string, entry: FieldError) => {
    const list = (errors[field] ??= []);
    if (!list.some((e) => e.key === entry.key)) list.push(entry);
  };
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(key, { key: 'unknown_parameter' });
      continue;
    }
    if (issue.code === 'too_big' && issue.origin === 'string') {
      add(field, { key: 'too_long', params: { max: String(issue.maximum) } });
      continue;
    }
    // zod leaves the input out of its issues: whether the field was sent at all is read from
    // the input itself, so "abc" for a number says "not valid", not "required".
    const missing =
      input === undefined ? issue.input === undefined : isMissing(valueAt(input, issue.path));
    if (issue.code === 'invalid_type' && missing) {
      add(field, { key: 'required' });
      continue;
    }
    const key = KNOWN.has(issue.message) ? (issue.message as MessageKey) : 'invalid_value';
    // A numeric maximum names itself in its message ("at most 99").
    if (issue.code === 'too_big' && issue.origin === 'number') {
      add(field, { key, params: { max: String(issue.maximum) } });
      continue;
    }
    add(field, { key });
  }
  return errors;
}

/** Parses a request body with the schema or throws the translated 422 of every bad field. */
export function parseBodyOrThrow<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw validationFailed(fieldErrors(result.error, body ?? {}));
  return result.data;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}
