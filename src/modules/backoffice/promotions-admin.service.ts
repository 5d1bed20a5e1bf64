/**
 * The back office's promotions as pages and the API show them (docs/decisions/043): the
 * promotions module's rows with what placed orders tell (uses, discount given, a card's
 * history, from the orders module) and what the catalogue says (product names and prices,
 * the category tree). Writes go through their owners: codes, deals and cards through the
 * promotions module, loyalty rules through the settings of the content module.
 */
import type { Db } from '../../db/client';
import type { QueryErrors } from '../../shared/api-query';
import { validationFailed } from '../../shared/http';
import { LOCALES, type Locale } from '../../shared/locale';
import { notifyCatalogueChange } from '../catalog';
import { imagesByOwner, type FileStorage, type ImageDto } from '../media';
import { promoCodeUsage } from '../orders';
import {
  adminCode,
  checkPromoCodeInput,
  codeState,
  createPromoCode,
  listAdminCodes,
  parisDay,
  parisLastDay,
  updatePromoCode,
  versionOf,
  type CodePictureChange,
  type CodeState,
  type PromoCodeAdminRow,
  type PromoCodeInput,
} from '../promotions';

const CODE_STATES: readonly CodeState[] = ['active', 'upcoming', 'expired', 'inactive', 'used_up'];
export const isCodeState = (value: unknown): value is CodeState =>
  CODE_STATES.includes(value as CodeState);

/** A code as the list and the editor show it (dates as shop days, amounts in cents). */
export interface CodeView {
  id: number;
  code: string;
  name: Record<Locale, string>;
  subtitle: Record<Locale, string>;
  kind: 'percent' | 'amount';
  /** The percent (kind `percent`) or the fixed amount in cents (kind `amount`); the other null. */
  value_percent: number | null;
  value_amount_cents: number | null;
  applies_to: 'all' | 'categories' | 'products';
  category_ids: number[];
  product_ids: number[];
  is_pro_only: boolean;
  is_featured: boolean;
  is_active: boolean;
  starts_on: string | null;
  ends_on: string | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  min_amount_cents: number;
  uses_count: number;
  state: CodeState;
  orders: number;
  discount_given_cents: number;
  /** The code's picture on the storefront cards; null when none. */
  image: { id: number; url: string } | null;
  version: string;
}

function codeView(
  row: PromoCodeAdminRow,
  usage: { orders: number; discountTtcCents: number } | undefined,
  image: ImageDto | undefined,
  now: Date,
): CodeView {
  const texts = (value: Partial<Record<Locale, string>> | null) =>
    Object.fromEntries(LOCALES.map((l) => [l, value?.[l] ?? ''])) as Record<Locale, string>;
  return {
    id: row.id,
    code: row.code,
    name: texts(row.name),
    subtitle: texts(row.subtitle),
    kind: row.valuePercent === null ? 'amount' : 'percent',
    value_percent: row.valuePercent,
    value_amount_cents: row.valueCents,
    applies_to: row.appliesTo,
    category_ids: row.categoryIds,
    product_ids: row.productIds,
    is_pro_only: row.isProOnly,
    is_featured: row.isFeatured,
    is_active: row.isActive,
    starts_on: row.startsAt ? parisDay(row.startsAt) : null,
    ends_on: row.endsAt ? parisLastDay(row.endsAt) : null,
    max_uses: row.maxUses,
    max_uses_per_customer: row.maxUsesPerCustomer,
    min_amount_cents: row.minAmountCents,
    uses_count: row.usesCount,
    state: codeState(row, now),
    orders: usage?.orders ?? 0,
    discount_given_cents: usage?.discountTtcCents ?? 0,
    image: image ? { id: image.id, url: image.url } : null,
    version: versionOf(row),
  };
}

/** The codes matching a search (code or French/English label) and a state, newest first. */
export async function listCodeViews(
  db: Db,
  filter: { q?: string | null; state?: CodeState | null },
  now: Date,
): Promise<CodeView[]> {
  const rows = await listAdminCodes(db);
  const ids = rows.map((r) => r.id);
  const [usage, images] = await Promise.all([
    promoCodeUsage(db, ids),
    imagesByOwner(db, 'promo_code', ids),
  ]);
  const q = filter.q?.trim().toLowerCase() ?? '';
  return rows
    .map((row) => codeView(row, usage.get(row.id), images.get(row.id)?.[0], now))
    .filter((view) => !filter.state || view.state === filter.state)
    .filter(
      (view) =>
        !q ||
        view.code.toLowerCase().includes(q) ||
        view.name.fr.toLowerCase().includes(q) ||
        view.name.en.toLowerCase().includes(q),
    );
}

export async function codeViewById(db: Db, id: number, now: Date): Promise<CodeView | null> {
  const row = await adminCode(db, id);
  if (!row) return null;
  const [usage, images] = await Promise.all([
    promoCodeUsage(db, [id]),
    imagesByOwner(db, 'promo_code', [id]),
  ]);
  return codeView(row, usage.get(id), images.get(id)?.[0], now);
}

/**
 * The picture part of a code's input: `upload_id` (an upload, from `POST /api/uploads` or the
 * editor's file) replaces the picture, `remove_picture` removes it; neither keeps it.
 */
function pictureChange(
  input: PromoCodeInput & { upload_id?: unknown; remove_picture?: unknown },
  storage: FileStorage | undefined,
): { change?: CodePictureChange } | { errors: QueryErrors } {
  const raw = input.upload_id;
  const remove = input.remove_picture === true || input.remove_picture === 'on';
  if (raw === undefined || raw === null || raw === '') {
    return remove && storage ? { change: { storage, uploadId: null } } : {};
  }
  const uploadId = typeof raw === 'number' ? raw : Number(raw);
  if (!Number.isSafeInteger(uploadId) || uploadId <= 0)
    return { errors: { upload_id: [{ key: 'invalid_value' }] } };
  if (!storage) return { errors: { upload_id: [{ key: 'upload_not_found' }] } };
  return { change: { storage, uploadId } };
}

/** Creates (`id` null) or saves a code; 422 with per-field keys, 409 stale, 404 gone. */
export async function saveCodeFrom(
  db: Db,
  actor: number,
  id: number | null,
  input: PromoCodeInput & { upload_id?: unknown; remove_picture?: unknown },
  version: string | null,
  now: Date,
  storage?: FileStorage,
): Promise<CodeView> {
  const checked = checkPromoCodeInput(input);
  const picture = pictureChange(input, storage);
  if (!checked.ok || 'errors' in picture)
    throw validationFailed({
      ...(checked.ok ? {} : checked.errors),
      ...('errors' in picture ? picture.errors : {}),
    });
  const change = picture.change;
  const row =
    id === null
      ? await createPromoCode(db, actor, checked.value, now, change)
      : await updatePromoCode(db, actor, id, checked.value, version ?? '', now, change);
  // The code cards and `/api/codes` are cached like the catalogue: empty them (after commit).
  notifyCatalogueChange();
  return (await codeViewById(db, row.id, now))!;
}

export * from './product-choices.service';
export * from './deals-cards-admin.service';
export * from './deals-admin.service';
