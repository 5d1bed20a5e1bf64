/**
 * The back office's deals, gift cards and loyalty rules as pages and the API show them
 * (docs/decisions/043): deals with their product's price, cards with their history (orders
 * module), loyalty rules through the content module's settings.
 */
import type { Db } from '../../db/client';
import type { QueryErrors } from '../../shared/api-query';
import { HttpError, validationFailed } from '../../shared/http';
import { type Locale } from '../../shared/locale';
import type { ReadContext } from '../../shared/read-context';
import { notifyCatalogueChange } from '../catalog';
import { listAdminSettings, saveAdminSettings } from '../content';
import { giftCardUses, type GiftCardUse } from '../orders';
import {
  adminDeal,
  adminGiftCard,
  checkDealInput,
  checkGiftCardInput,
  checkLoyaltyInput,
  dealPrice,
  issueGiftCard,
  listAdminDeals,
  listAdminGiftCards,
  maskedCode,
  parisDay,
  parisLastDay,
  saveDeal,
  setGiftCardActive,
  versionOf,
  type AdminDeal,
  type DealInput,
  type GiftCardAdminRow,
  type GiftCardInput,
} from '../promotions';
import { productChoices } from './product-choices.service';

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
