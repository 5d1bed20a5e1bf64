import { describe, expect, it } from 'vitest';
import {
  matchBrand,
  matchModel,
  normaliseName,
  type BrandCandidate,
  type ModelCandidate,
} from './vehicle-match.rules';

const BRANDS: BrandCandidate[] = [
  { id: 1, name: 'Renault', slug: 'renault' },
  { id: 2, name: 'Citroën', slug: 'citroen' },
  { id: 3, name: 'Mercedes-Benz', slug: 'mercedes-benz' },
  { id: 4, name: 'Land Rover', slug: 'land-rover' },
  { id: 5, name: 'Alfa Romeo', slug: 'alfa-romeo' },
  { id: 6, name: 'Alpine', slug: 'alpine' },
];

let nextId = 100;
function model(name: string, generation: string | null, from: number | null, to: number | null) {
  return { id: nextId++, name, generation, yearFrom: from, yearTo: to } satisfies ModelCandidate;
}

const clio2 = model('Clio', 'II', 1998, 2012);
const clio3 = model('Clio', 'III', 2005, 2014);
const clio4 = model('Clio', 'IV', 2012, 2019);
const clio5 = model('Clio', 'V', 2019, null);
const megane3 = model('Mégane', 'III', 2008, 2016);
const RENAULT = [clio2, clio3, clio4, clio5, megane3];

const c3 = model('C3', 'III', 2016, 2024);
const c3Aircross = model('C3 Aircross', 'I', 2017, 2024);
const c1 = model('C1', 'II', 2014, 2022);
const CITROEN = [c3, c3Aircross, c1];

describe('normaliseName', () => {
  it.each([
    ['Citroën', 'citroen'],
    ['MERCEDES-BENZ', 'mercedes benz'],
    ['  Mégane  III ', 'megane iii'],
    ['Up!', 'up'],
    ['ID.3', 'id 3'],
    ['---', ''],
  ])('%s → %j', (input, expected) => expect(normaliseName(input)).toBe(expected));
});

describe('matchBrand', () => {
  it.each([
    ['RENAULT', 1],
    ['renault', 1],
    ['CITROEN', 2],
    ['Citroën', 2],
    ['MERCEDES', 3],
    ['MERCEDES BENZ', 3],
    ['mercedes-benz', 3],
    ['LAND ROVER', 4],
    ['ALFA', 5],
  ])('%s → brand %i', (make, id) => expect(matchBrand(BRANDS, make)?.id).toBe(id));

  it.each([['VW'], ['TESLA'], [''], ['  '], ['AL']])('%j matches nothing', (make) => {
    expect(matchBrand(BRANDS, make)).toBeNull();
  });
});

describe('matchModel', () => {
  it.each([
    ['the generation named in the model', 'CLIO IV', undefined, clio4],
    ['the generation named, with engine words', 'CLIO IV 1.5 DCI 90 ENERGY', 2015, clio4],
    ['the generation named wins over the year', 'CLIO III', 2013, clio3],
    ['the year alone: the only generation built then', 'CLIO', 2020, clio5],
    ['the year alone: the newest generation built then', 'CLIO', 2008, clio3],
    ['a first registration the year after production ended', 'MEGANE', 2017, megane3],
    ['accents do not matter', 'MÉGANE', 2010, megane3],
    ['one generation only needs no year', 'MEGANE 1.6 16V', undefined, megane3],
  ])('%s: %s (%s)', (_what, name, year, expected) => {
    expect(matchModel(RENAULT, name, year)).toBe(expected);
  });

  it('prefers the longest model name (C3 Aircross before C3)', () => {
    expect(matchModel(CITROEN, 'C3 AIRCROSS 1.2 PURETECH', 2019)).toBe(c3Aircross);
    expect(matchModel(CITROEN, 'C3 1.2 PURETECH', 2019)).toBe(c3);
  });

  it('compares whole words (C1 is not in C15, 208 is not in 2008)', () => {
    expect(matchModel(CITROEN, 'C15', 1995)).toBeNull();
    const p208 = model('208', 'II', 2019, null);
    const p2008 = model('2008', 'II', 2019, null);
    expect(matchModel([p208, p2008], '2008 GT LINE', 2021)).toBe(p2008);
    expect(matchModel([p208, p2008], '208 ACTIVE', 2021)).toBe(p208);
  });

  it('answers null when it would be guessing', () => {
    expect(matchModel(RENAULT, 'CLIO', undefined)).toBeNull(); // four generations, no year
    expect(matchModel(RENAULT, 'CLIO', 1990)).toBeNull(); // no Clio built in 1990 here
    expect(matchModel(RENAULT, 'TWINGO', 2010)).toBeNull(); // not one of ours
    expect(matchModel(RENAULT, '', 2010)).toBeNull();
  });

  it('keeps a named generation even when the year disagrees', () => {
    expect(matchModel(RENAULT, 'CLIO IV', 2005)).toBe(clio4);
  });
});
