/**
 * Lines of a catalogue CSV that create (docs/decisions/041): an empty variant_id makes a new
 * variant of the product product_id names, or of a new product (switched off) when no product
 * id is given. The dry run lists the creations and their errors by line and writes nothing; the
 * apply writes them with the changes in one transaction.
 */
import { describe, expect, it } from 'vitest';
import { useBackOffice } from '../../support/back-office';

const cast = useBackOffice('catalogue-import-create');

const HEAD =
  'product_id;variant_id;product_reference;variant_reference;name_fr;name_en;variant_name_fr;variant_name_en;price_ht;stock';

function check(csv: string) {
  return cast.api.app.inject({
    method: 'POST',
    url: '/api/admin/catalogue/imports?file_name=new.csv',
    headers: { ...cast.as.editor, 'content-type': 'text/csv' },
    payload: csv,
  });
}
const apply = (sha256: string) =>
  cast.call('editor', 'POST', `/api/admin/catalogue/imports/${sha256}/apply`);

interface Check {
  sha256: string;
  creations: { line: number; kind: string; reference: string; productId: number | null }[];
  errors: { line: number; code: string; field: string | null }[];
}

const count = async (table: string) =>
  Number(
    (await cast.api.database.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n,
  );

async function activeProduct() {
  const [row] = await cast.api.database.query<{ id: number; reference: string }>(
    `select p.id, p.reference from products p where p.is_active
        and exists (select 1 from variants v where v.product_id = p.id and v.is_active)
      order by p.id limit 1`,
  );
  return row!;
}

describe('catalogue CSV: lines that create', () => {
  it('lists the creations without writing, then creates a variant and an inactive product', async () => {
    const product = await activeProduct();
    const csv = [
      HEAD,
      `${product.id};;;NEW-V1;;;Gris anthracite;Anthracite;59,90;4`,
      `;;NEW-P;NEW-P-1;Housse neuve;New cover;Rouge;Red;10;`,
      `;;NEW-P;NEW-P-2;;;Bleu;;12.50;`,
    ].join('\r\n');
    const variants = await count('variants');
    const dry = await check(csv);
    expect(dry.statusCode).toBe(200);
    const result = dry.json().data as Check;
    expect(result.errors).toEqual([]);
    expect(result.creations.map((c) => [c.line, c.kind, c.reference, c.productId])).toEqual([
      [2, 'variant', 'NEW-V1', product.id],
      [3, 'product', 'NEW-P-1', null],
      [4, 'variant', 'NEW-P-2', null],
    ]);
    expect(await count('variants')).toBe(variants);

    const res = await apply(result.sha256);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ createdVariants: 3, createdProducts: 1 });
    const [made] = await cast.api.database.query<{ id: number; price_ht_cents: number }>(
      `select id, price_ht_cents from variants where reference = 'NEW-V1' and product_id = $1`,
      [product.id],
    );
    expect(made!.price_ht_cents).toBe(5990);
    const card = await cast.call('visitor', 'GET', `/api/products/${product.id}`);
    expect(
      (card.json().data.variants as { reference: string }[]).map((v) => v.reference),
    ).toContain('NEW-V1');

    const [created] = await cast.api.database.query<{ id: number; is_active: boolean }>(
      `select id, is_active from products where reference = 'NEW-P'`,
    );
    expect(created!.is_active).toBe(false);
    const texts = await cast.api.database.query<{ locale: string; slug: string }>(
      `select locale, slug from product_translations where product_id = $1 order by locale`,
      [created!.id],
    );
    expect(texts).toEqual([
      { locale: 'en', slug: `new-cover-${created!.id}` },
      { locale: 'fr', slug: `housse-neuve-${created!.id}` },
    ]);
    const positions = await cast.api.database.query<{ reference: string; position: number }>(
      `select reference, position from variants where product_id = $1 order by position`,
      [created!.id],
    );
    expect(positions).toEqual([
      { reference: 'NEW-P-1', position: 0 },
      { reference: 'NEW-P-2', position: 1 },
    ]);
    // Not shown in the shop until switched on.
    expect((await cast.call('visitor', 'GET', `/api/products/${created!.id}`)).statusCode).toBe(
      404,
    );
    const audit = (await cast.auditRows('catalogue.import')).at(-1)!;
    expect(audit.after).toMatchObject({ created_products: 1, created_variants: 3 });
    // The export then has them, and importing it back changes nothing.
    const exported = await cast.call('editor', 'GET', '/api/admin/catalogue/export.csv');
    expect(exported.body).toContain(`;${made!.id};`);
    const again = (await check(exported.body)).json().data as Check & { changes: unknown[] };
    expect(again).toMatchObject({ creations: [], changes: [], errors: [] });
  });

  it('names every error of the creations by line; the apply refuses and writes nothing', async () => {
    const product = await activeProduct();
    const [taken] = await cast.api.database.query<{ reference: string }>(
      `select reference from variants order by id limit 1`,
    );
    const csv = [
      HEAD,
      `${product.id};;;${taken!.reference};;;Gris;;10;`,
      `${product.id};;;DUP-1;;;Gris;;10;`,
      `${product.id};;;DUP-1;;;Bleu;;10;`,
      `;;NP-2;NP-2-1;;Cover;Gris;;10;`,
      `${product.id};;;BAD-PRICE;;;Gris;;dix;`,
      `999999;;;ORPHAN;;;Gris;;10;`,
      `;;${product.reference};P-TAKEN;Housse;;Gris;;10;`,
    ].join('\n');
    const before = [await count('variants'), await count('products')];
    const result = (await check(csv)).json().data as Check;
    expect(result.errors.map((e) => [e.line, e.code, e.field])).toEqual([
      [2, 'reference_taken', 'variant_reference'],
      [4, 'duplicate_reference', 'variant_reference'],
      [5, 'missing_name', 'name_fr'],
      [6, 'bad_price', 'price_ht'],
      [7, 'unknown_product', 'product_id'],
      [8, 'product_reference_taken', 'product_reference'],
    ]);
    const refused = await apply(result.sha256);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBeTruthy();
    expect([await count('variants'), await count('products')]).toEqual(before);
  });

  it('refuses the apply when a reference it creates was taken since the dry run', async () => {
    const product = await activeProduct();
    const result = (await check(`${HEAD}\n${product.id};;;LATE-1;;;Gris;;10;`)).json()
      .data as Check;
    expect(result.errors).toEqual([]);
    await cast.api.database.query(
      `insert into variants (product_id, reference, name, price_ht_cents) values ($1, 'LATE-1', '{"fr":"x"}', 100)`,
      [product.id],
    );
    const res = await apply(result.sha256);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject([{ code: 'reference_taken' }]);
  });
});
