import { describe, expect, it } from 'vitest';
import { PRODUCT_SHAPES, productSvg } from '../../modules/media/placeholder-images.templates';
import { DOMAINS, type CategorySeed } from './data/catalogue';
import { ImagePlan, PRODUCT_TYPE_SHAPES, productPicture, shapeOf } from './images-plan';

function leaves(seed: CategorySeed): CategorySeed[] {
  return seed.leaf ? [seed] : (seed.children ?? []).flatMap(leaves);
}

describe('product pictures per product type', () => {
  it('gives every kind of product its own drawing: a steering wheel cover is not a door panel', () => {
    const kinds: Record<string, string> = {
      'front-seat-covers': 'seat cover',
      'rear-seat-covers': 'rear bench cover',
      'full-seat-cover-sets': 'full seat cover set',
      'headrest-covers': 'headrest cover',
      'seat-cushion-foam': 'foam',
      'hr-foam-sheets': 'foam sheet',
      'front-door-panels': 'door panel',
      'rigid-rear-shelves': 'rear shelf',
      'manual-gear-boots': 'gear boot',
      'handbrake-boots': 'handbrake boot',
      'steering-wheel-covers': 'steering wheel cover',
      'carpet-floor-mats': 'floor mats',
      armrests: 'armrest',
      'boot-liners': 'boot liner',
    };
    const shapes = Object.keys(kinds).map((key) => PRODUCT_TYPE_SHAPES[key]);
    expect(shapes.every(Boolean)).toBe(true);
    expect(new Set(shapes).size).toBe(shapes.length);
    // …and distinct drawings, not only distinct names.
    const drawings = shapes.map((shape) => productSvg(shape!, '#1c1c1e', 'main'));
    expect(new Set(drawings).size).toBe(drawings.length);
  });

  it('maps every leaf category of the catalogue to a drawing that exists', () => {
    for (const domain of DOMAINS)
      for (const leaf of leaves(domain)) {
        expect(PRODUCT_TYPE_SHAPES[leaf.key], leaf.key).toBeDefined();
        expect(PRODUCT_SHAPES).toContain(shapeOf(leaf.key, domain.key));
      }
    expect(shapeOf('steering-wheel-covers', 'equipment')).toBe('wheel');
    expect(shapeOf('floor-mats', 'equipment')).toBe('mat');
    expect(shapeOf('equipment', 'equipment')).toBe('mat');
  });

  it('files each picture under its drawing and colour', () => {
    const plan = new ImagePlan();
    const wheel = productPicture(plan, 'wheel', 'black', '#1c1c1e', 'main');
    const door = productPicture(plan, 'door', 'black', '#1c1c1e', 'main');
    expect(wheel.url).not.toBe(door.url);
    expect(wheel.url).toMatch(/images\/products\/wheel-black\.webp$/);
    expect(productPicture(plan, 'wheel', 'black', '#1c1c1e', 'main')).toBe(wheel);
    expect(plan.size).toBe(2);
  });
});
