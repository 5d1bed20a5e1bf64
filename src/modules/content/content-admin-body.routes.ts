/**
 * What the content API's route files share: the request bodies' building blocks and the answer
 * of a refused save (404, 409 `content_changed`, 422 per field with its limit).
 */
import { z } from 'zod';
import type { QueryErrors } from '../../shared/api-query';
import { HttpError, notFound, validationFailed } from '../../shared/http';
import { LOCALES, type Locale } from '../../shared/locale';
import { LIMITS, type Problems } from './content-admin.rules';
import type { SaveResult } from './content-admin.service';

export const str = (max: number) => z.string({ error: 'invalid_value' }).max(max);
export const perLocale = (max: number) =>
  z.strictObject(
    Object.fromEntries(LOCALES.map((l) => [l, str(max).optional()])) as Record<
      Locale,
      z.ZodOptional<z.ZodString>
    >,
  );
export const version = z.string({ error: 'invalid_value' }).max(60).nullable().optional();
export const position = z
  .number({ error: 'invalid_integer' })
  .int({ error: 'invalid_integer' })
  .min(0)
  .max(9999);

/** A refused save as the API answers it; a done one gives its id. */
export function answerOf(result: SaveResult): number {
  if (result.ok) return result.id;
  if ('notFound' in result) throw notFound();
  if ('conflict' in result) throw new HttpError(409, 'content_changed');
  const errors: QueryErrors = {};
  for (const [field, key] of Object.entries(result.problems as Problems))
    errors[field] = [key === 'too_long' ? { key, params: { max: String(maxOf(field)) } } : { key }];
  throw validationFailed(errors);
}

function maxOf(field: string): number {
  const name = field.split('.')[0] as keyof typeof LIMITS;
  return LIMITS[name] ?? LIMITS.text;
}
