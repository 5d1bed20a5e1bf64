/**
 * The quick stock and price editor's save (docs/decisions/041): only changed rows are written,
 * all or nothing; a bad value or a row changed since the page was shown refuses the save.
 */
import { describe, expect, it } from 'vitest';
import {
  saveQuickEdits,
  searchQuickEditRows,
  type QuickEditRow,
} from '../../../src/modules/catalog';
import { useBackOffice } from '../../support/back-office';

const cast = useBackOffice('quick-edit');

async function shown(count: number) {
  const page = await searchQuickEditRows(cast.api.database.db, 'fr', '', 1);
  return page.rows.slice(0, count);
}
const row = (
  r: Awaited<ReturnType<typeof shown>>[number],
  change: Partial<QuickEditRow['now']>,
) => ({
  reference: r.reference,
  was: r.values,
  now: { ...r.values, ...change },
});
const stored = (reference: string) =>
  cast.api.database
    .query<{ price_ht_cents: number; quantity_available: number; discount_percent: number }>(
      `select price_ht_cents, quantity_available, discount_percent from variants where reference = $1`,
      [reference],
    )
    .then((rows) => rows[0]!);

describe('quick stock and price editor', () => {
  it('pages and searches variants', async () => {
    const page = await searchQuickEditRows(cast.api.database.db, 'fr', '', 1);
    expect(page.rows).toHaveLength(50);
    expect(page.total).toBeGreaterThan(50);
    const found = await searchQuickEditRows(cast.api.database.db, 'fr', page.rows[3]!.reference, 1);
    expect(found.rows.map((r) => r.reference)).toContain(page.rows[3]!.reference);
  });

  it('writes the two changed rows in one save, with one audit entry', async () => {
    const [a, b, c] = await shown(3);
    const outcome = await saveQuickEdits(cast.api.database.db, cast.ids.editor!, [
      row(a!, { stock: '77' }),
      row(b!, { price_ht: '12,34', discount_percent: '5' }),
      row(c!, {}),
    ]);
    expect(outcome).toEqual({ ok: true, changed: 2 });
    expect((await stored(a!.reference)).quantity_available).toBe(77);
    expect(await stored(b!.reference)).toMatchObject({ price_ht_cents: 1234, discount_percent: 5 });
    expect(await cast.auditRows('catalogue.quick_edit')).toHaveLength(1);
  });

  it('refuses a bad value and a stale row, writing nothing', async () => {
    const [a, b] = await shown(2);
    const before = await stored(a!.reference);
    const bad = await saveQuickEdits(cast.api.database.db, cast.ids.editor!, [
      row(a!, { stock: '5' }),
      row(b!, { stock: '-3' }),
    ]);
    expect(bad).toMatchObject({ ok: false, stale: [] });
    expect(!bad.ok && bad.errors.map((e) => [e.reference, e.code])).toEqual([
      [b!.reference, 'negative_stock'],
    ]);
    expect(await stored(a!.reference)).toEqual(before);

    await cast.api.database.query(
      `update variants set quantity_available = quantity_available + 1 where reference = $1`,
      [b!.reference],
    );
    const stale = await saveQuickEdits(cast.api.database.db, cast.ids.editor!, [
      row(a!, { stock: '5' }),
      row(b!, { stock: '9' }),
    ]);
    expect(stale).toMatchObject({ ok: false, stale: [b!.reference] });
    expect(await stored(a!.reference)).toEqual(before);
  });
});
