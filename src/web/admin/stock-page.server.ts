/**
 * The quick stock and price editor in-process (routes/admin-stock.tsx): a searchable page of
 * variants with inputs, and one form post saving the rows that changed (all or nothing: a bad
 * value, or a row someone changed since the page was shown, refuses the save and is named).
 * Server only.
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import {
  saveQuickEdits,
  searchQuickEditRows,
  type QuickEditRow,
  type QuickEditValues,
} from '../../modules/catalog';
import { message } from '../../shared/messages';
import { adminGuard } from '../account/admin-guard.server';
import { href } from '../paths';

interface PageArgs {
  request: Request;
  context: AppLoadContext;
}

export const QUICK_FIELDS = [
  'price_ht',
  'discount_percent',
  'stock',
  'out_of_stock_status',
] as const;

export async function stockPage(args: PageArgs) {
  const locale = await adminGuard(args, 'catalogue');
  const url = new URL(args.request.url);
  const search = (url.searchParams.get('q') ?? '').slice(0, 100);
  const pageText = url.searchParams.get('page') ?? '1';
  const page = /^\d{1,5}$/.test(pageText) && Number(pageText) > 0 ? Number(pageText) : 1;
  const result = await searchQuickEditRows(args.context.database.db, locale, search, page);
  const saved = url.searchParams.get('saved');
  return { ...result, search, saved: saved && /^\d+$/.test(saved) ? Number(saved) : null };
}

export interface StockAnswer {
  message: string;
  /** Per reference: the refusal's code per field (`stale` for the whole row). */
  errors: Record<string, Record<string, string>>;
  /** What was typed, per reference, shown back. */
  values: Record<string, QuickEditValues>;
}

export async function stockAction(args: PageArgs) {
  const locale = await adminGuard(args, 'catalogue');
  const actor = args.context.session!.userId;
  const form = await args.request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const rows: QuickEditRow[] = form
    .getAll('row')
    .slice(0, 200)
    .map(String)
    .map((reference) => ({
      reference,
      was: Object.fromEntries(
        QUICK_FIELDS.map((f) => [f, text(`was:${reference}:${f}`)]),
      ) as unknown as QuickEditValues,
      now: Object.fromEntries(
        QUICK_FIELDS.map((f) => [f, text(`${reference}:${f}`)]),
      ) as unknown as QuickEditValues,
    }));
  const outcome = await saveQuickEdits(args.context.database.db, actor, rows);
  const back = new URL(args.request.url);
  if (outcome.ok) {
    const params = new URLSearchParams(back.search);
    params.set('saved', String(outcome.changed));
    return redirect(`${href('admin-stock', null, locale)}?${params.toString()}`, 303);
  }
  const errors: StockAnswer['errors'] = {};
  for (const error of outcome.errors)
    (errors[error.reference ?? ''] ??= {})[error.field ?? 'row'] = error.code;
  for (const reference of outcome.stale) (errors[reference] ??= {}).row = 'stale';
  const answer: StockAnswer = {
    message: message(outcome.stale.length > 0 ? 'catalogue_import_stale' : 'form_invalid', locale),
    errors,
    values: Object.fromEntries(rows.map((r) => [r.reference, r.now])),
  };
  return data(answer, { status: outcome.stale.length > 0 ? 409 : 422 });
}
