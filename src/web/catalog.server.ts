/**
 * How pages read priced data: the request's read context (language, country and its VAT, the
 * signed-in customer and their PRO status) from the one builder the API uses too, so a page and
 * GET /api/… price alike.
 */
import type { AppLoadContext } from 'react-router';
import { buildReadContext } from '../modules/customers';
import type { Locale } from '../shared/locale';
import type { ReadContext } from '../shared/read-context';

export function productReadContext(context: AppLoadContext, locale: Locale): Promise<ReadContext> {
  return buildReadContext(context.database.db, {
    locale,
    country: context.country,
    userId: context.session?.userId ?? null,
  });
}
