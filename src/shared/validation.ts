import type { z } from 'zod';
import type { FieldError, QueryErrors } from './api-query';
import { validationFailed } from './http';
import { MESSAGE_KEYS, type MessageKey } from './messages';

const KNOWN = new Set<string>(MESSAGE_KEYS);

/**
 * zod issues → per-field message keys. Schemas name their message keys directly (`error:
 * 'password_rules'`); zod's own issues get the closest generic key.
 */
export function fieldErrors(error: z.ZodError): QueryErrors {
  const errors: QueryErrors = {};
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
    if (issue.code === 'invalid_type' && issue.input === undefined) {
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
  if (!result.success) throw validationFailed(fieldErrors(result.error));
  return result.data;
}
