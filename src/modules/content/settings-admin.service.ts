/**
 * The back office's settings (`configurations`): every key with its section and version, and a
 * save of several keys at once — all or nothing, each value checked by the same rules as
 * `npm run settings`, each key compared with the version the form showed (someone else saved
 * in between → nothing saved, the keys named). A save tells this process's memos at once
 * (`notifySettingsChange`); other processes see it within their cache time (10–30 s).
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifySettingsChange } from '../../shared/settings-change';
import { configurations } from './content.tables';
import {
  checkSettingInput,
  isRemovableSetting,
  PAYMENT_METHOD_KEY,
  sectionOf,
  SETTINGS_SECTIONS,
  settingSpec,
  settingVersion,
  type SettingInputProblem,
  type SettingsSectionId,
} from './settings-form.rules';
import { listSettings } from './settings.service';
import { recordAudit } from '../audit';

export interface AdminSetting {
  key: string;
  section: SettingsSectionId;
  /** As stored: cents for amounts. Null: the key is known but not set yet. */
  value: string | null;
  money: boolean;
  multiline: boolean;
  isPublic: boolean;
  /** Hand it back on save; null for a key not set yet. */
  version: string | null;
  updatedAt: Date | null;
}

/** Every setting of the page, sections in order, then the keys only the database knows. */
export async function listAdminSettings(db: Db): Promise<AdminSetting[]> {
  const rows = new Map((await listSettings(db)).map((row) => [row.key, row]));
  const known = SETTINGS_SECTIONS.flatMap((section) => section.settings.map((s) => s.key));
  const extra = [...rows.keys()].filter(
    (key) => !settingSpec(key) && !PAYMENT_METHOD_KEY.test(key),
  );
  return [...known, ...extra].map((key) => {
    const row = rows.get(key);
    const spec = settingSpec(key);
    return {
      key,
      section: sectionOf(key),
      value: row?.value ?? null,
      money: spec?.money === true,
      multiline: spec?.multiline === true,
      isPublic: row?.isPublic ?? spec?.isPublic ?? false,
      version: row ? settingVersion(row.value, row.updatedAt) : null,
      updatedAt: row?.updatedAt ?? null,
    };
  });
}

export interface SettingChange {
  key: string;
  /** As typed: euros for amounts when `form` is 'euros', else as stored. */
  value: string;
  /** The version the form showed (null: the key was not set). */
  version: string | null;
}

export type SaveSettingsResult =
  | { ok: true; changes: { key: string; before: string | null; after: string }[] }
  | { ok: false; problems: Record<string, SettingInputProblem | 'unknown_setting'> }
  | { ok: false; conflicts: string[] };

/**
 * Saves the changed keys for `actorUserId` (the audit entry goes in this transaction). A key
 * the page does not know and the database does not hold is refused: the back office edits the
 * shop's settings, it does not invent new ones (`npm run settings -- set` does).
 */
export async function saveAdminSettings(
  db: Db,
  actorUserId: number,
  input: readonly SettingChange[],
  form: 'euros' | 'stored',
  now: Date,
): Promise<SaveSettingsResult> {
  // Null prototype: a key named `__proto__` or `constructor` is a key like any other.
  const problems: Record<string, SettingInputProblem | 'unknown_setting'> = Object.create(
    null,
  ) as Record<string, SettingInputProblem | 'unknown_setting'>;
  const checked = new Map<string, { value: string; version: string | null }>();
  for (const item of input) {
    if (PAYMENT_METHOD_KEY.test(item.key)) {
      problems[item.key] = 'unknown_setting';
      continue;
    }
    const result = checkSettingInput(item.key, item.value, form);
    if (result.ok) checked.set(item.key, { value: result.value, version: item.version });
    else problems[item.key] = result.problem;
  }
  if (Object.keys(problems).length > 0 && checked.size === 0) return { ok: false, problems };
  return writeSettings(db, actorUserId, checked, problems, now);
}

/**
 * The payment methods' rows (`payment_method_*`), already checked by the orders module's rules
 * (which own their meaning); same versions and all-or-nothing save as the settings page.
 */
export async function savePaymentMethodSettings(
  db: Db,
  actorUserId: number,
  input: readonly SettingChange[],
  now: Date,
): Promise<SaveSettingsResult> {
  // Null prototype: a key named `__proto__` or `constructor` is a key like any other.
  const problems: Record<string, SettingInputProblem | 'unknown_setting'> = Object.create(
    null,
  ) as Record<string, SettingInputProblem | 'unknown_setting'>;
  const checked = new Map<string, { value: string; version: string | null }>();
  for (const item of input) {
    if (PAYMENT_METHOD_KEY.test(item.key))
      checked.set(item.key, { value: item.value, version: item.version });
    else problems[item.key] = 'unknown_setting';
  }
  return writeSettings(db, actorUserId, checked, problems, now, true);
}

async function writeSettings(
  db: Db,
  actorUserId: number,
  checked: ReadonlyMap<string, { value: string; version: string | null }>,
  problems: Record<string, SettingInputProblem | 'unknown_setting'>,
  now: Date,
  newKeysArePublic = false,
): Promise<SaveSettingsResult> {
  const keys = [...checked.keys()];
  const outcome = await db.transaction(async (tx): Promise<SaveSettingsResult> => {
    const rows =
      keys.length === 0
        ? []
        : await tx
            .select()
            .from(configurations)
            .where(inArray(configurations.key, keys))
            .orderBy(configurations.key)
            .for('update');
    const current = new Map(rows.map((row) => [row.key, row]));
    for (const key of keys)
      if (!current.has(key) && !settingSpec(key) && !newKeysArePublic)
        problems[key] = 'unknown_setting';
    if (Object.keys(problems).length > 0) return { ok: false, problems };
    const conflicts = keys.filter((key) => {
      const row = current.get(key);
      const shown = checked.get(key)!.version;
      return (row ? settingVersion(row.value, row.updatedAt) : null) !== shown;
    });
    if (conflicts.length > 0) return { ok: false, conflicts };
    const changes: { key: string; before: string | null; after: string }[] = [];
    for (const key of keys) {
      const { value } = checked.get(key)!;
      const before = current.get(key)?.value ?? null;
      if (before === value) continue;
      await tx
        .insert(configurations)
        .values({
          key,
          value,
          isPublic: settingSpec(key)?.isPublic ?? newKeysArePublic,
          updatedAt: now,
        })
        .onConflictDoUpdate({ target: configurations.key, set: { value, updatedAt: now } });
      changes.push({ key, before, after: value });
    }
    if (changes.length > 0)
      await recordAudit(tx, {
        actorUserId,
        action: 'settings.update',
        entity: 'configurations',
        entityId: null,
        before: Object.fromEntries(changes.map((change) => [change.key, change.before])),
        after: Object.fromEntries(changes.map((change) => [change.key, change.after])),
      });
    return { ok: true, changes };
  });
  if (outcome.ok && outcome.changes.length > 0) notifySettingsChange();
  return outcome;
}

/** One setting of the list above by key (a known key not set yet included); null otherwise. */
export async function getAdminSetting(db: Db, key: string): Promise<AdminSetting | null> {
  return (await listAdminSettings(db)).find((setting) => setting.key === key) ?? null;
}

/**
 * Creates a key the shop knows and that is not set yet (the same checks, audit entry and cache
 * notice as a save): an unknown key is refused, one already set is `exists`.
 */
export async function createAdminSetting(
  db: Db,
  actorUserId: number,
  key: string,
  value: string,
  now: Date,
): Promise<SaveSettingsResult | { ok: false; exists: true }> {
  if (!settingSpec(key)) return { ok: false, problems: { [key]: 'unknown_setting' } };
  const saved = await saveAdminSettings(
    db,
    actorUserId,
    [{ key, value, version: null }],
    'stored',
    now,
  );
  return !saved.ok && 'conflicts' in saved ? { ok: false, exists: true } : saved;
}

export type RemoveSettingResult =
  { ok: true; before: string } | { ok: false; reason: 'not_found' | 'required' | 'conflict' };

/**
 * Removes a stored key that the shop can do without (`isRemovableSetting`): audited as a
 * `settings.update` whose `after` is null, caches told after the commit. `version` (when
 * given) must be the one shown, as for a save.
 */
export async function removeAdminSetting(
  db: Db,
  actorUserId: number,
  key: string,
  version: string | null,
): Promise<RemoveSettingResult> {
  if (PAYMENT_METHOD_KEY.test(key)) return { ok: false, reason: 'not_found' };
  const outcome = await db.transaction(async (tx): Promise<RemoveSettingResult> => {
    const [row] = await tx
      .select()
      .from(configurations)
      .where(eq(configurations.key, key))
      .for('update');
    if (!row) return { ok: false, reason: 'not_found' };
    if (!isRemovableSetting(key)) return { ok: false, reason: 'required' };
    if (version !== null && settingVersion(row.value, row.updatedAt) !== version)
      return { ok: false, reason: 'conflict' };
    await tx.delete(configurations).where(eq(configurations.key, key));
    await recordAudit(tx, {
      actorUserId,
      action: 'settings.update',
      entity: 'configurations',
      entityId: null,
      before: { [key]: row.value },
      after: { [key]: null },
    });
    return { ok: true, before: row.value };
  });
  if (outcome.ok) notifySettingsChange();
  return outcome;
}
