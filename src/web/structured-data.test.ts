import { describe, expect, it } from 'vitest';
import type { ProductDetail, VariantCard } from '../modules/catalog';
import {
  AVAILABILITY,
  categoryJsonLd,
  jsonLdText,
  offerVariant,
  productJsonLd,
} from './structured-data';

function variant(overrides: Partial<VariantCard> = {}): VariantCard {
  return {
    id: 11,
    product_id: 1,
    name: 'Noir',
    reference: 'HSC-1-N',
    price_ht_cents: 4158,
    price_ttc_cents: 4990,
    user_price_ht_cents: 4158,
    user_price_ttc_cents: 4990,
    active_discount: 0,
    original_price_ttc_cents: 4990,
    original_price_ht_cents: 4158,
    quantity_available: 3,
    reorder_delay_min: null,
    reorder_delay_max: null,
    out_of_stock_status: 'sold_out',
    stock_state: 'available',
    filter_value_ids: [],
    images: [],
    ...overrides,
  };
}

function product(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 1,
    name: 'Housse de siège Clio IV',
    slug: 'housse-de-siege-clio-iv-1',
    reference: 'HSC-1',
    brand_id: 4,
    label_color: null,
    label_text: null,
    has_new_variant: false,
    discount: 0,
    reviews_avg_stars: 4.456,
    reviews_count: 12,
    price_from_ttc_cents: 4990,
    price_from_ht_cents: 4158,
    images: [{ url: '/media/images/p1.webp', extension: 'webp', width: 800, height: 800 }],
    description: '<p>Sur mesure &amp; <b>lavable</b></p>',
    slugs: { fr: 'housse-de-siege-clio-iv-1' },
    meta_title: '',
    meta_description: '',
    brand: { id: 4, name: 'Sellerie Pro', slug: 'sellerie-pro' },
    categories: [],
    variants: [variant()],
    filter_value_products: [],
    current_filter_value_product_id: null,
    filters: [],
    assembly_price_ht_cents: null,
    assembly_price_ttc_cents: null,
    pro_quantity_tiers: [],
    documentation: [],
    questions: [],
    vehicles: [],
    ...overrides,
  };
}

describe('productJsonLd', () => {
  it('describes the product and its offer in EUR, with absolute URLs', () => {
    const json = productJsonLd(product(), {
      origin: 'https://shop.example',
      url: '/p/housse-de-siege-clio-iv-1',
    });
    expect(json).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Housse de siège Clio IV',
      sku: 'HSC-1',
      image: ['https://shop.example/media/images/p1.webp'],
      description: 'Sur mesure & lavable',
      brand: { '@type': 'Brand', name: 'Sellerie Pro' },
      url: 'https://shop.example/p/housse-de-siege-clio-iv-1',
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example/p/housse-de-siege-clio-iv-1',
        sku: 'HSC-1-N',
        price: '49.90',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.46,
        reviewCount: 12,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it.each([
    ['available', 'https://schema.org/InStock'],
    ['reorder', 'https://schema.org/BackOrder'],
    ['out_of_stock', 'https://schema.org/OutOfStock'],
  ] as const)('maps the stock state %s to %s', (state, availability) => {
    const json = productJsonLd(product({ variants: [variant({ stock_state: state })] }));
    expect((json.offers as Record<string, unknown>).availability).toBe(availability);
    expect(AVAILABILITY[state]).toBe(availability);
  });

  it('gives answered questions as schema.org Question/Answer under subjectOf, none when none', () => {
    expect(productJsonLd(product())).not.toHaveProperty('subjectOf');
    const long = `Est-ce que la housse   convient\naux sièges ${'très '.repeat(30)}chauffants ?`;
    const json = productJsonLd(
      product({
        questions: [
          {
            id: 5,
            question: 'Compatible airbag latéral ?',
            answer: 'Oui : coutures prédécoupées.',
            group: 'Montage',
            asked_at: '2026-11-02T09:00:00.000Z',
            answered_at: '2026-11-03T10:30:00.000Z',
          },
          {
            id: 6,
            question: long,
            answer: 'Oui.',
            group: null,
            asked_at: '2026-11-04T09:00:00.000Z',
            answered_at: '2026-11-04T12:00:00.000Z',
          },
        ],
      }),
    );
    const [first, second] = json.subjectOf as Array<Record<string, unknown>>;
    expect(first).toEqual({
      '@type': 'Question',
      name: 'Compatible airbag latéral ?',
      text: 'Compatible airbag latéral ?',
      dateCreated: '2026-11-02T09:00:00.000Z',
      answerCount: 1,
      acceptedAnswer: {
        '@type': 'Answer',
        text: 'Oui : coutures prédécoupées.',
        dateCreated: '2026-11-03T10:30:00.000Z',
      },
    });
    // The name is one line of at most 110 characters; the text stays whole.
    expect(second!.text).toBe(long);
    expect(second!.name).toMatch(/^Est-ce que la housse convient aux sièges très/);
    expect((second!.name as string).length).toBeLessThanOrEqual(110);
    expect(second!.name).toMatch(/…$/);
    // Never a QAPage: the page is about the product.
    expect(JSON.stringify(json)).not.toContain('QAPage');
  });

  it('has no aggregateRating without reviews, no brand nor url when unknown', () => {
    const json = productJsonLd(
      product({ reviews_count: 0, reviews_avg_stars: null, brand: null, description: '' }),
    );
    expect(json).not.toHaveProperty('aggregateRating');
    expect(json).not.toHaveProperty('brand');
    expect(json).not.toHaveProperty('url');
    expect(json).not.toHaveProperty('description');
    expect(json.offers).not.toHaveProperty('url');
    expect(json.image).toEqual(['/media/images/p1.webp']);
  });

  it('offers the chosen variant, else the cheapest buyable one; out of stock without variants', () => {
    // The best variant ranks by the customer's price (`user_price_ttc_cents`).
    const prices = (cents: number) => ({ price_ttc_cents: cents, user_price_ttc_cents: cents });
    const cheapSoldOut = variant({ id: 1, ...prices(1000), stock_state: 'out_of_stock' });
    const reorder = variant({ id: 2, ...prices(2000), stock_state: 'reorder', reference: 'R' });
    const dear = variant({ id: 3, ...prices(3000), reference: 'D' });
    const withVariants = product({ variants: [dear, cheapSoldOut, reorder] });
    expect(offerVariant(withVariants)?.id).toBe(2);
    expect(offerVariant({ ...withVariants, variant: dear })?.id).toBe(3);
    expect(offerVariant(product({ variants: [cheapSoldOut] }))?.id).toBe(1);
    const offer = productJsonLd(withVariants).offers as Record<string, unknown>;
    expect(offer).toMatchObject({ sku: 'R', price: '20.00', availability: AVAILABILITY.reorder });
    const none = productJsonLd(product({ variants: [], price_from_ttc_cents: 1250 }));
    expect(none.offers).toMatchObject({ price: '12.50', availability: AVAILABILITY.out_of_stock });
    const chosen = productJsonLd(withVariants, { variant: dear }).offers as Record<string, unknown>;
    expect(chosen.sku).toBe('D');
  });

  it("prefers the offered variant's own images", () => {
    const own = variant({
      images: [{ url: '/media/v.webp', extension: 'webp', width: null, height: null }],
    });
    expect(productJsonLd(product({ variants: [own] })).image).toEqual(['/media/v.webp']);
  });
});

describe('categoryJsonLd', () => {
  it('gives an AggregateOffer in EUR, in stock, and an AggregateRating when rated', () => {
    expect(
      categoryJsonLd({
        name: 'Housses de siège',
        ratingValue: 4.333,
        ratingCount: 27,
        lowPriceCents: 1990,
        highPriceCents: 24_900,
        offerCount: 120,
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Housses de siège',
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.33,
        ratingCount: 27,
        bestRating: 5,
        worstRating: 1,
      },
      offers: {
        '@type': 'AggregateOffer',
        offerCount: 120,
        lowPrice: '19.90',
        highPrice: '249.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('has no AggregateRating without a rating count', () => {
    for (const [ratingValue, ratingCount] of [
      [null, null],
      [4, 0],
      [null, 3],
    ] as const) {
      const json = categoryJsonLd({
        name: 'Tapis',
        ratingValue,
        ratingCount,
        lowPriceCents: 500,
        highPriceCents: 500,
        offerCount: 1,
      });
      expect(json).not.toHaveProperty('aggregateRating');
      expect(json.offers).toMatchObject({ lowPrice: '5.00', highPrice: '5.00', offerCount: 1 });
    }
  });
});

describe('jsonLdText', () => {
  it('cannot close its script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
