import { productSvg, swatchSvg } from '../../modules/media/placeholder-images.templates';
import { LOCALES, type Locale, type Translated } from '../../shared/locale';
import type { Db } from '../client';
import { categories, categoryTranslations, filters, filterValues, images } from '../schema';
import { insertMany, insertReturningIds } from './batch';
import { BASE_DATE } from './constants';
import { type CategorySeed, DOMAINS, type DomainKey, type LeafSpec } from './data/catalogue';
import {
  COLOURS,
  FILTER_NAMES,
  FINISHES,
  MATERIALS,
  POSITIONS,
  THICKNESSES_MM,
} from './data/filters';
import { type ImagePlan, type ImageRow, PALETTE, imageRow, shapeOf } from './images-plan';
import { slugify } from './slug';

export interface LeafCategory {
  id: number;
  key: string;
  domain: DomainKey;
  spec: LeafSpec;
}

export interface CategoryTree {
  domainIds: Map<DomainKey, number>;
  /** Slug of every category per locale, by key (links in sliders and texts). */
  slugs: Map<string, Translated>;
  /** Id of every category by key (what a promo code is for). */
  ids: Map<string, number>;
  leaves: LeafCategory[];
  count: number;
}

export interface FilterValueIds {
  colour: Map<string, number>;
  material: Map<string, number>;
  position: Map<string, number>;
  thickness: Map<number, number>;
  finish: Map<string, number>;
}

const META_TITLE: Record<Locale, (name: string) => string> = {
  fr: (n) => `${n} pour votre voiture – fabrication sur mesure`,
  en: (n) => `${n} for your car – made to fit`,
  es: (n) => `${n} para su coche – fabricación a medida`,
  de: (n) => `${n} für Ihr Auto – passgenau gefertigt`,
  it: (n) => `${n} per la tua auto – produzione su misura`,
  pt: (n) => `${n} para o seu carro – fabrico à medida`,
};

const SERVICE: Translated = {
  fr: 'Livraison en 24/48 h, retours sous 14 jours et paiement en 3 ou 4 fois sans frais.',
  en: 'Delivery in 24/48 h, returns within 14 days and interest-free payment in 3 or 4 instalments.',
  es: 'Entrega en 24/48 h, devoluciones en 14 días y pago en 3 o 4 plazos sin intereses.',
  de: 'Lieferung in 24/48 h, Rückgabe innerhalb von 14 Tagen und Zahlung in 3 oder 4 Raten ohne Gebühren.',
  it: 'Consegna in 24/48 h, reso entro 14 giorni e pagamento in 3 o 4 rate senza costi.',
  pt: 'Entrega em 24/48 h, devoluções em 14 dias e pagamento em 3 ou 4 prestações sem juros.',
};

interface Pending {
  seed: CategorySeed;
  domain: DomainKey;
  parentId: number | null;
  parentKey: string | null;
  position: number;
}

/** Inserts the domain → category → subcategory tree level by level, with translations and pictures. */
export async function seedCategories(db: Db, plan: ImagePlan): Promise<CategoryTree> {
  const tree: CategoryTree = {
    domainIds: new Map(),
    slugs: new Map(),
    ids: new Map(),
    leaves: [],
    count: 0,
  };
  const used: Record<Locale, Set<string>> = {
    fr: new Set(),
    en: new Set(),
    es: new Set(),
    de: new Set(),
    it: new Set(),
    pt: new Set(),
  };
  let level: Pending[] = DOMAINS.map((seed, position) => ({
    seed,
    domain: seed.key,
    parentId: null,
    parentKey: null,
    position,
  }));
  let colourIndex = 0;
  while (level.length > 0) {
    const ids = await insertReturningIds(
      db,
      categories,
      level.map((p) => ({ parentId: p.parentId, position: p.position, createdAt: BASE_DATE })),
    );
    const translations: (typeof categoryTranslations.$inferInsert)[] = [];
    const imageRows: ImageRow[] = [];
    const next: Pending[] = [];
    level.forEach((p, i) => {
      const id = ids[i]!;
      const slugs = {} as Translated;
      for (const locale of LOCALES) {
        let slug = slugify(p.seed.name[locale], { locale });
        if (used[locale].has(slug) && p.parentKey)
          slug = `${tree.slugs.get(p.parentKey)![locale]}-${slug}`;
        if (used[locale].has(slug)) throw new Error(`Duplicate category slug ${locale}/${slug}`);
        used[locale].add(slug);
        slugs[locale] = slug;
        translations.push({
          categoryId: id,
          locale,
          name: p.seed.name[locale],
          slug,
          subtitle: p.seed.subtitle[locale],
          metaTitle: META_TITLE[locale](p.seed.name[locale]),
          description: `${p.seed.subtitle[locale]} ${SERVICE[locale]}`,
        });
      }
      tree.slugs.set(p.seed.key, slugs);
      tree.ids.set(p.seed.key, id);
      if (p.parentId === null) tree.domainIds.set(p.domain, id);
      const hex = PALETTE[colourIndex++ % PALETTE.length]!;
      const size = p.parentId === null ? 464 : 300;
      const picture = plan.add(`images/categories/${p.seed.key}.webp`, size, size, () =>
        productSvg(shapeOf(p.seed.key, p.domain), hex, 'main', size),
      );
      imageRows.push(imageRow('category', id, picture));
      if (p.seed.leaf)
        tree.leaves.push({ id, key: p.seed.key, domain: p.domain, spec: p.seed.leaf });
      (p.seed.children ?? []).forEach((seed, position) =>
        next.push({ seed, domain: p.domain, parentId: id, parentKey: p.seed.key, position }),
      );
    });
    await insertMany(db, categoryTranslations, translations);
    await insertMany(db, images, imageRows);
    tree.count += level.length;
    level = next;
  }
  return tree;
}

const same = (text: string): Translated => ({
  fr: text,
  en: text,
  es: text,
  de: text,
  it: text,
  pt: text,
});

/** Colour (with swatches), material, position, thickness (numeric range) and finish filters. */
export async function seedFilters(
  db: Db,
  plan: ImagePlan,
): Promise<{ ids: FilterValueIds; filters: number; values: number }> {
  const [colourId, materialId, positionId, thicknessId, finishId] = await insertReturningIds(
    db,
    filters,
    [
      {
        identifier: 'colour',
        name: FILTER_NAMES.colour,
        filterTypeId: 1,
        useImages: true,
        showOnProductCard: true,
        startsOpened: true,
        position: 0,
      },
      {
        identifier: 'material',
        name: FILTER_NAMES.material,
        filterTypeId: 1,
        startsOpened: true,
        position: 1,
      },
      { identifier: 'position', name: FILTER_NAMES.position, filterTypeId: 1, position: 2 },
      { identifier: 'thickness', name: FILTER_NAMES.thickness, filterTypeId: 2, position: 3 },
      { identifier: 'finish', name: FILTER_NAMES.finish, filterTypeId: 1, position: 4 },
    ],
  );
  const rows: (typeof filterValues.$inferInsert)[] = [
    ...COLOURS.map((c, position) => ({
      filterId: colourId!,
      name: c.name,
      color: c.hex,
      position,
    })),
    ...MATERIALS.map((m, position) => ({ filterId: materialId!, name: m.name, position })),
    ...POSITIONS.map((p, position) => ({ filterId: positionId!, name: p.name, position })),
    ...THICKNESSES_MM.map((mm, position) => ({
      filterId: thicknessId!,
      name: same(`${mm} mm`),
      numericValue: String(mm),
      position,
    })),
    ...FINISHES.map((f, position) => ({ filterId: finishId!, name: f.name, position })),
  ];
  const valueIds = await insertReturningIds(db, filterValues, rows);
  let cursor = 0;
  const take = <K>(keys: readonly K[]) =>
    new Map(keys.map((key) => [key, valueIds[cursor++]!] as const));
  const ids: FilterValueIds = {
    colour: take(COLOURS.map((c) => c.key)),
    material: take(MATERIALS.map((m) => m.key)),
    position: take(POSITIONS.map((p) => p.key)),
    thickness: take(THICKNESSES_MM),
    finish: take(FINISHES.map((f) => f.key)),
  };
  await insertMany(
    db,
    images,
    COLOURS.map((c) =>
      imageRow(
        'filter_value',
        ids.colour.get(c.key)!,
        plan.add(`images/swatches/${c.key}.webp`, 64, 64, () => swatchSvg(c.hex)),
      ),
    ),
  );
  return { ids, filters: 5, values: rows.length };
}
