/**
 * The back office's gift cards and loyalty rules as pages and the API show them
 * (docs/decisions/043): cards with their history (orders module), loyalty rules through the
 * content module's settings. Deals are in deals-admin.service.ts.
 */
import type { Db } from '../../db/client';
import type { QueryErrors } from '../../shared/api-query';
import { HttpError, validationFailed } from '../../shared/http';
import { listAdminSettings, saveAdminSettings } from '../content';
import { giftCardUses, type GiftCardUse } from '../orders';
import {
  adminGiftCard,
  checkGiftCardInput,
  checkLoyaltyInput,
  issueGiftCard,
  listAdminGiftCards,
  maskedCode,
  parisLastDay,
  setGiftCardActive,
  versionOf,
  type GiftCardAdminRow,
  type GiftCardInput,
} from '../promotions';

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
