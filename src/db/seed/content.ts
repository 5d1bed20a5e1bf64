import { bannerSvg } from '../../modules/media/placeholder-images.templates';
import { LOCALES, type Locale } from '../../shared/locale';
import type { Db } from '../client';
import {
  articleTranslations,
  articleTypes,
  articles,
  configurations,
  dealTranslations,
  deals,
  faqEntries,
  faqTranslations,
  images,
  promoCodes,
  sliderTranslations,
  sliders,
  texts,
  wallpapers,
} from '../schema';
import { insertMany, insertReturningIds } from './batch';
import type { CategoryTree } from './categories';
import { BASE_DATE } from './constants';
import { ARTICLES, ARTICLE_TYPES, TOPIC_PARAGRAPHS } from './data/articles';
import {
  DEAL_DESCRIPTION,
  DEAL_PREFIX,
  LOCALE_PREFIX,
  PROMO_CODES,
  SLIDERS,
  CONFIGURATIONS,
  TEXTS,
  WALLPAPERS,
} from './data/content';
import { FAQ } from './data/faq';
import { type ImagePlan, imageRow } from './images-plan';
import type { ProductDraft } from './product-draft';
import { slugify } from './slug';

export interface ContentCounts {
  texts: number;
  configurations: number;
  wallpapers: number;
  sliders: number;
  articleTypes: number;
  articles: number;
  faqEntries: number;
  promoCodes: number;
}

const TOPIC_SHAPE = { care: 'seat', fitting: 'boot', materials: 'door', workshop: 'mat' } as const;

/** Texts, settings, banners, slides, blog, FAQ and promo codes. */
export async function seedContent(
  db: Db,
  plan: ImagePlan,
  tree: CategoryTree,
): Promise<ContentCounts> {
  const textRows = Object.entries(TEXTS).flatMap(([identifier, value]) =>
    LOCALES.map((locale) => ({ identifier, locale, text: value[locale], updatedAt: BASE_DATE })),
  );
  await insertMany(db, texts, textRows);
  await insertMany(
    db,
    configurations,
    CONFIGURATIONS.map((c) => ({ ...c, updatedAt: BASE_DATE })),
  );

  const wallpaperIds = await insertReturningIds(
    db,
    wallpapers,
    WALLPAPERS.map((w, position) => ({
      name: w.name,
      tags: w.tags,
      linkUrl: w.linkUrl,
      startsAt: w.window ? new Date(w.window[0]) : null,
      endsAt: w.window ? new Date(w.window[1]) : null,
      isActive: w.isActive,
      position,
    })),
  );
  const imageRows = WALLPAPERS.map((w, i) =>
    imageRow(
      'wallpaper',
      wallpaperIds[i]!,
      plan.add(`images/wallpapers/${slugify(w.name)}.webp`, 1600, 400, () =>
        bannerSvg({ width: 1600, height: 400, hex: w.hex, title: w.title, shape: 'seat' }),
      ),
    ),
  );

  const sliderIds = await insertReturningIds(
    db,
    sliders,
    SLIDERS.map((_, position) => ({ tags: ['home'], position })),
  );
  await insertMany(
    db,
    sliderTranslations,
    SLIDERS.flatMap((s, i) =>
      LOCALES.map((locale) => ({
        sliderId: sliderIds[i]!,
        locale,
        title: s.title[locale],
        subtitle: s.subtitle[locale],
        linkUrl: `${LOCALE_PREFIX[locale]}/c/${tree.slugs.get(s.domainKey)![locale]}`,
      })),
    ),
  );
  SLIDERS.forEach((s, i) => {
    const shape =
      s.domainKey === 'door-panels' ? 'door' : s.domainKey === 'equipment' ? 'mat' : 'seat';
    const picture = plan.add(`images/sliders/${s.domainKey}.webp`, 1600, 500, () =>
      bannerSvg({ width: 1600, height: 500, hex: s.hex, title: '', shape }),
    );
    imageRows.push(imageRow('slider', sliderIds[i]!, picture));
  });

  const typeIds = await insertReturningIds(
    db,
    articleTypes,
    ARTICLE_TYPES.map((identifier, position) => ({ identifier, position })),
  );
  const articleIds = await insertReturningIds(
    db,
    articles,
    ARTICLES.map((a, position) => ({
      articleTypeId: typeIds[ARTICLE_TYPES.indexOf(a.type)]!,
      publishedAt: new Date(a.publishedAt),
      position,
    })),
  );
  await insertMany(
    db,
    articleTranslations,
    ARTICLES.flatMap((a, i) =>
      LOCALES.map((locale) => ({
        articleId: articleIds[i]!,
        locale,
        title: a.title[locale],
        slug: slugify(a.title[locale], { locale }),
        excerpt: a.excerpt[locale],
        body: [a.excerpt[locale], ...TOPIC_PARAGRAPHS[a.topic].map((p) => p[locale])].join('\n\n'),
      })),
    ),
  );
  ARTICLES.forEach((a, i) => {
    const cover = plan.add(`images/articles/article-${i + 1}.webp`, 800, 450, () =>
      bannerSvg({ width: 800, height: 450, hex: a.hex, title: '', shape: TOPIC_SHAPE[a.topic] }),
    );
    imageRows.push(imageRow('article', articleIds[i]!, cover));
  });

  const faqIds = await insertReturningIds(
    db,
    faqEntries,
    FAQ.map((f, position) => ({ groupIdentifier: f.group, position })),
  );
  await insertMany(
    db,
    faqTranslations,
    FAQ.flatMap((f, i) =>
      LOCALES.map((locale) => ({
        faqEntryId: faqIds[i]!,
        locale,
        question: f.question[locale],
        answer: f.answer[locale],
      })),
    ),
  );

  const promoIds = await insertReturningIds(
    db,
    promoCodes,
    PROMO_CODES.map((p) => ({
      code: p.code,
      name: p.name,
      subtitle: p.subtitle,
      valuePercent: p.valuePercent,
      isFeatured: p.isFeatured,
      isProOnly: p.isProOnly,
      minAmountCents: p.minAmountCents,
      maxUses: p.maxUses,
      startsAt: p.window ? new Date(p.window[0]) : null,
      endsAt: p.window ? new Date(p.window[1]) : null,
      // Every row names its scope (the batch insert gives a missing column null, not its default).
      appliesTo: p.categories ? ('categories' as const) : ('all' as const),
      categoryIds: (p.categories ?? []).map((key) => {
        const id = tree.ids.get(key);
        if (id === undefined) throw new Error(`promo code ${p.code}: no category ${key}`);
        return id;
      }),
    })),
  );
  PROMO_CODES.forEach((p, i) => {
    const picture = plan.add(`images/promo-codes/${p.code.toLowerCase()}.webp`, 600, 400, () =>
      bannerSvg({
        width: 600,
        height: 400,
        hex: p.hex,
        title: `-${p.valuePercent} %`,
        subtitle: p.code,
      }),
    );
    imageRows.push(imageRow('promo_code', promoIds[i]!, picture));
  });
  await insertMany(db, images, imageRows);

  return {
    texts: textRows.length,
    configurations: CONFIGURATIONS.length,
    wallpapers: WALLPAPERS.length,
    sliders: SLIDERS.length,
    articleTypes: ARTICLE_TYPES.length,
    articles: ARTICLES.length,
    faqEntries: FAQ.length,
    promoCodes: PROMO_CODES.length,
  };
}

const DEAL_COUNT = 12;
const DEAL_DISCOUNTS = [10, 15, 20, 25, 30, 40];

/** Which product indexes carry a deal: spread over the catalogue. */
export function dealProductIndexes(scale: number): number[] {
  const step = Math.max(1, Math.floor(scale / DEAL_COUNT));
  return [...new Set(Array.from({ length: DEAL_COUNT }, (_, k) => Math.min(scale - 1, k * step)))];
}

/** Deals on a dozen products; one already over, the others end at staggered dates. */
export async function seedDeals(
  db: Db,
  drafts: ProductDraft[],
  productIds: Int32Array,
): Promise<number> {
  const rows = drafts.map((d, k) => ({
    productId: productIds[d.index]!,
    discountPercent: DEAL_DISCOUNTS[k % DEAL_DISCOUNTS.length]!,
    startsAt: new Date('2025-01-01T00:00:00Z'),
    endsAt:
      k === drafts.length - 1
        ? new Date('2025-06-30T22:00:00Z')
        : new Date(Date.UTC(2030 + (k % 6), (k * 5) % 12, 1 + ((k * 7) % 27), 22)),
    position: k,
  }));
  const ids = await insertReturningIds(db, deals, rows);
  await insertMany(
    db,
    dealTranslations,
    drafts.flatMap((d, k) =>
      d.translations.map(({ locale, name }) => {
        const title = `${DEAL_PREFIX[locale as Locale]}${locale === 'fr' ? ' : ' : ': '}${name}`;
        return {
          dealId: ids[k]!,
          locale,
          title,
          slug: `${slugify(title, { maxLength: 120, locale })}-${k + 1}`,
          description: DEAL_DESCRIPTION[locale](rows[k]!.discountPercent),
        };
      }),
    ),
  );
  await insertMany(
    db,
    images,
    drafts.map((d, k) => imageRow('deal', ids[k]!, d.images[0]!)),
  );
  return ids.length;
}
