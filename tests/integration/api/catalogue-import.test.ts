/**
 * The catalogue's CSV export and import (docs/decisions/041): the round trip changes nothing,
 * the dry run writes nothing, a thousand prices applied show in GET /api/products at once,
 * the permission, and the refusals of a bad file.
 */
import { describe, expect, it } from 'vitest';
import { useBackOffice, type Who } from '../../support/back-office';

const cast = useBackOffice('catalogue-import');

function check(who: Who, body: string | Buffer, type = 'text/csv') {
  return cast.api.app.inject({
    method: 'POST',
    url: '/api/admin/catalogue/imports?file_name=prices.csv',
    headers: { ...cast.as[who], 'content-type': type },
    payload: body,
  });
}
const apply = (who: Who, sha256: string) =>
  cast.call(who, 'POST', `/api/admin/catalogue/imports/${sha256}/apply`);

interface Check {
  sha256: string;
  lines: number;
  changes: { reference: string; field: string; old: string; new: string }[];
  errors: { line: number; code: string; field: string | null }[];
}

const snapshot = () =>
  cast.api.database.query<Record<string, unknown>>(
    `select v.id, v.reference, v.name, v.price_ht_cents, v.discount_percent, v.quantity_available,
            v.out_of_stock_status, v.reorder_delay_min, v.reorder_delay_max, v.is_active,
            p.is_active as product_active,
            (select jsonb_object_agg(locale, name) from product_translations t where t.product_id = p.id) as names
       from variants v join products p on p.id = v.product_id order by v.id`,
  );

describe('catalogue CSV', () => {
  it('is for the catalogue permission only: editor and owner, not staff, customer, visitor', async () => {
    for (const who of ['visitor', 'customer', 'staff'] as const) {
      expect((await cast.call(who, 'GET', '/api/admin/catalogue/export.csv')).statusCode).toBe(404);
      expect((await check(who, 'variant_reference;stock\nX;1')).statusCode).toBe(404);
      expect((await apply(who, 'a'.repeat(64))).statusCode).toBe(404);
    }
    expect((await cast.call('editor', 'GET', '/api/admin/catalogue/export.csv')).statusCode).toBe(
      200,
    );
    expect((await cast.call('owner', 'GET', '/api/admin/catalogue/export.csv')).statusCode).toBe(
      200,
    );
  });

  it('exports one line per variant, BOM and semicolons; importing it back changes nothing', async () => {
    const before = await snapshot();
    const res = await cast.call('editor', 'GET', '/api/admin/catalogue/export.csv');
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]!.replace(/^\uFEFF/, '')).toMatch(
      /^product_id;variant_id;product_reference;variant_reference;name_fr;/,
    );
    expect(lines.length - 1).toBe(before.length);
    expect(lines[1]).toMatch(/;\d+\.\d\d;\d+;\d+;(stock|reorder|sold_out|discontinued);/);

    const dry = await check('editor', res.rawPayload);
    expect(dry.statusCode).toBe(200);
    const result = dry.json().data as Check;
    expect(result).toMatchObject({ lines: before.length, changes: [], errors: [] });
    const applied = await apply('editor', result.sha256);
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data).toMatchObject({ changes: 0, variants: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it('the dry run lists every change and error and writes nothing; apply refuses a file with errors', async () => {
    const [a, b] = await cast.api.database.query<{ reference: string; price_ht_cents: number }>(
      `select reference, price_ht_cents from variants order by id limit 2`,
    );
    const before = await snapshot();
    const audits = (await cast.auditRows('catalogue.import')).length;
    const csv = `variant_reference,price_ht,stock\r\n${a!.reference},"1234,50",7\r\n${b!.reference},abc,-1\r\nNOPE,1,1\r\n${a!.reference},1,1\r\n`;
    const dry = await check('editor', csv);
    expect(dry.statusCode).toBe(200);
    const result = dry.json().data as Check;
    expect(result.changes).toContainEqual(
      expect.objectContaining({ reference: a!.reference, field: 'price_ht', new: '1234.50' }),
    );
    expect(result.errors.map((e) => [e.line, e.code])).toEqual([
      [3, 'bad_price'],
      [3, 'negative_stock'],
      [4, 'unknown_reference'],
      [5, 'duplicate_reference'],
    ]);
    expect(await snapshot()).toEqual(before);
    const refused = await apply('editor', result.sha256);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveLength(4);
    expect(await snapshot()).toEqual(before);
    expect(await cast.auditRows('catalogue.import')).toHaveLength(audits);
  });

  it('applies 1,000 prices in one go, shown by GET /api/products at once, one audit entry', async () => {
    // The test catalogue has fewer than 1,000 variants: copies of some make up the count.
    await cast.api.database.query(
      `insert into variants (product_id, reference, name, price_ht_cents, position, is_active)
       select product_id, reference || '-B', name, price_ht_cents, position + 100, false
         from variants order by id limit 300`,
    );
    const variants = await cast.api.database.query<{
      reference: string;
      product_id: number;
      id: number;
    }>(
      `select v.reference, v.product_id, v.id from variants v join products p on p.id = v.product_id
        order by (v.is_active and p.is_active) desc, v.id limit 1000`,
    );
    expect(variants.length).toBe(1000);
    const csv = [
      'variant_reference;price_ht',
      ...variants.map(
        (v, i) => `${v.reference};${100 + (i % 50)},${String(i % 100).padStart(2, '0')}`,
      ),
    ].join('\n');
    const first = variants[0]!;
    const cardBefore = await cast.call('visitor', 'GET', `/api/products/${first.product_id}`);
    expect(cardBefore.statusCode).toBe(200);

    const started = performance.now();
    const dry = (await check('editor', csv)).json().data as Check;
    expect(dry.errors).toEqual([]);
    const res = await apply('editor', dry.sha256);
    const took = performance.now() - started;
    expect(res.statusCode).toBe(200);
    expect(res.json().data.lines).toBe(1000);
    expect(took).toBeLessThan(30_000);

    const [row] = await cast.api.database.query<{ price_ht_cents: number }>(
      `select price_ht_cents from variants where id = $1`,
      [first.id],
    );
    expect(row!.price_ht_cents).toBe(10000);
    const card = await cast.call('visitor', 'GET', `/api/products/${first.product_id}`);
    const shown = (
      card.json().data.variants as { id: number; price_ht: number; active_discount: number }[]
    ).find((v) => v.id === first.id)!;
    expect(shown.price_ht).toBe(Math.round(100 * (100 - shown.active_discount)) / 100);
    // Every variant of the products the file covered whole now costs 100.00–149.99 excl. tax:
    // their cards in the list show it.
    const changed = new Set(variants.map((v) => v.id));
    const byProduct = await cast.api.database.query<{ product_id: number; ids: number[] }>(
      `select product_id, array_agg(id) as ids from variants where product_id = any($1::int[])
        group by product_id`,
      [[...new Set(variants.map((v) => v.product_id))]],
    );
    const covered = new Set(
      byProduct.filter((p) => p.ids.every((id) => changed.has(id))).map((p) => p.product_id),
    );
    const list = await cast.call('visitor', 'GET', `/api/products?include=variant&limit=96`);
    expect(list.statusCode).toBe(200);
    const cards = (
      list.json().data as { id: number; variant: { original_price_ttc: number } }[]
    ).filter((c) => covered.has(c.id));
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) {
      expect(c.variant.original_price_ttc).toBeGreaterThanOrEqual(100);
      expect(c.variant.original_price_ttc).toBeLessThan(150 * 1.3);
    }
    const audit = (await cast.auditRows('catalogue.import')).at(-1)!;
    expect(audit.actor_user_id).toBe(cast.ids.editor);
    expect(audit.after).toMatchObject({ lines: 1000, fields: { price_ht: expect.any(Number) } });
    // Twice is refused.
    expect((await apply('editor', dry.sha256)).statusCode).toBe(409);
  });

  it('refuses the apply when the catalogue changed since the dry run', async () => {
    const [v] = await cast.api.database.query<{ id: number; reference: string }>(
      `select id, reference from variants order by id desc limit 1`,
    );
    const dry = (await check('editor', `variant_reference;stock\n${v!.reference};42`)).json()
      .data as Check;
    await cast.api.database.query(`update variants set quantity_available = 41 where id = $1`, [
      v!.id,
    ]);
    const res = await apply('editor', dry.sha256);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/changed|changé/);
    const [after] = await cast.api.database.query<{ quantity_available: number }>(
      `select quantity_available from variants where id = $1`,
      [v!.id],
    );
    expect(after!.quantity_available).toBe(41);
  });

  it('bad files: not CSV, empty, too large, unknown apply → clear 4xx', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const notCsv = await check('editor', png, 'application/octet-stream');
    expect(notCsv.statusCode).toBe(415);
    expect(notCsv.json().message).toMatch(/CSV/);
    expect((await check('editor', '', 'text/csv')).statusCode).toBeGreaterThanOrEqual(400);
    expect((await check('editor', 'variant_reference;stock\n')).statusCode).toBe(422);
    expect((await check('editor', '{"a":1}', 'application/json')).statusCode).toBe(415);
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 'a');
    const tooLarge = await check('editor', big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toMatch(/10/);
    expect((await apply('editor', 'f'.repeat(64))).statusCode).toBe(404);
    // A header it cannot use: the dry run names it.
    const header = (await check('editor', 'price;stock\n1;2')).json().data as Check;
    expect(header.errors.map((e) => e.code)).toEqual([
      'missing_reference_column',
      'unknown_column',
    ]);
  });

  it('the sweep removes kept files a week after they were applied or checked and left', async () => {
    expect(cast.api.app.sweeps.names).toContain('catalogue-imports');
    const day = 86_400_000;
    const rows: [string, string, number, number | null][] = [
      ['old-applied', 'applied', 20, 8],
      ['recent-applied', 'applied', 20, 2],
      ['old-checked', 'checked', 8, null],
      ['recent-checked', 'checked', 6, null],
    ];
    for (const [name, status, created, applied] of rows)
      await cast.api.database.query(
        `insert into catalogue_imports (sha256, file_name, content, status, line_count,
           change_count, error_count, plan_digest, created_at, applied_at)
         values ($1, $2, 'variant_reference\nX', $3, 1, 0, 0, '', $4, $5)`,
        [
          name.padEnd(64, '0'),
          name,
          status,
          new Date(Date.now() - created * day),
          applied === null ? null : new Date(Date.now() - applied * day),
        ],
      );
    await cast.api.app.sweeps.runSweepsOnce();
    const left = await cast.api.database.query<{ file_name: string }>(
      `select file_name from catalogue_imports where file_name = any($1) order by file_name`,
      [rows.map((r) => r[0])],
    );
    expect(left.map((r) => r.file_name)).toEqual(['recent-applied', 'recent-checked']);
  });
});
