/**
 * The back office's catalogue structure, as the JSON API and the pages' forms both read it:
 * categories, filters and their values, vehicle makes. One zod schema per write; the pages
 * build the same shapes from their form fields. Pure.
 */
import { z } from 'zod';
import { LOCALES, type Locale } from '../../shared/locale';
import { SLUG_PATTERN } from './catalogue-structure.rules';

const text = (max: number) => z.string().trim().max(max);

/** A text in the six languages; French (the shop's default) required when `required`. */
export function translatedInput(max: number, required: boolean) {
  const shape = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      locale === 'fr' && required
        ? text(max).min(1, { error: 'required' })
        : text(max).optional().default(''),
    ]),
  ) as unknown as Record<Locale, z.ZodType<string>>;
  return z.strictObject(shape);
}

const slugs = z.strictObject(
  Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      z
        .string()
        .trim()
        .max(120)
        .refine((s) => s === '' || SLUG_PATTERN.test(s), { error: 'invalid_slug' })
        .optional()
        .default(''),
    ]),
  ) as unknown as Record<Locale, z.ZodType<string>>,
);

const id = z.number().int().positive();
/** The version a record was read at (its `updated_at`, ISO): a save after another is refused. */
export const version = z.string().max(40).optional();

export const categoryInput = z.strictObject({
  name: translatedInput(120, true),
  /** Empty languages take a slug made from that language's name. */
  slug: slugs.optional(),
  subtitle: translatedInput(250, false).optional(),
  meta_title: translatedInput(120, false).optional(),
  meta_description: translatedInput(320, false).optional(),
  parent_id: id.nullable().optional(),
  is_active: z.boolean().optional(),
  /** A picture sent with POST /api/admin/uploads (purpose catalogue_image). */
  upload_id: id.optional(),
  /** Takes the current picture off (menus and tiles then show the placeholder). */
  remove_image: z.boolean().optional(),
  version,
});
export type CategoryInput = z.output<typeof categoryInput>;

export const categoryMoveInput = z.strictObject({
  parent_id: id.nullable(),
  /** Place among the new siblings, 0 first; the end when left out. */
  position: z.number().int().min(0).max(10_000).optional(),
  version,
});

/** PUT …/positions: every sibling's id once, in the new order. */
export const positionsInput = z.strictObject({
  parent_id: id.nullable().optional(),
  ids: z.array(id).max(2_000),
});

export const filterInput = z.strictObject({
  name: translatedInput(80, true),
  filter_type_id: z.union([z.literal(1), z.literal(2)]),
  show_on_product_card: z.boolean().optional().default(false),
  starts_opened: z.boolean().optional().default(false),
  use_images: z.boolean().optional().default(false),
  version,
});
export type FilterInput = z.output<typeof filterInput>;

export const filterValueInput = z.strictObject({
  name: translatedInput(80, true),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'invalid_value' })
    .nullable()
    .optional(),
  /** A range filter's value: its place on the slider (required there, rangeValueRefusal). */
  numeric_value: z.number({ error: 'not_a_number' }).finite().nullable().optional(),
  /** A new picture (POST /api/admin/uploads); it replaces the current one. */
  upload_id: id.optional(),
  /** Takes the current picture off. */
  remove_image: z.boolean().optional(),
});
export type FilterValueInput = z.output<typeof filterValueInput>;

export const makeInput = z.strictObject({
  name: text(60).min(1, { error: 'required' }),
  slug: z
    .string()
    .trim()
    .max(80)
    .refine((s) => s === '' || SLUG_PATTERN.test(s), { error: 'invalid_slug' })
    .optional()
    .default(''),
  is_active: z.boolean().optional(),
  /** A new logo (POST /api/admin/uploads); it replaces the current one. */
  upload_id: id.optional(),
  /** Takes the current logo off (the brand list then shows the make's initials). */
  remove_image: z.boolean().optional(),
  version,
});
export type MakeInput = z.output<typeof makeInput>;

/** The admin's view of a category: every language, for the editor. */
export interface CategoryAdminDto {
  id: number;
  parent_id: number | null;
  position: number;
  is_active: boolean;
  version: string;
  name: Partial<Record<Locale, string>>;
  slug: Partial<Record<Locale, string>>;
  subtitle: Partial<Record<Locale, string>>;
  meta_title: Partial<Record<Locale, string>>;
  meta_description: Partial<Record<Locale, string>>;
  products_count: number;
  image: { url: string } | null;
  children: CategoryAdminDto[];
}

export interface FilterAdminDto {
  id: number;
  identifier: string;
  name: Partial<Record<Locale, string>>;
  filter_type_id: number;
  show_on_product_card: boolean;
  starts_opened: boolean;
  use_images: boolean;
  position: number;
  version: string;
  values: Array<{
    id: number;
    name: Partial<Record<Locale, string>>;
    color: string | null;
    numeric_value: number | null;
    position: number;
    image: { url: string } | null;
  }>;
}

export interface MakeAdminDto {
  id: number;
  name: string;
  slug: string;
  position: number;
  is_active: boolean;
  version: string;
  image: { url: string } | null;
}
