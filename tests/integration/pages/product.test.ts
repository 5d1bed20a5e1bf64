/**
 * The product page (`src/web/routes/product.tsx`) on the seeded catalogue, served the way React
 * Router serves it: its loader through a static handler (status, redirects), its component
 * rendered to HTML, its `meta` and breadcrumb handle. Swatch links must lead to the variant the
 * catalogue itself picks for that value (`GET /api/products/{id}` with the current values and
 * the clicked one).
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  useLoaderData,
  type StaticHandlerContext,
} from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSUMER_PRICES,
  getProductDetail,
  type ProductDetail,
} from '../../../src/modules/catalog';
import { createReadCache } from '../../../src/server/read-cache';
import { formatPrice } from '../../../src/shared/money';
import { LOCALES, type Locale } from '../../../src/shared/locale';
import { NonceContext } from '../../../src/web/components/nonce';
import type { ProductView } from '../../../src/web/components/product';
import { ROUTES, href } from '../../../src/web/paths';
import * as productRoute from '../../../src/web/routes/product';
import { createTestDatabase, type TestDatabase } from '../../support/db';

const ORIGIN = 'http://shop.test';
const NONCE = 'test-nonce-123';

let test: TestDatabase;
const db = () => test.database.db;

/** A product whose variants differ on two filters, one of them out of stock. */
let multi: { id: number; slugs: Record<Locale, string> };
/** A product with a discounted variant. */
let discounted: { id: number; variantId: number; slug: string };

beforeAll(async () => {
  test = await createTestDatabase();
  const [row] = await test.database.query<{ product_id: number }>(
    `select v.product_id
       from variants v
       join variant_filter_values vfv on vfv.variant_id = v.id
       join filter_values fv on fv.id = vfv.filter_value_id
      group by v.product_id
     having count(distinct v.id) >= 4
        and count(distinct fv.filter_id) filter (where fv.filter_id is not null) >= 2
        and bool_or(v.out_of_stock_status in ('sold_out', 'discontinued'))
      order by v.product_id
      limit 1`,
  );
  multi = { id: row!.product_id, slugs: await slugsOf(row!.product_id) };
  const [sale] = await test.database.query<{ product_id: number; id: number; slug: string }>(
    `select v.product_id, v.id, pt.slug
       from variants v
       join product_translations pt on pt.product_id = v.product_id and pt.locale = 'fr'
       join product_listing pl on pl.product_id = v.product_id and pl.is_active
      where v.discount_percent > 0 and v.out_of_stock_status = 'stock'
      order by v.product_id, v.id
      limit 1`,
  );
  discounted = { id: sale!.product_id, variantId: sale!.id, slug: sale!.slug };
});

afterAll(async () => {
  await test?.cleanup();
});

async function slugsOf(id: number): Promise<Record<Locale, string>> {
  const rows = await test.database.query<{ locale: Locale; slug: string }>(
    `select locale, slug from product_translations where product_id = $1`,
    [id],
  );
  return Object.fromEntries(rows.map((r) => [r.locale, r.slug])) as Record<Locale, string>;
}

// ---------------------------------------------------------------------------------------------
// The route as React Router runs it: one route per locale path (paths.ts), the app's context.

const Page = productRoute.default as unknown as (props: { loaderData: unknown }) => never;

function PageWithData() {
  return createElement(Page, { loaderData: useLoaderData() });
}

const routes = LOCALES.map((locale) => ({
  id: `p-slug.${locale}`,
  path: ROUTES['p-slug'].paths[locale],
  loader: productRoute.loader as never,
  Component: PageWithData,
}));
const handler = createStaticHandler(routes);

type LoaderData = Awaited<ReturnType<typeof productRoute.loader>>;

interface PageResult {
  status: number;
  location: string | null;
  html: string;
  data: LoaderData | undefined;
}

async function get(path: string, country = 'FR'): Promise<PageResult> {
  const context = await handler.query(new Request(ORIGIN + path), {
    requestContext: {
      database: test.database,
      cspNonce: NONCE,
      requestId: 'test',
      country,
      cached: createReadCache(),
    },
  });
  if (context instanceof Response) {
    return {
      status: context.status,
      location: context.headers.get('location'),
      html: '',
      data: undefined,
    };
  }
  const data = Object.values(context.loaderData)[0] as LoaderData | undefined;
  if (context.statusCode !== 200)
    return { status: context.statusCode, location: null, html: '', data };
  return { status: 200, location: null, html: render(context), data };
}

function render(context: StaticHandlerContext): string {
  const router = createStaticRouter(handler.dataRoutes, context);
  // entry.server.tsx provides the request's CSP nonce around the router.
  return renderToString(
    createElement(
      NonceContext.Provider,
      { value: NONCE },
      createElement(StaticRouterProvider, { router, context, hydrate: false }),
    ),
  );
}

const productPath = (locale: Locale, slug: string, search = '') =>
  href('p-slug', { slug }, locale) + search;

interface JsonLd {
  '@type': string;
  name: string;
  url: string;
  offers: Record<string, unknown>;
  aggregateRating?: Record<string, unknown>;
}

/** The page's own JSON-LD (the breadcrumb adds its own in the layout). */
function jsonLdOf(html: string): JsonLd {
  const match = /<script type="application\/ld\+json"([^>]*)>(.*?)<\/script>/s.exec(html);
  expect(match, 'a JSON-LD script').not.toBeNull();
  expect(match![1]).toContain(`nonce="${NONCE}"`);
  return JSON.parse(match![2]!) as JsonLd;
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

// ---------------------------------------------------------------------------------------------

describe('product page', () => {
  it('answers 200 with the name, the price incl. tax, the reference and the JSON-LD', async () => {
    const page = await get(productPath('fr', multi.slugs.fr));
    expect(page.status).toBe(200);
    const product = page.data!.product as ProductView;
    const html = decode(page.html);
    expect(html).toContain(
      `<h1 class="product-title" data-testid="product-name">${product.name}</h1>`,
    );
    expect(html).toContain(formatPrice(product.variant!.priceTtcCents));
    expect(html).toContain('Prix TTC');
    expect(html).toContain(`Réf. ${product.variant!.reference}`);
    expect(html).toContain('method="post"');
    expect(html).toContain('action="/panier"');

    const ld = jsonLdOf(page.html);
    expect(ld['@type']).toBe('Product');
    expect(ld.name).toBe(product.name);
    expect(ld.url).toBe(ORIGIN + productPath('fr', multi.slugs.fr));
    expect(ld.offers).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'EUR',
      price: (product.variant!.priceTtcCents / 100).toFixed(2),
    });
    if (product.reviewsCount > 0) {
      expect(ld.aggregateRating).toMatchObject({ reviewCount: product.reviewsCount });
    } else {
      expect(ld.aggregateRating).toBeUndefined();
    }
  });

  it('shows the struck-through price and the discount badge of a discounted variant', async () => {
    const page = await get(productPath('fr', discounted.slug, `?variant=${discounted.variantId}`));
    expect(page.status).toBe(200);
    const variant = (page.data!.product as ProductView).variant!;
    expect(variant.id).toBe(discounted.variantId);
    expect(variant.discount).toBeGreaterThan(0);
    const html = decode(page.html);
    expect(html).toContain(`<s class="pdp-price-original">`);
    expect(html).toContain(formatPrice(variant.originalPriceTtcCents));
    expect(html).toContain(`-${variant.discount} %`);
  });

  it('prices with the VAT of the visitor country', async () => {
    const fr = await get(productPath('fr', multi.slugs.fr));
    const lu = await get(productPath('fr', multi.slugs.fr), 'LU');
    const priceOf = (page: PageResult) =>
      (page.data!.product as ProductView).variant!.priceTtcCents;
    expect(priceOf(lu)).toBeLessThan(priceOf(fr));
  });

  it('redirects (301) a right id with an outdated text to the slug of the language', async () => {
    const fr = await get(productPath('fr', `ancien-nom-${multi.id}`, '?variant=1'));
    expect(fr.status).toBe(301);
    expect(fr.location).toBe(productPath('fr', multi.slugs.fr, '?variant=1'));

    // The French slug under /de is an outdated text there: the German slug.
    const de = await get(productPath('de', multi.slugs.fr));
    expect(de.status).toBe(301);
    expect(de.location).toBe(productPath('de', multi.slugs.de));
    expect(multi.slugs.de).not.toBe(multi.slugs.fr);

    const german = await get(productPath('de', multi.slugs.de));
    expect(german.status).toBe(200);
    expect(german.html).toContain('Preis inkl. MwSt.');
  });

  it('answers 404 for an unknown id or a slug without one', async () => {
    expect((await get(productPath('fr', 'housse-inconnue-987654321'))).status).toBe(404);
    expect((await get(productPath('fr', 'housse-sans-numero'))).status).toBe(404);
    expect((await get(productPath('en', 'x-99999999999999999999'))).status).toBe(404);
  });

  it('selects the variant of ?variant= and ignores one of another product', async () => {
    const detail = (await getProductDetail(
      db(),
      { locale: 'fr', prices: CONSUMER_PRICES(2000) },
      multi.id,
    )) as ProductDetail;
    const other = detail.variants.find((v) => v.id !== detail.variant!.id)!;
    const page = await get(productPath('fr', multi.slugs.fr, `?variant=${other.id}`));
    expect(page.status).toBe(200);
    expect((page.data!.product as ProductView).reference).toBe(other.reference);
    expect(page.html).toContain(`Réf. ${other.reference}`);
    expect(page.html).toContain(`name="variant_id" value="${other.id}"`);

    const foreign = await get(productPath('fr', multi.slugs.fr, '?variant=999999'));
    expect((foreign.data!.product as ProductView).reference).toBe(detail.variant!.reference);
    const garbage = await get(productPath('fr', multi.slugs.fr, '?variant=abc'));
    expect(garbage.status).toBe(200);
  });

  it('links every swatch to the variant the catalogue picks for that value', async () => {
    const context = { locale: 'fr' as const, prices: CONSUMER_PRICES(2000) };
    const detail = (await getProductDetail(db(), context, multi.id)) as ProductDetail;
    for (const start of detail.variants) {
      const page = await get(productPath('fr', multi.slugs.fr, `?variant=${start.id}`));
      const product = page.data!.product as ProductView;
      expect(product.swatchGroups.length).toBeGreaterThanOrEqual(1);
      for (const group of product.swatchGroups) {
        for (const value of group.values) {
          const api = await getProductDetail(db(), context, multi.id, {
            selected: start.filter_value_ids,
            chosen: value.id,
          });
          const buyable = detail.filter_value_products.find((f) => f.id === value.id)!
            .selectable_variants.length;
          expect(value.targetVariantId, `${start.id} → value ${value.id}`).toBe(
            buyable ? api!.variant!.id : null,
          );
          expect(value.selected).toBe(start.filter_value_ids.includes(value.id));
          if (value.targetVariantId !== null) {
            expect(page.html).toContain(`?variant=${value.targetVariantId}`);
          }
        }
      }
      expect(page.html).toMatch(/aria-current="true"[^>]*data-testid="swatch"/);
    }
  });

  it('shows the stock rule, a disabled button and a note for an out-of-stock variant', async () => {
    const detail = (await getProductDetail(
      db(),
      { locale: 'fr', prices: CONSUMER_PRICES(2000) },
      multi.id,
    )) as ProductDetail;
    const soldOut = detail.variants.find((v) => v.stock_state === 'out_of_stock')!;
    const page = await get(productPath('fr', multi.slugs.fr, `?variant=${soldOut.id}`));
    expect(page.html).toContain('Rupture de stock');
    expect(page.html).toMatch(/<button type="submit"[^>]*disabled=""/);
    expect(page.html).toContain('data-testid="out-of-stock-note"');
    const available = await get(productPath('fr', multi.slugs.fr));
    expect(available.html).not.toMatch(/<button type="submit"[^>]*disabled=""/);
  });

  it('lists the vehicles as links to their pages and the latest reviews', async () => {
    const page = await get(productPath('de', multi.slugs.de));
    const product = page.data!.product as ProductView;
    for (const vehicle of product.vehicles.slice(0, 3)) {
      expect(page.html).toContain(
        `href="${href('marques-slug-vehicle', { slug: vehicle.brand_slug, vehicle: vehicle.slug }, 'de')}"`,
      );
    }
    expect(page.html).toContain('id="reviews"');
    if (product.reviews[0]) expect(decode(page.html)).toContain(product.reviews[0].comment);
  });
});

describe('meta and breadcrumb', () => {
  it('gives the title, the canonical and the six language versions', async () => {
    const page = await get(productPath('de', multi.slugs.de, '?variant=1'));
    const tags = productRoute.meta({
      loaderData: page.data,
      location: { pathname: productPath('de', multi.slugs.de) },
      matches: [{ id: 'shell', loaderData: { origin: ORIGIN } }],
    } as never) as Array<Record<string, string>>;
    const product = page.data!.product as ProductView;
    expect(tags.find((t) => 'title' in t)?.title).toBe(`${product.name} | Sellerie Shop`);
    expect(tags.find((t) => t.rel === 'canonical')?.href).toBe(
      ORIGIN + productPath('de', multi.slugs.de),
    );
    const alternates = tags.filter((t) => t.rel === 'alternate');
    expect(alternates.map((t) => t.hrefLang).sort()).toEqual([...LOCALES, 'x-default'].sort());
    expect(alternates.find((t) => t.hrefLang === 'fr')?.href).toBe(
      ORIGIN + productPath('fr', multi.slugs.fr),
    );
    expect(tags.find((t) => t.name === 'description')?.content?.length).toBeGreaterThan(20);
  });

  it('trails home → domain → category → … → the product', async () => {
    const page = await get(productPath('fr', multi.slugs.fr));
    const crumbs = productRoute.handle.breadcrumb(page.data, 'fr');
    expect(crumbs[0]).toEqual({ label: 'Accueil', href: '/' });
    expect(crumbs.at(-1)).toEqual({ label: (page.data!.product as ProductView).name });
    expect(crumbs.length).toBeGreaterThanOrEqual(3);
    expect(crumbs[1]!.href).toMatch(/^\/c\/[^/]+$/);
  });
});
