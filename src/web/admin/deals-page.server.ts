/**
 * The back office's deals page in-process (routes/admin-deals.tsx): the same services and
 * rules as `/api/admin/good_deals`, from plain form posts (docs/decisions/043, 046).
 * Permission 'catalogue'. Choosing what a deal lowers works without JavaScript: the product
 * (typed, or picked among the products found) is sent with the form's `choose-product` intent,
 * and the answer brings its variants as a select and the old and new price of what is chosen,
 * with everything typed kept; nothing is saved until the save button.
 */
import { redirect } from 'react-router';
import {
  dealTargetOptions,
  dealViewById,
  listDealViews,
  productChoices,
  saveDealFrom,
} from '../../modules/backoffice';
import { dealInputOf } from '../../modules/promotions';
import type { Locale } from '../../shared/locale';
import type { ReadContext } from '../../shared/read-context';
import { adminGuard } from '../account/admin-guard.server';
import { translateErrors } from '../account/forms.server';
import { productReadContext } from '../catalog.server';
import { href } from '../paths';
import {
  SEARCH_INTENT,
  doneOf,
  productSearchAnswer,
  refusal,
  text,
  type PageArgs,
  type PromotionAnswer,
} from './promotion-forms.server';

/** The editor's button that shows the typed product's variants and prices. */
export const CHOOSE_PRODUCT_INTENT = 'choose-product';

/** A whole number from a field, else null. */
const whole = (value: string): number | null =>
  /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : null;

/** The product, its variants and the chosen target's prices, for what the form holds. */
function targetOf(read: ReadContext, db: PageArgs['context']['database']['db'], form: FormData) {
  const productId = whole(text(form, 'product_id'));
  if (productId === null || productId <= 0) return Promise.resolve(null);
  const percent = whole(text(form, 'discount_percent')) ?? 0;
  return dealTargetOptions(
    db,
    read,
    productId,
    whole(text(form, 'variant_id')) || null,
    percent >= 1 && percent <= 90 ? percent : 0,
  );
}

export async function dealsPage(args: PageArgs) {
  const locale = await adminGuard(args, 'catalogue');
  const { context } = args;
  const db = context.database.db;
  const read = await productReadContext(context, locale);
  const url = new URL(args.request.url);
  const editId = whole(url.searchParams.get('id') ?? '') ?? 0;
  const productSearch = url.searchParams.get('product_q') ?? '';
  const [deals, editing, foundProducts] = await Promise.all([
    listDealViews(db, read, context.now()),
    editId > 0 ? dealViewById(db, read, editId, context.now()) : Promise.resolve(null),
    productSearch ? productChoices(db, read, { search: productSearch }) : Promise.resolve([]),
  ]);
  const target =
    editing?.product_id != null
      ? await dealTargetOptions(
          db,
          read,
          editing.product_id,
          editing.variant_id,
          editing.discount_percent,
        )
      : null;
  return { deals, editing, target, foundProducts, productSearch, done: doneOf(args.request) };
}

export async function dealsAction(args: PageArgs) {
  const locale = await adminGuard(args, 'catalogue');
  const { context } = args;
  const db = context.database.db;
  const form = await args.request.formData();
  // A product picked among those found: it becomes the deal's product, every variant.
  const picked = text(form, 'pick_product');
  if (picked) {
    form.set('product_id', picked);
    form.set('variant_id', '');
  }
  const intent = picked ? CHOOSE_PRODUCT_INTENT : text(form, 'intent');
  const idText = text(form, 'id');
  // An id past the int4 column names no deal (-1 is never one): not found, not a database error.
  const id = idText ? (whole(idText) ?? -1) : null;
  const input = dealInputOf(form);
  const read = await productReadContext(context, locale);
  if (intent === SEARCH_INTENT || intent === CHOOSE_PRODUCT_INTENT) {
    const target = await targetOf(read, db, form);
    const values = { ...input, id: idText };
    if (intent === SEARCH_INTENT)
      return {
        ...(await productSearchAnswer(context, locale, form, 'deal', values, [input.product_id])),
        target,
      };
    return chooseAnswer(locale, values, target);
  }
  try {
    const saved = await saveDealFrom(
      db,
      read,
      context.session!.userId,
      id,
      input,
      text(form, 'version') || null,
      context.now(),
    );
    return redirect(`${href('admin-deals', null, locale)}?id=${saved.id}&done=saved`, 303);
  } catch (error) {
    const answer = await refusal(error, 'deal', locale, { ...input, id: idText });
    // The select of variants stays on the page with the errors.
    answer.data.target = await targetOf(read, db, form);
    return answer;
  }
}

/** The chosen product's variants and prices; a product id naming nothing is said so. */
function chooseAnswer(
  locale: Locale,
  values: Record<string, unknown>,
  target: PromotionAnswer['target'],
): PromotionAnswer {
  return {
    intent: CHOOSE_PRODUCT_INTENT,
    message: '',
    fields: target
      ? {}
      : translateErrors(
          { product_id: [{ key: values.product_id ? 'invalid_value' : 'required' }] },
          locale,
        ),
    values,
    target,
  };
}
