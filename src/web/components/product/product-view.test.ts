import { describe, expect, it } from 'vitest';
import type { ImageDto, ProductDetail, VariantCard } from '../../../modules/catalog';
import {
  bestVariantOrder,
  galleryImages,
  plainDescription,
  swatchGroups,
  variantForSwatch,
} from './product-view';

const image = (name: string): ImageDto => ({
  url: `/media/${name}.webp`,
  extension: 'webp',
  width: 464,
  height: 464,
});

function variant(
  id: number,
  values: number[],
  options: Partial<Pick<VariantCard, 'stock_state' | 'user_price_ttc_cents' | 'images'>> = {},
): VariantCard {
  const price = options.user_price_ttc_cents ?? 10_000;
  return {
    id,
    product_id: 1,
    name: `V${id}`,
    reference: `REF-${id}`,
    price_ht_cents: Math.round(price / 1.2),
    price_ttc_cents: price,
    user_price_ht_cents: Math.round(price / 1.2),
    user_price_ttc_cents: price,
    active_discount: 0,
    original_price_ttc_cents: price,
    original_price_ht_cents: Math.round(price / 1.2),
    quantity_available: 5,
    reorder_delay_min: null,
    reorder_delay_max: null,
    out_of_stock_status: 'stock',
    stock_state: options.stock_state ?? 'available',
    filter_value_ids: values,
    images: options.images ?? [],
  };
}

// Colour (filter 1): black 1, brown 5, cognac 6 · material (filter 2): leather 14, velvet 15 ·
// position (filter 3): front 21 on every variant.
const variants = [
  variant(112, [1, 15, 21]),
  variant(113, [1, 14, 21], { user_price_ttc_cents: 22_000 }),
  variant(114, [5, 15, 21], { stock_state: 'out_of_stock' }),
  variant(115, [5, 14, 21], { user_price_ttc_cents: 22_000 }),
  variant(116, [6, 15, 21], { stock_state: 'reorder' }),
];

const value = (id: number, filterId: number, name: string, selectable: number[]) => ({
  id,
  filter_value: { id, filter_id: filterId, name, color: null, image: null },
  use_images: filterId === 1,
  selectable_variants: selectable,
});

const detail: Pick<ProductDetail, 'filters' | 'filter_value_products' | 'variants'> = {
  filters: [
    { id: 1, name: 'Couleur', use_images: true, images_hide_names: true },
    { id: 2, name: 'Matière', use_images: false, images_hide_names: true },
    { id: 3, name: 'Position', use_images: false, images_hide_names: false },
  ],
  filter_value_products: [
    value(1, 1, 'Noir', [112, 113]),
    value(5, 1, 'Marron', [115]),
    value(6, 1, 'Cognac', [116]),
    value(14, 2, 'Cuir', [113, 115]),
    value(15, 2, 'Velours', [112, 116]),
    value(21, 3, 'Avant', [112, 113, 115, 116]),
  ],
  variants,
};

describe('variant choice per swatch (the catalogue rule)', () => {
  it('orders the cheapest buyable variant first (available before reorder at equal price), sold out last', () => {
    expect(bestVariantOrder(variants).map((v) => v.id)).toEqual([112, 116, 113, 115, 114]);
  });

  it('keeps most of the current values, buyable variants breaking ties', () => {
    const ordered = bestVariantOrder(variants);
    // From black velvet, brown keeps velvet: the out-of-stock brown velvet (most values kept).
    expect(variantForSwatch(ordered, [1, 15, 21], 5)?.id).toBe(114);
    // From black leather, brown leather.
    expect(variantForSwatch(ordered, [1, 14, 21], 5)?.id).toBe(115);
    // Leather from cognac velvet: no cognac leather; equal leathers keep the catalogue order.
    expect(variantForSwatch(ordered, [6, 15, 21], 14)?.id).toBe(113);
    expect(variantForSwatch(ordered, [1, 15, 21], 99)).toBeUndefined();
  });
});

describe('swatch groups', () => {
  const { groups, specs } = swatchGroups(detail, variants[0]);

  it('makes choices of the filters on which variants differ, specs of the shared ones', () => {
    expect(groups.map((g) => g.name)).toEqual(['Couleur', 'Matière']);
    expect(specs).toEqual([{ name: 'Position', value: 'Avant' }]);
  });

  it('marks the chosen values and links every value to a variant', () => {
    const colour = groups[0]!;
    expect(colour.values.map((v) => [v.name, v.selected, v.targetVariantId])).toEqual([
      ['Noir', true, 112],
      ['Marron', false, 114],
      ['Cognac', false, 116],
    ]);
    expect(groups[1]!.values.map((v) => [v.name, v.selected, v.targetVariantId])).toEqual([
      ['Cuir', false, 113],
      ['Velours', true, 112],
    ]);
  });

  it('hides names only on picture swatches, disables values nothing can be bought with', () => {
    expect(groups.map((g) => g.hideNames)).toEqual([true, false]);
    const soldOut = swatchGroups(
      {
        ...detail,
        filter_value_products: detail.filter_value_products.map((fvp) =>
          fvp.id === 6 ? { ...fvp, selectable_variants: [] } : fvp,
        ),
      },
      variants[0],
    );
    expect(soldOut.groups[0]!.values.find((v) => v.id === 6)?.targetVariantId).toBeNull();
  });
});

describe('gallery', () => {
  it('puts the variant pictures first, each picture once', () => {
    const chosen = variant(1, [], { images: [image('brown'), image('black')] });
    expect(galleryImages([image('black'), image('detail')], chosen).map((i) => i.url)).toEqual([
      '/media/brown.webp',
      '/media/black.webp',
      '/media/detail.webp',
    ]);
    expect(galleryImages([], undefined)).toEqual([]);
  });
});

describe('description', () => {
  it('renders simple HTML as plain paragraphs', () => {
    expect(
      plainDescription('<p>Coupe <b>sur mesure</b>.</p><p>Cuir &amp; velours<br>noir</p>'),
    ).toBe('Coupe sur mesure.\n\nCuir & velours\nnoir');
    expect(plainDescription('Texte simple.\n\nDeux paragraphes.')).toBe(
      'Texte simple.\n\nDeux paragraphes.',
    );
    expect(plainDescription(null)).toBe('');
  });
});
