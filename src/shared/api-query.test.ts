import { describe, expect, it } from 'vitest';
import { pageOf, parseListQuery, type ListQuerySpec } from './api-query';

const spec: ListQuerySpec = {
  includes: ['image', 'children.images'],
  fields: { things: ['id', 'name'] },
  filters: { ids: 'intList', is_active: 'flag', kind: { oneOf: ['a', 'b'] }, q: 'text' },
  params: { domain: 'flag', tags: 'textList' },
  sorts: ['position', 'name'],
  defaultSort: 'position',
  maxLimit: 500,
};

const parse = (raw: Record<string, unknown>) => parseListQuery(raw, spec);

describe('parseListQuery', () => {
  it('reads every convention', () => {
    const result = parse({
      include: 'image,children.images',
      'fields[things]': 'id,name',
      'filter[ids]': '1, 2,3',
      'filter[is_active]': '1',
      'filter[kind]': 'b',
      sort: 'name,-position',
      page: '3',
      limit: '48',
      domain: 'true',
      tags: 'home_banner,promo',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const q = result.query;
    expect([...q.include]).toEqual(['image', 'children.images']);
    expect(q.fields).toEqual({ things: ['id', 'name'] });
    expect(q.filter).toEqual({ ids: [1, 2, 3], is_active: true, kind: 'b' });
    expect(q.params).toEqual({ domain: true, tags: ['home_banner', 'promo'] });
    expect(q.sort).toEqual([
      { field: 'name', descending: false },
      { field: 'position', descending: true },
    ]);
    expect([q.page, q.limit]).toEqual([3, 48]);
  });

  it('applies defaults', () => {
    const result = parse({});
    expect(result).toEqual({
      ok: true,
      query: expect.objectContaining({
        page: 1,
        limit: 200,
        sort: [{ field: 'position', descending: false }],
      }),
    });
  });

  it.each([
    [{ page: '-1' }, 'page'],
    [{ page: '0' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ limit: '1e9' }, 'limit'],
    [{ limit: 'abc' }, 'limit'],
    [{ sort: 'bogus' }, 'sort'],
    [{ sort: '--name' }, 'sort'],
    [{ include: 'secrets' }, 'include'],
    [{ 'filter[x]': '<script>' }, 'filter[x]'],
    [{ 'filter[ids]': '1,abc' }, 'filter[ids]'],
    [{ 'filter[is_active]': 'yes' }, 'filter[is_active]'],
    [{ 'filter[kind]': 'c' }, 'filter[kind]'],
    [{ 'filter[q]': 'x'.repeat(201) }, 'filter[q]'],
    [{ 'fields[things]': 'id,password' }, 'fields[things]'],
    [{ 'fields[other]': 'id' }, 'fields[other]'],
    [{ 'weird[thing]': '1' }, 'weird[thing]'],
    [{ page: ['1', '2'] }, 'page'],
    [{ tags: 'a b' }, 'tags'],
    // Names inherited from Object.prototype name nothing an endpoint allows.
    [{ 'filter[__proto__]': '1' }, 'filter[__proto__]'],
    [{ 'filter[constructor]': '1' }, 'filter[constructor]'],
    [{ 'fields[__proto__]': 'id' }, 'fields[__proto__]'],
    [{ 'fields[constructor]': 'id' }, 'fields[constructor]'],
    [{ 'fields[toString]': 'id' }, 'fields[toString]'],
  ])('refuses %j', (raw, field) => {
    const result = parse(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual([field]);
  });

  it('caps the limit at the endpoint maximum', () => {
    const result = parse({ limit: '100000' });
    expect(result.ok && result.query.limit).toBe(500);
  });

  it('ignores unknown plain parameters', () => {
    expect(parse({ utm_source: 'mail', _: '123' }).ok).toBe(true);
  });

  it('takes a parameter named like an Object.prototype property for an unknown one', () => {
    const raw = JSON.parse('{"__proto__": "1", "constructor": "x", "hasOwnProperty": "2"}');
    const result = parse(raw as Record<string, unknown>);
    expect(result.ok).toBe(true);
    if (result.ok) expect(Object.keys(result.query.params)).toEqual([]);
  });
});

describe('pageOf', () => {
  it.each([
    [1, 2, ['a', 'b']],
    [2, 2, ['c', 'd']],
    [3, 2, ['e']],
    [4, 2, []],
    [1, 10, ['a', 'b', 'c', 'd', 'e']],
  ])('page %i of %i a page', (page, limit, expected) => {
    expect(pageOf(['a', 'b', 'c', 'd', 'e'], { page, limit })).toEqual(expected);
  });
});
