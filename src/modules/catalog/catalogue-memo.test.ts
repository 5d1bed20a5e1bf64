import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { catalogueMemo } from './catalogue-memo.service';
import { notifyCatalogueChange } from './product-listing.repo';

/** Any object stands for a database: the memo only uses it as a key. */
const fakeDb = () => ({}) as Db;

describe('catalogueMemo', () => {
  it('reads once per database and key', async () => {
    let reads = 0;
    const memo = catalogueMemo(async (_db, key) => `${key}:${++reads}`);
    const [a, b] = [fakeDb(), fakeDb()];
    expect(await memo(a, 'fr')).toBe('fr:1');
    expect(await memo(a, 'fr')).toBe('fr:1');
    expect(await memo(a, 'en')).toBe('en:2');
    expect(await memo(b, 'fr')).toBe('fr:3');
  });

  it('reads again after a catalogue change or the time to live', async () => {
    let reads = 0;
    const memo = catalogueMemo(async () => ++reads, 30);
    const db = fakeDb();
    expect(await memo(db)).toBe(1);
    notifyCatalogueChange();
    expect(await memo(db)).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await memo(db)).toBe(3);
  });

  it('does not keep a failed read', async () => {
    let reads = 0;
    const memo = catalogueMemo(async () => {
      reads += 1;
      if (reads === 1) throw new Error('connection lost');
      return reads;
    });
    const db = fakeDb();
    await expect(memo(db)).rejects.toThrow('connection lost');
    expect(await memo(db)).toBe(2);
  });
});
