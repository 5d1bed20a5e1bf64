/** The read functions the storefront pages and the sitemap use, on the seeded database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findCategoryBySlug,
  findCategoryPage,
  getBrandBySlug,
  getProductHeading,
  listBrands,
  listCategoryTrails,
  listDomains,
  MAX_CHILD_CATEGORIES,
  productIdFromSlug,
} from '../../../src/modules/catalog';
import { getArticle, listArticleSlugs, listArticles, listFaq } from '../../../src/modules/content';
import {
  getDeal,
  listActiveDeals,
  listDealSlugs,
  listFeaturedPromoCodes,
} from '../../../src/modules/promotions';
import {
  findVehicleBySlugs,
  listBrandVehicles,
  listVehicleSlugs,
} from '../../../src/modules/vehicles';
import { LOCALES } from '../../../src/shared/locale';
import { createTestDatabase, type TestDatabase } from '../../support/db';

let test: TestDatabase;
const db = () => test.database.db;

beforeAll(async () => {
  test = await createTestDatabase();
});

afterAll(async () => {
  await test?.cleanup();
});

describe('articles', () => {
  it('lists published articles newest first, finds one by its slug, with its six slugs', async () => {
    const list = await listArticles(db(), 'en');
    expect(list.length).toBeGreaterThan(3);
    const dates = list.map((a) => a.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const article = await getArticle(db(), 'en', list[0]!.slug);
    expect(article?.title).toBe(list[0]!.title);
    expect(Object.keys(article!.slugs).sort()).toEqual([...LOCALES].sort());
    expect(article!.body.length).toBeGreaterThan(article!.excerpt.length);
  });

  it('does not find a slug of another language or an unknown one', async () => {
    const [french] = await listArticles(db(), 'fr');
    const english = await getArticle(db(), 'en', french!.slug);
    expect(english === null || english.slug === french!.slug).toBe(true);
    expect(await getArticle(db(), 'fr', 'no-such-article')).toBeNull();
  });

  it('hides articles published in the future', async () => {
    const list = await listArticles(db(), 'fr', new Date('2000-01-01T00:00:00Z'));
    expect(list).toEqual([]);
    expect((await listArticleSlugs(db())).length).toBe((await listArticles(db(), 'fr')).length);
  });
});

describe('faq', () => {
  it('groups the entries in position order, in the language asked for', async () => {
    const groups = await listFaq(db(), 'de');
    expect(groups.map((g) => g.group)).toEqual([
      'orders',
      'delivery',
      'payment',
      'products',
      'returns',
      'pro',
    ]);
    const all = groups.flatMap((g) => g.entries);
    expect(all.length).toBeGreaterThan(10);
    expect(
      all.some((e) => e.question.includes('Bestellung') || e.answer.includes('Bestellung')),
    ).toBe(true);
  });
});

describe('promotions', () => {
  it('lists the featured codes valid now, best discount first, without PRO-only codes', async () => {
    const codes = await listFeaturedPromoCodes(db(), 'en');
    expect(codes.length).toBeGreaterThan(1);
    const values = codes.map((c) => (c.value?.kind === 'percent' ? c.value.percent : 0));
    expect([...values].sort((a, b) => b - a)).toEqual(values);
    expect(codes.map((c) => c.code)).toContain('HIVER10');
    expect(codes.find((c) => c.code === 'HIVER10')?.name).toBe('Winter offer');
    expect(codes.every((c) => c.image?.url)).toBe(true);
    const withPro = await listFeaturedPromoCodes(db(), 'en', { includePro: true });
    expect(withPro.length).toBeGreaterThanOrEqual(codes.length);
  });

  it('lists running deals only and finds one by its slug', async () => {
    const deals = await listActiveDeals(db(), 'fr');
    expect(deals.length).toBeGreaterThan(0);
    expect(deals.every((d) => new Date(d.endsAt) > new Date())).toBe(true);
    const deal = await getDeal(db(), 'fr', deals[0]!.slug);
    expect(deal?.id).toBe(deals[0]!.id);
    expect(deal?.slugs.en).toBeTruthy();
    expect(await getDeal(db(), 'fr', 'no-such-deal')).toBeNull();
    expect((await listDealSlugs(db())).map((d) => d.id).sort()).toEqual(
      deals.map((d) => d.id).sort(),
    );
    // The seed has one deal that is already over.
    expect(await listActiveDeals(db(), 'fr', new Date('2031-01-01'))).not.toEqual(deals);
  });
});

describe('catalogue pages', () => {
  it('finds a domain, a category and a subcategory by their slug trail, with alternates', async () => {
    const [domain] = await listDomains(db(), 'es');
    const category = domain!.children[0]!;
    const page = await findCategoryPage(db(), 'es', [domain!.slug, category.slug]);
    expect(page?.id).toBe(category.id);
    expect(page?.trail.map((t) => t.slug)).toEqual([domain!.slug, category.slug]);
    expect(page!.children.length).toBeLessThanOrEqual(MAX_CHILD_CATEGORIES);
    expect(page!.slugTrails.es).toEqual([domain!.slug, category.slug]);
    expect(Object.keys(page!.slugTrails).length).toBe(6);
    const top = await findCategoryPage(db(), 'es', [domain!.slug]);
    expect(top?.children.length).toBeGreaterThan(0);
  });

  it('refuses a trail whose levels do not belong together', async () => {
    const domains = await listDomains(db(), 'fr');
    const other = domains[1]!.children[0]!;
    expect(await findCategoryPage(db(), 'fr', [domains[0]!.slug, other.slug])).toBeNull();
    expect(await findCategoryPage(db(), 'fr', ['nothing'])).toBeNull();
    expect(await findCategoryPage(db(), 'fr', [])).toBeNull();
  });

  it('finds a category anywhere by slug and lists every trail for the sitemap', async () => {
    const [domain] = await listDomains(db(), 'it');
    const found = await findCategoryBySlug(db(), 'it', domain!.children[0]!.slug);
    expect(found?.id).toBe(domain!.children[0]!.id);
    const trails = await listCategoryTrails(db());
    expect(trails.length).toBeGreaterThan(domain!.children.length);
    expect(trails.every((t) => Object.keys(t.trails).length === 6)).toBe(true);
  });

  it('reads a product heading from the id at the end of its slug', async () => {
    expect(productIdFromSlug('housse-clio-12')).toBe(12);
    expect(productIdFromSlug('housse')).toBeNull();
    expect(productIdFromSlug('x-99999999999999')).toBeNull();
    const [row] = await test.database.query<{ slug: string; name: string }>(
      "select slug, name from product_translations where locale = 'pt' order by product_id limit 1",
    );
    const heading = await getProductHeading(db(), 'pt', row!.slug);
    expect(heading?.name).toBe(row!.name);
    expect(heading?.slugs.pt).toBe(row!.slug);
    expect(await getProductHeading(db(), 'pt', 'nothing-999999')).toBeNull();
  });

  it('reads a brand and its models, and a model by its slugs', async () => {
    const [brand] = await listBrands(db(), { type: 'vehicle', limit: 1 });
    const found = await getBrandBySlug(db(), brand!.slug);
    expect(found?.name).toBe(brand!.name);
    const models = await listBrandVehicles(db(), found!.id);
    expect(models.length).toBeGreaterThan(0);
    const vehicle = await findVehicleBySlugs(db(), brand!.slug, models[0]!.slug);
    expect(vehicle?.brand.slug).toBe(brand!.slug);
    expect(vehicle?.label).toBe(models[0]!.label);
    expect(await findVehicleBySlugs(db(), 'nothing', models[0]!.slug)).toBeNull();
    expect(await getBrandBySlug(db(), 'nothing')).toBeNull();
    expect((await listVehicleSlugs(db())).length).toBeGreaterThan(100);
  });
});
