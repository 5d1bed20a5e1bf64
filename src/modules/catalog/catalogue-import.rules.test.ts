import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_COLUMNS,
  decodeCsv,
  detectDelimiter,
  exportRow,
  parseCatalogueCsv,
  planDigest,
  planImport,
  readDiscount,
  readPrice,
  readStock,
  type ImportErrorCode,
  type ParsedCsv,
  type ProductLookup,
  type ProductState,
  type VariantState,
} from './catalogue-import.rules';

const names = (base: string) => ({
  fr: `${base} fr`,
  en: `${base} en`,
  es: `${base} es`,
  de: `${base} de`,
  it: `${base} it`,
  pt: `${base} pt`,
});

function state(reference: string, productId = 1, more: Partial<VariantState> = {}): VariantState {
  return {
    variantId: productId * 100 + reference.length,
    productId,
    productReference: `P${productId}`,
    reference,
    productNames: names(`Housse ${productId}`),
    variantName: names(`Noir ${reference}`),
    priceHtCents: 4990,
    discountPercent: 0,
    quantityAvailable: 5,
    outOfStockStatus: 'stock',
    reorderDelayMin: null,
    reorderDelayMax: null,
    productActive: true,
    variantActive: true,
    ...more,
  };
}

const catalogue = new Map(
  [state('V-1'), state('V-2'), state('V-3', 2)].map((s) => [s.reference, s] as const),
);

function parsed(text: string): ParsedCsv {
  const result = parseCatalogueCsv(text);
  if ('errors' in result) throw new Error(JSON.stringify(result.errors));
  return result;
}

const plan = (text: string) => planImport(parsed(text), catalogue);

describe('reading the file', () => {
  it.each([
    ['variant_reference;price_ht\nV-1;1', ';'],
    ['variant_reference,price_ht\nV-1,1', ','],
    ['variant_reference\nV-1', ','],
  ])('detects the separator of %j', (text, delimiter) => {
    expect(detectDelimiter(text)).toBe(delimiter);
  });

  it('drops a BOM, reads CRLF and Windows-1252', () => {
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('a;b\r\n')]);
    expect(decodeCsv(bom)).toBe('a;b\r\n');
    expect(decodeCsv(new Uint8Array([0x48, 0xe9]))).toBe('Hé');
    expect(decodeCsv(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0]))).toBeNull();
    const rows = parsed('\uFEFFvariant_reference;price_ht\r\nV-1;49,90\r\n\r\nV-2;12\r\n').rows;
    expect(rows).toEqual([
      { line: 2, cells: { variant_reference: 'V-1', price_ht: '49,90' } },
      { line: 4, cells: { variant_reference: 'V-2', price_ht: '12' } },
    ]);
  });

  it('reads headers as people write them', () => {
    expect(parsed('Variant Reference;Price-HT\nV-1;2').columns).toEqual([
      'variant_reference',
      'price_ht',
    ]);
  });

  it.each<[string, ImportErrorCode]>([
    ['', 'empty_file'],
    ['variant_reference;price_ht\n', 'empty_file'],
    ['price_ht\n12', 'missing_reference_column'],
    ['variant_reference;colour\nV-1;red', 'unknown_column'],
    ['variant_reference;stock;stock\nV-1;1;2', 'duplicate_column'],
    ['variant_reference;name_fr\nV-1;"unclosed', 'not_csv'],
  ])('refuses the file %j (%s)', (text, code) => {
    const result = parseCatalogueCsv(text);
    expect('errors' in result && result.errors.map((e) => e.code)).toContain(code);
  });
});

describe('values', () => {
  it.each([
    ['49.90', 4990],
    ['49,90', 4990],
    ['49,9', 4990],
    ['1 200,50', 120050],
    ['0', 0],
  ])('price %j → %i cents', (text, cents) => {
    expect(readPrice(text)).toEqual({ ok: true, value: cents });
  });

  it.each(['-1', 'abc', '12,345', '1e3'])('price %j is bad', (text) => {
    expect(readPrice(text)).toEqual({ ok: false, code: 'bad_price' });
  });

  it('stock and discount', () => {
    expect(readStock('-2')).toEqual({ ok: false, code: 'negative_stock' });
    expect(readStock('2.5')).toEqual({ ok: false, code: 'bad_integer' });
    expect(readDiscount('91')).toEqual({ ok: false, code: 'discount_out_of_range' });
    expect(readDiscount('-1')).toEqual({ ok: false, code: 'discount_out_of_range' });
    expect(readDiscount('15%')).toEqual({ ok: true, value: 15 });
  });
});

describe('the plan', () => {
  it('lists changes old → new and writes whole rows of the changed variants only', () => {
    const result = plan('variant_reference;price_ht;stock\nV-1;59,90;5\nV-2;49.90;8');
    expect(result.errors).toEqual([]);
    expect(result.changes).toEqual([
      { line: 2, reference: 'V-1', field: 'price_ht', old: '49.90', new: '59.90' },
      { line: 3, reference: 'V-2', field: 'stock', old: '5', new: '8' },
    ]);
    expect(result.variants.map((v) => [v.variantId, v.priceHtCents, v.quantityAvailable])).toEqual([
      [103, 5990, 5],
      [103, 4990, 8],
    ]);
  });

  it('changes nothing for the export of the same catalogue', () => {
    const header = CATALOGUE_COLUMNS.join(';');
    expect(header).toMatch(/^product_id;variant_id;product_reference;variant_reference;name_fr;/);
    const lines = [...catalogue.values()].map((s) => exportRow(s).join(';'));
    const result = plan([header, ...lines].join('\n'));
    expect(result).toMatchObject({ changes: [], errors: [], variants: [], products: [] });
    expect(planDigest(result)).toBe('');
  });

  it('writes a formula-like name as text and reads it back unchanged', () => {
    const risky = state('V-1', 1, { variantName: { ...names('x'), fr: '=HYPERLINK("http://x")' } });
    const row = exportRow(risky);
    expect(row).toContain(`'=HYPERLINK("http://x")`);
    const header = 'variant_reference;variant_name_fr';
    const line = `V-1;"'=HYPERLINK(""http://x"")"`;
    const result = planImport(parsed([header, line].join('\n')), new Map([['V-1', risky]]));
    expect(result).toMatchObject({ changes: [], errors: [] });
  });

  it.each<[string, ImportErrorCode, string | null]>([
    ['V-9;1', 'unknown_reference', 'variant_reference'],
    [';1', 'missing_reference', 'variant_reference'],
  ])('line %j: %s', (line, code, field) => {
    const result = plan(`variant_reference;stock\n${line}`);
    expect(result.errors).toEqual([expect.objectContaining({ line: 2, code, field })]);
    expect(result.variants).toEqual([]);
  });

  it.each<[string, string, ImportErrorCode]>([
    ['price_ht', 'abc', 'bad_price'],
    ['price_ht', '-3', 'bad_price'],
    ['stock', '-1', 'negative_stock'],
    ['stock', 'x', 'bad_integer'],
    ['discount_percent', '95', 'discount_out_of_range'],
    ['out_of_stock_status', 'gone', 'unknown_status'],
    ['reorder_delay_min', '-4', 'bad_delay'],
    ['variant_active', 'maybe', 'bad_boolean'],
    ['name_fr', '   ', 'name_too_long'],
    ['variant_name_en', 'x'.repeat(201), 'name_too_long'],
  ])('column %s = %j: %s', (column, value, code) => {
    const result = plan(`variant_reference;${column}\nV-1;"${value}"`);
    if (value.trim() === '') {
      // An empty cell changes nothing (it is no error).
      expect(result.errors).toEqual([]);
      return;
    }
    expect(result.errors).toEqual([{ line: 2, reference: 'V-1', field: column, code, value }]);
  });

  it('a duplicate line, a product of another reference, a delay max below min', () => {
    const result = plan(
      'product_reference;variant_reference;reorder_delay_min;reorder_delay_max\n' +
        'P1;V-1;3;5\nP1;V-1;3;5\nP2;V-2;;\nP1;V-2;10;4',
    );
    expect(result.errors.map((e) => [e.line, e.code])).toEqual([
      [3, 'duplicate_reference'],
      [4, 'product_mismatch'],
      [5, 'duplicate_reference'],
    ]);
    expect(plan('variant_reference;reorder_delay_min;reorder_delay_max\nV-1;10;4').errors).toEqual([
      expect.objectContaining({ code: 'delay_order', field: 'reorder_delay_max' }),
    ]);
  });

  it('product columns: once per product, the same on each line', () => {
    const result = plan('variant_reference;name_fr;product_active\nV-1;Neuve;1\nV-2;Neuve;0');
    expect(result.errors).toEqual([
      expect.objectContaining({
        line: 3,
        code: 'conflicting_product_value',
        field: 'product_active',
      }),
    ]);
    const agreed = plan('variant_reference;name_fr\nV-1;Neuve\nV-2;Neuve');
    expect(agreed.errors).toEqual([]);
    expect(agreed.products).toEqual([{ productId: 1, names: { fr: 'Neuve' }, isActive: null }]);
    expect(agreed.variants).toEqual([]);
    expect(agreed.changes).toEqual([
      { line: 2, reference: 'V-1', field: 'name_fr', old: 'Housse 1 fr', new: 'Neuve' },
    ]);
  });

  it('an empty reorder delay is "none"', () => {
    const withDelay = new Map([
      ['V-1', state('V-1', 1, { reorderDelayMin: 3, reorderDelayMax: 5 })],
    ]);
    const result = planImport(
      parsed('variant_reference;reorder_delay_min;reorder_delay_max\nV-1;;'),
      withDelay,
    );
    expect(result.variants[0]).toMatchObject({ reorderDelayMin: null, reorderDelayMax: null });
  });
});

describe('lines that create', () => {
  const product = (productId: number, reference: string): ProductState => ({
    productId,
    reference,
    names: { fr: `Housse ${productId} fr` },
    active: true,
  });
  const known = [product(1, 'P1'), product(2, 'P2')];
  const lookup: ProductLookup = {
    byId: new Map(known.map((p) => [p.productId, p])),
    byReference: new Map(known.map((p) => [p.reference, p])),
  };
  const HEAD =
    'product_id;variant_id;product_reference;variant_reference;name_fr;name_en;variant_name_fr;price_ht;product_active';
  const create = (...lines: string[]) =>
    planImport(parsed([HEAD, ...lines].join('\n')), catalogue, lookup);

  it('plans a new variant of an existing product and a new product with two variants', () => {
    const result = create(
      '1;;;N-1;;;Gris;59,90;',
      ';;NP;N-2;Housse neuve;New cover;Rouge;10;1',
      ';;NP;N-3;;;Bleu;12.50;',
      '1;103;P1;V-1;;;;49.90;',
    );
    expect(result.errors).toEqual([]);
    expect(result.creations).toEqual([
      {
        line: 2,
        kind: 'variant',
        reference: 'N-1',
        productId: 1,
        productReference: 'P1',
        name: 'Gris',
      },
      {
        line: 3,
        kind: 'product',
        reference: 'N-2',
        productId: null,
        productReference: 'NP',
        name: 'Housse neuve',
      },
      {
        line: 4,
        kind: 'variant',
        reference: 'N-3',
        productId: null,
        productReference: 'NP',
        name: 'Bleu',
      },
    ]);
    expect(result.newProducts).toEqual([
      { reference: 'NP', names: { fr: 'Housse neuve', en: 'New cover' } },
    ]);
    expect(
      result.newVariants.map((v) => [v.reference, v.productId, v.priceHtCents, v.isActive]),
    ).toEqual([
      ['N-1', 1, 5990, true],
      ['N-2', null, 1000, true],
      ['N-3', null, 1250, true],
    ]);
    expect(result.changes).toEqual([]);
    expect(planDigest(result)).toContain('+product');
  });

  it.each<[string, string, ImportErrorCode, string | null]>([
    [
      'reference of an existing variant',
      '1;;;V-1;;;Gris;10;',
      'reference_taken',
      'variant_reference',
    ],
    ['unknown product id', '9;;;N-1;;;Gris;10;', 'unknown_product', 'product_id'],
    [
      'product id and reference disagree',
      '1;;P2;N-1;;;Gris;10;',
      'product_mismatch',
      'product_reference',
    ],
    [
      'new product without reference',
      ';;;N-1;Housse;;Gris;10;',
      'missing_product_reference',
      'product_reference',
    ],
    [
      'new product with a taken reference',
      ';;P2;N-1;Housse;;Gris;10;',
      'product_reference_taken',
      'product_reference',
    ],
    ['new product without French name', ';;NP;N-1;;Cover;Gris;10;', 'missing_name', 'name_fr'],
    ['new variant without French name', '1;;;N-1;;;;10;', 'missing_name', 'variant_name_fr'],
    ['new variant without price', '1;;;N-1;;;Gris;;', 'missing_price', 'price_ht'],
    ['bad price', '1;;;N-1;;;Gris;dix;', 'bad_price', 'price_ht'],
    ['bad reference', '1;;;N 1!;;;Gris;10;', 'bad_reference', 'variant_reference'],
    [
      'bad switch on a new product',
      ';;NP;N-1;Housse;;Gris;10;peut-être',
      'bad_boolean',
      'product_active',
    ],
    ['existing line with another id', '1;999;;V-1;;;;10;', 'variant_mismatch', 'variant_id'],
  ])('refuses %s', (_, line, code, field) => {
    const result = create(line);
    expect(result.errors).toMatchObject([{ line: 2, code, field }]);
    expect(result.creations).toEqual([]);
  });

  it('refuses a reference created twice in the same file, and names disagreeing on a new product', () => {
    expect(create('1;;;N-1;;;Gris;10;', '2;;;N-1;;;Bleu;10;').errors).toMatchObject([
      { line: 3, code: 'duplicate_reference', value: '2' },
    ]);
    expect(create(';;NP;N-1;Housse;;Gris;10;', ';;NP;N-2;Autre;;Bleu;10;').errors).toMatchObject([
      { line: 3, code: 'conflicting_product_value', field: 'name_fr' },
    ]);
  });

  it('without a variant_id column, an unknown reference is still an error', () => {
    const result = planImport(parsed('variant_reference;price_ht\nN-1;10'), catalogue, lookup);
    expect(result.errors).toMatchObject([{ code: 'unknown_reference' }]);
  });
});
