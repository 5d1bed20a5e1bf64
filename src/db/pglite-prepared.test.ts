import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePreparedStatements } from './pglite-prepared';

let plain: PGlite;
let prepared: PGlite;

const schema = `
  create table items (
    id serial primary key,
    name text not null unique,
    price int not null,
    tags text[] not null default '{}',
    data jsonb,
    active boolean not null default true,
    created_at timestamptz not null default now()
  );`;

beforeEach(async () => {
  plain = await PGlite.create();
  prepared = await PGlite.create();
  await plain.exec(schema);
  await prepared.exec(schema);
  usePreparedStatements(prepared, 3);
});

afterEach(async () => {
  await plain.close();
  await prepared.close();
});

async function namedStatements(db: PGlite): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from pg_prepared_statements where name like 'sellerie_%'`,
  );
  return rows[0]!.n;
}

describe('PGlite with named prepared statements', () => {
  it('answers exactly what PGlite answers, for every kind of parameter and row mode', async () => {
    const when = new Date('2026-03-01T10:00:00Z');
    const insert = `insert into items (name, price, tags, data, active, created_at)
      values ($1, $2, $3, $4, $5, $6) returning id, name, price, tags, data, active, created_at`;
    const params = ['housse', 4990, ['avant', 'arrière'], { colour: 'noir' }, false, when];
    for (const db of [plain, prepared]) {
      await db.query(insert, params);
      await db.query(insert, ['mousse', 1200, [], null, true, when]);
    }
    const statements: [string, unknown[]][] = [
      ['select * from items order by id', []],
      ['select name, price from items where price > $1 and active = $2', [1000, true]],
      ['select count(*) as n, sum(price) as total from items', []],
      ['update items set price = price + $1 where name = $2', [10, 'housse']],
      ['delete from items where name = $1', ['absent']],
    ];
    for (const [text, values] of statements) {
      for (const rowMode of ['object', 'array'] as const) {
        // Twice: the first call prepares, the second reuses the named statement.
        for (let round = 0; round < 2; round++) {
          const expected = await plain.query(text, values, { rowMode });
          const actual = await prepared.query(text, values, { rowMode });
          expect(actual.rows).toEqual(expected.rows);
          expect(actual.fields).toEqual(expected.fields);
          expect(actual.affectedRows).toEqual(expected.affectedRows);
        }
      }
    }
    const [row] = (
      await prepared.query<{ tags: string[]; created_at: Date }>(
        'select tags, created_at from items where name = $1',
        ['housse'],
      )
    ).rows;
    expect(row).toEqual({ tags: ['avant', 'arrière'], created_at: when });
  });

  it('keeps at most its capacity of statements, closing the least recently used', async () => {
    for (let i = 0; i < 6; i++)
      await prepared.query(`select ${i}::int as n where $1::int > 0`, [1]);
    // The next batch sends the pending closes: capacity 3, plus the count statement itself.
    await prepared.query('select 1');
    expect(await namedStatements(prepared)).toBeLessThanOrEqual(4);
    expect((await prepared.query('select 5::int as n where $1::int > 0', [1])).rows).toEqual([
      { n: 5 },
    ]);
  });

  it('reports a failed statement like PGlite (code, query) and goes on working', async () => {
    await prepared.query(`insert into items (name, price) values ($1, $2)`, ['housse', 1]);
    const duplicate = prepared.query(`insert into items (name, price) values ($1, $2)`, [
      'housse',
      2,
    ]);
    await expect(duplicate).rejects.toMatchObject({
      code: '23505',
      query: 'insert into items (name, price) values ($1, $2)',
    });
    await expect(prepared.query('select nothing from nowhere')).rejects.toMatchObject({
      code: '42P01',
    });
    expect((await prepared.query('select count(*)::int as n from items')).rows).toEqual([{ n: 1 }]);
  });

  it('runs a transaction’s statements in it: a rollback undoes them, an error aborts it', async () => {
    await expect(
      prepared.transaction(async (tx) => {
        await tx.query(`insert into items (name, price) values ($1, $2)`, ['a', 1]);
        await tx.query(`insert into items (name, price) values ($1, $2)`, ['a', 2]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    await prepared.transaction(async (tx) => {
      await tx.query(`insert into items (name, price) values ($1, $2)`, ['b', 1]);
      await tx.rollback();
    });
    await prepared.transaction(async (tx) => {
      await tx.query(`insert into items (name, price) values ($1, $2)`, ['c', 1]);
    });
    expect((await prepared.query('select name from items')).rows).toEqual([{ name: 'c' }]);
  });

  it('lets queries from outside wait for a running transaction', async () => {
    const order: string[] = [];
    const transaction = prepared.transaction(async (tx) => {
      await tx.query(`insert into items (name, price) values ($1, $2)`, ['in', 1]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push('transaction');
    });
    const outside = prepared.query('select count(*)::int as n from items').then((r) => {
      order.push('outside');
      return r.rows;
    });
    await transaction;
    expect(await outside).toEqual([{ n: 1 }]);
    expect(order).toEqual(['transaction', 'outside']);
  });

  it('prepares again a statement whose table changed shape under it', async () => {
    await prepared.query(`insert into items (name, price) values ($1, $2)`, ['housse', 1]);
    const text = 'select * from items where id > $1';
    expect(Object.keys((await prepared.query<object>(text, [0])).rows[0]!)).not.toContain('extra');
    await prepared.exec('alter table items add column extra text');
    expect(Object.keys((await prepared.query<object>(text, [0])).rows[0]!)).toContain('extra');
  });

  it('is applied once to a database however often it is asked', async () => {
    usePreparedStatements(prepared);
    usePreparedStatements(prepared);
    expect((await prepared.query('select $1::int as n', [7])).rows).toEqual([{ n: 7 }]);
  });
});
