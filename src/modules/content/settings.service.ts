/**
 * The shop's settings (`configurations`): listed, and saved one key at a time after
 * `checkSetting`. A new key is private (`is_public` false); an existing one keeps its
 * visibility. Readers memoise reference data for up to 10 s per process: a change shows within
 * that (docs/decisions/014-cart-checkout-payments.md).
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { configurations } from './content.tables';
import { checkSetting, type SettingProblem } from './settings.rules';

export interface Setting {
  key: string;
  value: string;
  isPublic: boolean;
  updatedAt: Date;
}

export async function listSettings(db: Db): Promise<Setting[]> {
  return db
    .select({
      key: configurations.key,
      value: configurations.value,
      isPublic: configurations.isPublic,
      updatedAt: configurations.updatedAt,
    })
    .from(configurations)
    .orderBy(asc(configurations.key));
}

export type SaveSettingResult =
  { ok: true; setting: Setting; previous: string | null } | { ok: false; problem: SettingProblem };

/** Saves `key` = `raw` if it is a valid value for that key; a refused value changes nothing. */
export async function saveSetting(
  db: Db,
  key: string,
  raw: string,
  now: Date,
): Promise<SaveSettingResult> {
  const checked = checkSetting(key, raw);
  if (!checked.ok) return checked;
  return db.transaction(async (tx) => {
    const previous = await tx
      .select({ value: configurations.value })
      .from(configurations)
      .where(eq(configurations.key, key))
      .for('update');
    const [row] = await tx
      .insert(configurations)
      .values({ key, value: checked.value, isPublic: false, updatedAt: now })
      .onConflictDoUpdate({
        target: configurations.key,
        set: { value: checked.value, updatedAt: now },
      })
      .returning();
    return {
      ok: true as const,
      setting: {
        key: row!.key,
        value: row!.value,
        isPublic: row!.isPublic,
        updatedAt: row!.updatedAt,
      },
      previous: previous[0]?.value ?? null,
    };
  });
}
