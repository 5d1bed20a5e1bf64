/**
 * The back office's promotions as pages and the API show them (docs/decisions/043): the
 * promotions module's rows with what placed orders tell (uses, discount given, a card's
 * history, from the orders module) and what the catalogue says (product names and prices,
 * the category tree). Writes go through their owners: codes, deals and cards through the
 * promotions module, loyalty rules through the settings of the content module.
 */
import type { Db } from '../../db/client';
import type { QueryErrors } from '../../shared/api-query';
import { HttpError, validationFailed } from '../../shared/http';
import { LOCALES, type Locale } from '../../shared/locale';
import type { ReadContext } from '../../shared/read-context';
import { findProducts, listDomains, notifyCatalogueChange, productCards } from '../catalog';
import { listAdminSettings, saveAdminSettings } from '../content';
import { imagesByOwner, type FileStorage, type ImageDto } from '../media';
import { giftCardUses, promoCodeUsage, type GiftCardUse } from '../orders';
import {
  adminCode,
  adminDeal,
  adminGiftCard,
  checkDealInput,
  checkGiftCardInput,
  checkLoyaltyInput,
  checkPromoCodeInput,
  codeState,
  createPromoCode,
  dealPrice,
  issueGiftCard,
  listAdminCodes,
  listAdminDeals,
  listAdminGiftCards,
  maskedCode,
  parisDay,
  parisLastDay,
  saveDeal,
  setGiftCardActive,
  updatePromoCode,
  versionOf,
  type AdminDeal,
  type CodePictureChange,
  type CodeState,
  type DealInput,
  type GiftCardAdminRow,
  type GiftCardInput,
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

/** The category tree for the scope picker: each category with its depth. */
export async function categoryChoices(
  db: Db,
  locale: Locale,
): Promise<Array<{ id: number; name: string; depth: number }>> {
  const out: Array<{ id: number; name: string; depth: number }> = [];
  type Node = { id: number; name: string; children: Node[] };
  const walk = (nodes: readonly Node[], depth: number) => {
    for (const node of nodes) {
      out.push({ id: node.id, name: node.name, depth });
      walk(node.children, depth + 1);
    }
  };
  walk((await listDomains(db, locale)) as unknown as Node[], 0);
  return out;
}

export interface ProductChoice {
  id: number;
  name: string;
  reference: string;
  price_ttc_cents: number;
}

/** Products for a scope or a deal: by a search (name, reference), or by ids. */
export async function productChoices(
  db: Db,
  context: ReadContext,
  request: { search?: string | null; ids?: readonly number[] },
): Promise<ProductChoice[]> {
  const cards =
    request.ids !== undefined
      ? await productCards(db, context, request.ids, new Set())
      : request.search?.trim()
        ? (await findProducts(db, context, { search: request.search.trim(), limit: 20 })).products
        : [];
  return cards.map((card) => ({
    id: card.id,
    name: card.name,
    reference: card.reference,
    price_ttc_cents: card.price_from_ttc_cents,
  }));
}

export interface DealView {
  id: number;
  product_id: number | null;
  product_name: string | null;
  title: Partial<Record<Locale, string>>;
  description: Partial<Record<Locale, string>>;
  slug: Partial<Record<Locale, string>>;
  discount_percent: number;
  starts_on: string;
  ends_on: string;
  starts_at: string;
  ends_at: string;
  is_active: boolean;
  running: boolean;
  position: number;
  /** The product's "from" price incl. VAT without the deal, and with it. */
  old_price_ttc_cents: number | null;
  new_price_ttc_cents: number | null;
  version: string;
}

async function dealViews(
  db: Db,
  context: ReadContext,
  rows: readonly AdminDeal[],
  now: Date,
): Promise<DealView[]> {
  const productIds = [...new Set(rows.map((d) => d.productId).filter((id) => id !== null))];
  // Prices without any deal: the card shows the running deal's price, the old one is its base.
  const cards = new Map(
    (await productChoices(db, context, { ids: productIds })).map((c) => [c.id, c]),
  );
  const runningPercent = new Map<number, number>();
  for (const row of rows)
    if (row.productId !== null && row.isActive && row.startsAt <= now && row.endsAt > now)
      runningPercent.set(
        row.productId,
        Math.max(runningPercent.get(row.productId) ?? 0, row.discountPercent),
      );
  return rows.map((row) => {
    const card = row.productId !== null ? cards.get(row.productId) : undefined;
    const running = runningPercent.get(row.productId ?? -1) ?? 0;
    const old = card
      ? running > 0
        ? Math.round((card.price_ttc_cents * 100) / (100 - running))
        : card.price_ttc_cents
      : null;
    return {
      id: row.id,
      product_id: row.productId,
      product_name: card?.name ?? null,
      title: row.title,
      description: row.description,
      slug: row.slug,
      discount_percent: row.discountPercent,
      starts_on: parisDay(row.startsAt),
      ends_on: parisLastDay(row.endsAt),
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
      is_active: row.isActive,
      running: row.isActive && row.startsAt <= now && row.endsAt > now,
      position: row.position,
      old_price_ttc_cents: old,
      new_price_ttc_cents: old === null ? null : dealPrice(old, row.discountPercent),
      version: versionOf(row),
    };
  });
}

export async function listDealViews(db: Db, context: ReadContext, now: Date) {
  return dealViews(db, context, await listAdminDeals(db), now);
}

export async function dealViewById(db: Db, context: ReadContext, id: number, now: Date) {
  const row = await adminDeal(db, id);
  return row ? ((await dealViews(db, context, [row], now))[0] ?? null) : null;
}

export async function saveDealFrom(
  db: Db,
  context: ReadContext,
  actor: number,
  id: number | null,
  input: DealInput,
  version: string | null,
  now: Date,
): Promise<DealView> {
  const productId = Number(input.product_id);
  const [product] =
    Number.isSafeInteger(productId) && productId > 0
      ? await productChoices(db, context, { ids: [productId] })
      : [];
  const checked = checkDealInput(input, product?.price_ttc_cents ?? null);
  if (!checked.ok) throw validationFailed(checked.errors);
  if (!product) throw validationFailed({ product_id: [{ key: 'invalid_value' }] });
  const row = await saveDeal(db, actor, id, checked.value, version, now, notifyCatalogueChange);
  return (await dealViewById(db, context, row.id, now))!;
}

export interface GiftCardView {
  id: number;
  code_masked: string;
  initial_cents: number;
  balance_cents: number;
  recipient_email: string | null;
  expires_on: string | null;
  is_active: boolean;
  created_at: string;
  version: string;
  uses?: Array<Omit<GiftCardUse, 'placedAt'> & { placed_at: string | null }>;
}

function giftCardView(row: GiftCardAdminRow): GiftCardView {
  return {
    id: row.id,
    code_masked: maskedCode(row.code),
    initial_cents: row.initialCents,
    balance_cents: row.balanceCents,
    recipient_email: row.recipientEmail,
    expires_on: row.expiresAt ? parisLastDay(row.expiresAt) : null,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    version: versionOf(row),
  };
}

export async function listGiftCardViews(db: Db, q?: string | null): Promise<GiftCardView[]> {
  const search = q?.trim().toUpperCase() ?? '';
  return (await listAdminGiftCards(db))
    .filter(
      (row) =>
        !search ||
        row.code.toUpperCase().endsWith(search) ||
        (row.recipientEmail ?? '').toUpperCase().includes(search),
    )
    .map(giftCardView);
}

export async function giftCardViewById(db: Db, id: number): Promise<GiftCardView | null> {
  const row = await adminGiftCard(db, id);
  if (!row) return null;
  const uses = await giftCardUses(db, id);
  return {
    ...giftCardView(row),
    uses: uses.map(({ placedAt, ...use }) => ({
      ...use,
      placed_at: placedAt?.toISOString() ?? null,
    })),
  };
}

/** Issues a card: the only answer that carries its whole code. */
export async function issueGiftCardFrom(
  db: Db,
  actor: number,
  input: GiftCardInput,
  now: Date,
): Promise<GiftCardView & { code: string }> {
  const checked = checkGiftCardInput(input, now);
  if (!checked.ok) throw validationFailed(checked.errors);
  const row = await issueGiftCard(db, actor, checked.value, now);
  return { ...giftCardView(row), code: row.code };
}

export async function setGiftCardActiveFrom(
  db: Db,
  actor: number,
  id: number,
  active: unknown,
  version: unknown,
  now: Date,
): Promise<GiftCardView> {
  if (typeof active !== 'boolean')
    throw validationFailed({ is_active: [{ key: 'invalid_value' }] });
  if (typeof version !== 'string') throw validationFailed({ version: [{ key: 'required' }] });
  await setGiftCardActive(db, actor, id, active, version, now);
  return (await giftCardViewById(db, id))!;
}

const POINT_VALUE = 'loyalty_point_value_cents';
const PER_EURO = 'loyalty_points_per_euro';

export interface LoyaltyView {
  points_per_euro: number;
  point_value_cents: number;
  /** The settings' versions, handed back on save (a setting never saved: null). */
  versions: { points_per_euro: string | null; point_value: string | null };
}

/** The loyalty rules as the settings hold them (1 point per euro, 5 cents, unless set). */
export async function loyaltyView(db: Db): Promise<LoyaltyView> {
  const settings = await listAdminSettings(db);
  const of = (key: string) => settings.find((s) => s.key === key);
  const number = (key: string, fallback: number) => {
    const value = Number.parseInt(of(key)?.value ?? '', 10);
    return Number.isSafeInteger(value) ? value : fallback;
  };
  return {
    points_per_euro: number(PER_EURO, 1),
    point_value_cents: number(POINT_VALUE, 5),
    versions: {
      points_per_euro: of(PER_EURO)?.version ?? null,
      point_value: of(POINT_VALUE)?.version ?? null,
    },
  };
}

/** Saves both rules through the settings (one transaction, audited there, versions checked). */
export async function saveLoyaltyFrom(
  db: Db,
  actor: number,
  input: { points_per_euro?: unknown; point_value?: unknown; versions?: unknown },
  now: Date,
): Promise<LoyaltyView> {
  const checked = checkLoyaltyInput(input);
  if (!checked.ok) throw validationFailed(checked.errors);
  const versions = (input.versions ?? {}) as Record<string, unknown>;
  const version = (key: string) => (typeof versions[key] === 'string' ? versions[key] : null);
  const saved = await saveAdminSettings(
    db,
    actor,
    [
      {
        key: PER_EURO,
        value: String(checked.value.pointsPerEuro),
        version: version('points_per_euro'),
      },
      {
        key: POINT_VALUE,
        value: String(checked.value.pointValueCents),
        version: version('point_value'),
      },
    ],
    'stored',
    now,
  );
  if (!saved.ok && 'conflicts' in saved) throw new HttpError(409, 'promotion_changed');
  if (!saved.ok) {
    const errors: QueryErrors = {};
    for (const key of Object.keys(saved.problems))
      errors[key === PER_EURO ? 'points_per_euro' : 'point_value'] = [{ key: 'invalid_value' }];
    throw validationFailed(errors);
  }
  return loyaltyView(db);
}
