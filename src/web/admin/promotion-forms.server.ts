/**
 * What the promotions pages' servers share (promotions-page.server.ts, deals-page.server.ts):
 * a refused post's answer, the editors' product search inside their own form, form reading.
 * Server only.
 */
import { data, type AppLoadContext } from 'react-router';
import { dealTargetOptions, productChoices, type ProductChoice } from '../../modules/backoffice';
import { HttpError } from '../../shared/http';
import type { Locale } from '../../shared/locale';
import { message } from '../../shared/messages';
import { translateErrors } from '../account/forms.server';
import type { AdminAnswer } from '../components/admin/admin-form';
import { productReadContext } from '../catalog.server';

export interface PageArgs {
  request: Request;
  context: AppLoadContext;
  params?: Record<string, string | undefined>;
}

/**
 * A refused post: the message, the errors per field, and what was typed (to show it again);
 * or a product search asked from the editor's form (`search`), which keeps what was typed too.
 */
export type PromotionAnswer = AdminAnswer & {
  values: Record<string, unknown>;
  search?: { q: string; products: ProductChoice[]; chosen: ProductChoice[] };
  /** The deal editor: the product chosen, its variants and the chosen target's prices. */
  target?: DealTarget | null;
};

export type DealTarget = NonNullable<Awaited<ReturnType<typeof dealTargetOptions>>>;

export const SEARCH_INTENT = 'search-products';

/**
 * The editors' product search is a button of the editor's own form (intent `search-products`),
 * so without JavaScript what was typed and not saved yet comes back with the products found
 * instead of being lost to a GET of the page. Nothing is saved.
 */
export async function productSearchAnswer(
  context: AppLoadContext,
  locale: Locale,
  form: FormData,
  intent: string,
  values: Record<string, unknown>,
  chosenIds: readonly string[],
): Promise<PromotionAnswer> {
  const q = text(form, 'product_q').trim().slice(0, 100);
  const read = await productReadContext(context, locale);
  const db = context.database.db;
  // The products ticked before (from an earlier search) stay listed, ticked.
  const ids = chosenIds.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
  const [products, chosen] = await Promise.all([
    q ? productChoices(db, read, { search: q }) : Promise.resolve([]),
    ids.length ? productChoices(db, read, { ids }) : Promise.resolve([]),
  ]);
  return { intent, message: '', fields: {}, values, search: { q, products, chosen } };
}

export const NEW_IDS = new Set(['nouveau', 'new']);
export const text = (form: FormData, name: string) => String(form.get(name) ?? '');

export async function refusal(
  error: unknown,
  intent: string,
  locale: Locale,
  values: Record<string, unknown>,
) {
  if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
  if (error.statusCode === 404) throw data(null, { status: 404 });
  const answer: PromotionAnswer = {
    intent,
    message: message(error.messageKey, locale, error.extra.params ?? {}),
    fields: translateErrors(error.fieldErrors, locale),
    values,
  };
  return data(answer, { status: error.statusCode });
}

export const doneOf = (request: Request) => new URL(request.url).searchParams.get('done');
