/**
 * The promotions pages in-process (routes/admin-promo-codes.tsx, admin-promo-code.tsx,
 * admin-gift-cards.tsx, admin-loyalty.tsx; the deals' is deals-page.server.ts): the same services and rules as
 * `/api/admin/codes`, `/good_deals`, `/gift_cards` and `/loyalty`, from plain form posts.
 * Permission 'catalogue'. A refusal comes back with the typed values and the errors per field;
 * a success redirects (303) with `?done=`. Server only.
 */
import { data, redirect } from 'react-router';
import {
  categoryChoices,
  codeViewById,
  giftCardViewById,
  isCodeState,
  issueGiftCardFrom,
  listCodeViews,
  listGiftCardViews,
  loyaltyView,
  productChoices,
  saveCodeFrom,
  saveLoyaltyFrom,
  setGiftCardActiveFrom,
  type CodeView,
} from '../../modules/backoffice';
import { deleteUpload } from '../../modules/media';
import { codeInputOf } from '../../modules/promotions';
import { adminGuard } from '../account/admin-guard.server';
import { productReadContext } from '../catalog.server';
import { href } from '../paths';
import { formPictureUploadId } from './form-picture.server';
import {
  NEW_IDS,
  SEARCH_INTENT,
  doneOf,
  productSearchAnswer,
  refusal,
  text,
  type PageArgs,
} from './promotion-forms.server';

/** A database id typed in an address or a form: 1 to 9 digits (an int4 column); else null. */
const recordId = (raw: string | null | undefined): number | null =>
  raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
export type { PromotionAnswer } from './promotion-forms.server';
export { dealsAction, dealsPage } from './deals-page.server';

export async function promoCodesPage(args: PageArgs) {
  await adminGuard(args, 'catalogue');
  const url = new URL(args.request.url);
  const state = url.searchParams.get('state');
  const q = url.searchParams.get('q') ?? '';
  const codes = await listCodeViews(
    args.context.database.db,
    { q, state: isCodeState(state) ? state : null },
    args.context.now(),
  );
  return { codes, q, state: isCodeState(state) ? state : '', done: doneOf(args.request) };
}

export async function promoCodePage(args: PageArgs) {
  const locale = await adminGuard(args, 'catalogue');
  const { context } = args;
  const db = context.database.db;
  const raw = args.params?.id ?? '';
  const isNew = NEW_IDS.has(raw);
  const id = recordId(raw) ?? 0;
  let code: CodeView | null = null;
  if (!isNew) {
    if (id <= 0) throw data(null, { status: 404 });
    code = await codeViewById(db, id, context.now());
    if (!code) throw data(null, { status: 404 });
  }
  const url = new URL(args.request.url);
  const productSearch = url.searchParams.get('product_q') ?? '';
  const read = await productReadContext(context, locale);
  const [categories, chosenProducts, foundProducts] = await Promise.all([
    categoryChoices(db, locale),
    code && code.product_ids.length > 0
      ? productChoices(db, read, { ids: code.product_ids })
      : Promise.resolve([]),
    productSearch ? productChoices(db, read, { search: productSearch }) : Promise.resolve([]),
  ]);
  return {
    code,
    categories,
    chosenProducts,
    foundProducts,
    productSearch,
    done: doneOf(args.request),
  };
}

export async function promoCodeAction(args: PageArgs) {
  const locale = await adminGuard(args, 'catalogue');
  const { context } = args;
  const raw = args.params?.id ?? '';
  const id = NEW_IDS.has(raw) ? null : (recordId(raw) ?? 0);
  if (id !== null && id <= 0) throw data(null, { status: 404 });
  const form = await args.request.formData();
  const input = codeInputOf(form);
  if (text(form, 'intent') === SEARCH_INTENT)
    return productSearchAnswer(
      context,
      locale,
      form,
      'code',
      {
        ...input,
        kind: text(form, 'kind'),
        value_percent: text(form, 'value_percent'),
        value_amount: text(form, 'value_amount'),
      },
      input.product_ids,
    );
  const db = context.database.db;
  const actor = context.session!.userId;
  let uploadId: number | undefined;
  try {
    // A picture chosen in the form is kept like an API upload (its type read from the bytes),
    // then attached with the code's save, or refused with it.
    uploadId = await formPictureUploadId(context, form, actor);
    const saved = await saveCodeFrom(
      db,
      actor,
      id,
      {
        ...input,
        ...(uploadId ? { upload_id: uploadId } : {}),
        remove_picture: form.get('remove_picture') === 'on',
      },
      text(form, 'version') || null,
      context.now(),
      context.storage,
    );
    return redirect(
      `${href('admin-promo-codes-id', { id: String(saved.id) }, locale)}?done=saved`,
      303,
    );
  } catch (error) {
    // A refused save keeps no picture it will never show.
    if (uploadId && context.storage)
      await deleteUpload(db, context.storage, uploadId, { auditActorUserId: actor });
    // Both value fields come back as typed, the one of the other kind too.
    const typed = {
      ...input,
      value_percent: text(form, 'value_percent'),
      value_amount: text(form, 'value_amount'),
    };
    return refusal(error, 'code', locale, typed);
  }
}

export async function giftCardsPage(args: PageArgs) {
  await adminGuard(args, 'catalogue');
  const db = args.context.database.db;
  const url = new URL(args.request.url);
  const showId = recordId(url.searchParams.get('id')) ?? 0;
  const q = url.searchParams.get('q') ?? '';
  const [cards, shown] = await Promise.all([
    listGiftCardViews(db, q),
    showId > 0 ? giftCardViewById(db, showId) : null,
  ]);
  return { cards, shown, q, done: doneOf(args.request) };
}

/** Issuing answers the page itself (no redirect): the code is shown this once. */
export async function giftCardsAction(args: PageArgs) {
  const locale = await adminGuard(args, 'catalogue');
  const { context } = args;
  const db = context.database.db;
  const form = await args.request.formData();
  const intent = text(form, 'intent');
  const actor = context.session!.userId;
  if (intent === 'toggle') {
    const id = recordId(text(form, 'id')) ?? 0;
    if (id <= 0) throw data(null, { status: 404 });
    try {
      await setGiftCardActiveFrom(
        db,
        actor,
        id,
        text(form, 'active') === 'yes',
        text(form, 'version'),
        context.now(),
      );
    } catch (error) {
      return refusal(error, 'toggle', locale, { id });
    }
    return redirect(`${href('admin-gift-cards', null, locale)}?id=${id}&done=toggled`, 303);
  }
  const input = {
    amount: text(form, 'amount'),
    recipient_email: text(form, 'recipient_email'),
    expires_on: text(form, 'expires_on'),
  };
  try {
    const card = await issueGiftCardFrom(db, actor, input, context.now());
    return { intent: 'issued' as const, issued: { id: card.id, code: card.code } };
  } catch (error) {
    return refusal(error, 'issue', locale, input);
  }
}

export async function loyaltyPage(args: PageArgs) {
  await adminGuard(args, 'catalogue');
  return { rules: await loyaltyView(args.context.database.db), done: doneOf(args.request) };
}

export async function loyaltyAction(args: PageArgs) {
  const locale = await adminGuard(args, 'catalogue');
  const { context } = args;
  const form = await args.request.formData();
  const input = {
    points_per_euro: text(form, 'points_per_euro'),
    point_value: text(form, 'point_value'),
    versions: {
      points_per_euro: text(form, 'version_points_per_euro') || null,
      point_value: text(form, 'version_point_value') || null,
    },
  };
  try {
    await saveLoyaltyFrom(context.database.db, context.session!.userId, input, context.now());
  } catch (error) {
    return refusal(error, 'loyalty', locale, input);
  }
  return redirect(`${href('admin-loyalty', null, locale)}?done=saved`, 303);
}
