import { describe, expect, it } from 'vitest';
import { assemblyPrice } from './product-draft';

describe('assemblyPrice (demo workshop fitting, SPEC §5)', () => {
  it.each([
    // domain, fit, position, index → cents excl. tax
    ['seat-covers', 'model', 'full', 0, 12_900],
    ['seat-covers', 'model', 'full', 2, 14_900],
    ['seat-covers', 'model', 'front', 4, 9_900],
    ['seat-covers', 'model', 'rear', 3, 7_900],
    ['seat-covers', 'van', 'driver', 0, 5_900],
    ['seat-covers', 'van', 'passenger', 1, 7_900],
    ['door-panels', 'model', 'front', 1, 9_900],
    ['door-panels', 'model', 'full', 5, 14_900],
    ['seat-covers', 'universal', 'front', 0, null], // waterproof covers: slipped on by anyone
    ['seat-covers', 'model', undefined, 0, null], // headrest covers
    ['foam', 'model', 'front', 0, null],
    ['equipment', 'universal', undefined, 0, null],
  ] as const)('%s %s %s #%i → %s', (domain, fit, position, index, expected) => {
    expect(assemblyPrice(domain, { fit, position }, index)).toBe(expected);
  });

  it('stays within 59–149 € excl. tax', () => {
    for (let index = 0; index < 12; index++)
      for (const position of ['full', 'front', 'rear', 'driver', 'passenger']) {
        const cents = assemblyPrice('seat-covers', { fit: 'model', position }, index)!;
        expect(cents).toBeGreaterThanOrEqual(5_900);
        expect(cents).toBeLessThanOrEqual(14_900);
      }
  });
});
