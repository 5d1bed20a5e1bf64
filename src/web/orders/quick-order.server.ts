/**
 * The quick-order page's action (decision 049), in-process: `preview` reads the pasted list (or
 * the uploaded CSV/TXT file, judged by its bytes) and answers what would be added and what not;
 * `add` adds the valid lines; `reorder` puts a placed order's lines back in the cart. When
 * every line went in, the answer is the cart page (303); otherwise this page names the lines
 * left out. Plain form posts: every step works without JavaScript. Server only.
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import {
  addQuickOrder,
  previewQuickOrder,
  reorder,
  uploadedText,
  type AcceptedLine,
  type RefusedLine,
} from '../../modules/orders';
import { HttpError, notFound } from '../../shared/http';
import type { Locale } from '../../shared/locale';
import { message } from '../../shared/messages';
import { requireViewer } from '../account/guard.server';
import { CATALOGUES } from '../i18n/catalogues';
import { href } from '../paths';
import { customerDeps, orderIdOf } from './orders.server';

/** A line left out, as the page names it. */
export interface RefusedView {
  line: number | null;
  /** The reference typed (or the unreadable line's text). */
  label: string;
  name: string | null;
  quantity: number | null;
  message: string;
}

export type AcceptedView = Pick<
  AcceptedLine,
  | 'reference'
  | 'product_name'
  | 'variant_name'
  | 'quantity'
  | 'unit_price_ttc_cents'
  | 'unit_price_ht_cents'
  | 'total_ttc_cents'
  | 'total_ht_cents'
  | 'stock'
  | 'reorder_delay_min'
  | 'reorder_delay_max'
>;

export type QuickOrderAnswer =
  | { kind: 'error'; text: string; message: string }
  | {
      kind: 'preview';
      text: string;
      accepted: AcceptedView[];
      refused: RefusedView[];
      totalTtcCents: number;
      /** What a PRO reads (prices excl. tax, decision 048). */
      totalHtCents: number;
    }
  | {
      kind: 'added';
      text: string;
      addedCount: number;
      refused: RefusedView[];
      /** The order put back in the cart (reorder), else null. */
      reorderOf: string | null;
    };

function refusedView(line: RefusedLine, locale: Locale): RefusedView {
  const name = [line.product_name, line.variant_name].filter(Boolean).join(' — ');
  return {
    line: line.line,
    label: line.text ?? line.reference,
    name: name || null,
    quantity: line.quantity,
    message: message(line.reason, locale, line.params),
  };
}

const acceptedView = (line: AcceptedLine): AcceptedView => ({
  reference: line.reference,
  product_name: line.product_name,
  variant_name: line.variant_name,
  quantity: line.quantity,
  unit_price_ttc_cents: line.unit_price_ttc_cents,
  unit_price_ht_cents: line.unit_price_ht_cents,
  total_ttc_cents: line.total_ttc_cents,
  total_ht_cents: line.total_ht_cents,
  stock: line.stock,
  reorder_delay_min: line.reorder_delay_min,
  reorder_delay_max: line.reorder_delay_max,
});

/** The list to read: the uploaded file when one was sent, else the pasted text. */
async function listText(form: FormData): Promise<string> {
  // Not `instanceof File`: the request's form may come from another File class (undici's).
  const file = form.get('file');
  if (file !== null && typeof file !== 'string' && file.size > 0) {
    const text = uploadedText(new Uint8Array(await file.arrayBuffer()));
    if (text === null) throw new HttpError(422, 'quick_order_file_type');
    return text;
  }
  const lines = form.get('lines');
  return typeof lines === 'string' ? lines : '';
}

/** The first reason of a refused list, in words (a 422 names the `lines` field). */
function errorText(error: HttpError, locale: Locale): string {
  const first = error.fieldErrors?.lines?.[0];
  return first ? message(first.key, locale, first.params) : message(error.messageKey, locale);
}

export async function quickOrderAction(request: Request, context: AppLoadContext) {
  const { user, locale } = await requireViewer(request, context);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    const answer: QuickOrderAnswer = {
      kind: 'error',
      text: '',
      message: message('quick_order_file_type', locale),
    };
    return data(answer, { status: 400 });
  }
  const deps = await customerDeps(context, locale, user.id);
  const cart = href('panier', null, locale);
  const intent = form.get('intent');
  let text = '';
  try {
    if (intent === 'reorder') {
      const id = orderIdOf(form.get('order'));
      if (id === null) throw notFound();
      const outcome = await reorder(deps, id);
      if (outcome.refused.length === 0) return redirect(cart, 303);
      const answer: QuickOrderAnswer = {
        kind: 'added',
        text: '',
        addedCount: outcome.accepted.length,
        refused: outcome.refused.map((line) => refusedView(line, locale)),
        reorderOf: outcome.source.number,
      };
      return data(answer, { status: outcome.accepted.length > 0 ? 200 : 409 });
    }
    text = await listText(form);
    if (intent === 'add') {
      const outcome = await addQuickOrder(deps, text);
      if (outcome.refused.length === 0) return redirect(cart, 303);
      const answer: QuickOrderAnswer = {
        kind: 'added',
        text,
        addedCount: outcome.accepted.length,
        refused: outcome.refused.map((line) => refusedView(line, locale)),
        reorderOf: null,
      };
      return data(answer, { status: outcome.accepted.length > 0 ? 200 : 422 });
    }
    const check = await previewQuickOrder(deps, text);
    const answer: QuickOrderAnswer = {
      kind: 'preview',
      text,
      accepted: check.accepted.map(acceptedView),
      refused: check.refused.map((line) => refusedView(line, locale)),
      totalTtcCents: check.accepted.reduce((sum, line) => sum + line.total_ttc_cents, 0),
      totalHtCents: check.accepted.reduce((sum, line) => sum + line.total_ht_cents, 0),
    };
    return answer;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const answer: QuickOrderAnswer = {
      kind: 'error',
      text,
      message:
        error.statusCode === 404 ? CATALOGUES[locale]['orders.notFound'] : errorText(error, locale),
    };
    return data(answer, { status: error.statusCode });
  }
}
