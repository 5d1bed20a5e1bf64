/**
 * The back office's writes of vehicle models and their generations (rows of `vehicles`: a
 * model is the rows of one make sharing a name, each row a generation with its years). The
 * makes themselves are brands, written by the catalogue. Each write in one transaction with its
 * audit entry; the caches empty after the commit, so the make and model pages and the vehicle
 * picker show it at once. A slug is made once, at creation: renaming keeps the page's address.
 */
import { and, asc, eq, max, sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterCommit } from '../../db/after-commit';
import type { Db } from '../../db/client';
import { HttpError, notFound, validationFailed } from '../../shared/http';
import { recordAudit } from '../audit';
import {
  checkYears,
  isVehicleMake,
  makeAdminList,
  notifyCatalogueChange,
  orderedPositions,
  type MakeAdminDto,
} from '../catalog';
import { vehicles } from './vehicles.tables';

const year = z.number().int().nullable().optional();
/** The version the form was read at (`updated_at`, ISO): a save over a newer one is refused. */
const version = z.string().max(40).optional();

export const generationInput = z.strictObject({
  brand_id: z.number().int().positive(),
  /** The model's name ("Clio"): generations of one model share it. */
  name: z.string().trim().min(1, { error: 'required' }).max(60),
  /** The generation's name ("IV"), optional. */
  generation: z.string().trim().max(40).optional().default(''),
  year_from: year,
  year_to: year,
  is_active: z.boolean().optional(),
  version,
});
export type GenerationInput = z.output<typeof generationInput>;

export const modelRenameInput = z.strictObject({
  brand_id: z.number().int().positive(),
  from: z.string().trim().min(1, { error: 'required' }).max(60),
  to: z.string().trim().min(1, { error: 'required' }).max(60),
  /** The model's version: the latest of its generations' (a change to any of them is newer). */
  version,
});

export interface GenerationAdminDto {
  id: number;
  name: string;
  generation: string | null;
  slug: string;
  year_from: number | null;
  year_to: number | null;
  position: number;
  is_active: boolean;
  version: string;
}

export type MakeWithModels = MakeAdminDto & {
  models: Array<{ name: string; version: string; generations: GenerationAdminDto[] }>;
};

/** A model's version: the latest of its generations' (ISO texts sort as times). */
const latest = (versions: string[]) => versions.reduce((a, b) => (b > a ? b : a), '');

/** Every make with its models and their generations, in their order. */
export async function vehicleAdminTree(db: Db): Promise<MakeWithModels[]> {
  const makes = await makeAdminList(db);
  const rows = await db
    .select()
    .from(vehicles)
    .orderBy(asc(vehicles.brandId), asc(vehicles.position), asc(vehicles.id));
  return makes.map((make) => {
    const models = new Map<string, GenerationAdminDto[]>();
    for (const row of rows.filter((r) => r.brandId === make.id)) {
      const list = models.get(row.name) ?? [];
      list.push({
        id: row.id,
        name: row.name,
        generation: row.generation,
        slug: row.slug,
        year_from: row.yearFrom,
        year_to: row.yearTo,
        position: row.position,
        is_active: row.isActive,
        version: row.updatedAt.toISOString(),
      });
      models.set(row.name, list);
    }
    return {
      ...make,
      models: [...models].map(([name, generations]) => ({
        name,
        version: latest(generations.map((g) => g.version)),
        generations,
      })),
    };
  });
}

function checkInput(input: GenerationInput) {
  if (checkYears(input.year_from ?? null, input.year_to ?? null))
    throw validationFailed({ year_to: [{ key: 'invalid_years' }] });
}

const slugOf = (input: GenerationInput) =>
  [input.name, input.generation, input.year_from ?? '']
    .join(' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'model';

/** A new generation (and so a new model when its name is new) at the end of its make. */
export async function createGeneration(
  db: Db,
  actor: number,
  input: GenerationInput,
): Promise<number> {
  checkInput(input);
  return db.transaction(async (tx) => {
    if (!(await isVehicleMake(tx, input.brand_id)))
      throw validationFailed({ brand_id: [{ key: 'invalid_value' }] });
    const taken = new Set(
      (
        await tx
          .select({ slug: vehicles.slug })
          .from(vehicles)
          .where(eq(vehicles.brandId, input.brand_id))
      ).map((r) => r.slug),
    );
    const base = slugOf(input);
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
    const [last] = await tx
      .select({ position: max(vehicles.position) })
      .from(vehicles)
      .where(eq(vehicles.brandId, input.brand_id));
    const [row] = await tx
      .insert(vehicles)
      .values({
        brandId: input.brand_id,
        name: input.name,
        generation: input.generation || null,
        slug,
        yearFrom: input.year_from ?? null,
        yearTo: input.year_to ?? null,
        isActive: input.is_active ?? true,
        position: (last?.position ?? -1) + 1,
      })
      .returning();
    await recordAudit(tx, {
      actorUserId: actor,
      action: 'vehicle.create',
      entity: 'vehicle',
      entityId: row!.id,
      after: row,
    });
    afterCommit(tx, notifyCatalogueChange);
    return row!.id;
  });
}

export async function updateGeneration(
  db: Db,
  actor: number,
  id: number,
  input: GenerationInput,
): Promise<void> {
  checkInput(input);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(vehicles).where(eq(vehicles.id, id)).for('update');
    if (!row || row.brandId !== input.brand_id) throw notFound();
    if (input.version && row.updatedAt.toISOString() !== input.version)
      throw new HttpError(409, 'catalogue_changed');
    const [after] = await tx
      .update(vehicles)
      .set({
        name: input.name,
        generation: input.generation || null,
        yearFrom: input.year_from ?? null,
        yearTo: input.year_to ?? null,
        isActive: input.is_active ?? row.isActive,
        updatedAt: sql`now()`,
      })
      .where(eq(vehicles.id, id))
      .returning();
    await recordAudit(tx, {
      actorUserId: actor,
      action: 'vehicle.update',
      entity: 'vehicle',
      entityId: id,
      before: row,
      after,
    });
    afterCommit(tx, notifyCatalogueChange);
  });
}

/** Renames a model: every generation of the make that bears the old name. */
export async function renameModel(
  db: Db,
  actor: number,
  input: z.output<typeof modelRenameInput>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const where = and(eq(vehicles.brandId, input.brand_id), eq(vehicles.name, input.from));
    const current = await tx.select().from(vehicles).where(where).for('update');
    if (current.length === 0) throw notFound();
    if (input.version && latest(current.map((r) => r.updatedAt.toISOString())) !== input.version)
      throw new HttpError(409, 'catalogue_changed');
    const rows = await tx
      .update(vehicles)
      .set({ name: input.to, updatedAt: sql`now()` })
      .where(where)
      .returning({ id: vehicles.id });
    await recordAudit(tx, {
      actorUserId: actor,
      action: 'vehicle.rename_model',
      entity: 'vehicle',
      entityId: null,
      before: { brand_id: input.brand_id, name: input.from },
      after: { name: input.to, ids: rows.map((r) => r.id) },
    });
    afterCommit(tx, notifyCatalogueChange);
    return rows.length;
  });
}

/** The generations of one make in the posted order (all of them, once each). */
export async function reorderGenerations(
  db: Db,
  actor: number,
  brandId: number,
  ids: readonly number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.brandId, brandId))
      .orderBy(asc(vehicles.position), asc(vehicles.id));
    const checked = orderedPositions(
      current.map((r) => r.id),
      ids,
    );
    if (!checked.ok) throw validationFailed({ ids: [{ key: checked.reason }] });
    for (const [position, id] of ids.entries())
      await tx.update(vehicles).set({ position }).where(eq(vehicles.id, id));
    await recordAudit(tx, {
      actorUserId: actor,
      action: 'vehicle.reorder',
      entity: 'vehicle',
      entityId: brandId,
      before: { ids: current.map((r) => r.id) },
      after: { ids },
    });
    afterCommit(tx, notifyCatalogueChange);
  });
}

/** Generation ids of the make of `id` in their order (the no-JavaScript buttons start there). */
export async function generationSiblings(
  db: Db,
  id: number,
): Promise<{ brandId: number; ids: number[] } | null> {
  const [row] = await db.select().from(vehicles).where(eq(vehicles.id, id));
  if (!row) return null;
  const list = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(eq(vehicles.brandId, row.brandId))
    .orderBy(asc(vehicles.position), asc(vehicles.id));
  return { brandId: row.brandId, ids: list.map((r) => r.id) };
}
