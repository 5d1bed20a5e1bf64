import { describe, expect, it } from 'vitest';
import { vehicleFilterChoice } from './vehicle-filter';

const CLIO = [
  { id: 1, name: 'Clio', label: 'Clio III (2005–2012)' },
  { id: 2, name: 'Clio', label: 'Clio IV (2012–2019)' },
  { id: 3, name: 'Mégane', label: 'Mégane III (2008–2016)' },
];

describe('products list: vehicle picker', () => {
  it.each([
    ['nothing chosen', {}, [], undefined, undefined, undefined],
    ['an old link naming only a vehicle', { vehicleId: 2 }, [], undefined, 2, undefined],
    ['a make: its every vehicle', { make: 7 }, [], undefined, undefined, [1, 2, 3]],
    ['a model: its generations', { make: 7, model: 'Clio' }, [1, 2], 'Clio', undefined, [1, 2]],
    ['a generation', { make: 7, model: 'Clio', vehicleId: 2 }, [1, 2], 'Clio', 2, undefined],
    [
      'a model of another make',
      { make: 7, model: 'Golf', vehicleId: 2 },
      [],
      undefined,
      undefined,
      [1, 2, 3],
    ],
    [
      'a generation of another model',
      { make: 7, model: 'Mégane', vehicleId: 2 },
      [3],
      'Mégane',
      undefined,
      [3],
    ],
  ])('%s', (_label, asked, generations, model, vehicleId, vehicleIds) => {
    const choice = vehicleFilterChoice(CLIO, asked);
    expect(choice.generations.map((g) => g.id)).toEqual(generations);
    expect(choice.model).toBe(model);
    expect(choice.vehicleId).toBe(vehicleId);
    expect(choice.vehicleIds).toEqual(vehicleIds);
  });

  it('offers each model once, in the make’s order', () => {
    expect(vehicleFilterChoice(CLIO, { make: 7 }).models).toEqual(['Clio', 'Mégane']);
    expect(vehicleFilterChoice([], { make: 7 }).vehicleIds).toEqual([]);
  });
});
