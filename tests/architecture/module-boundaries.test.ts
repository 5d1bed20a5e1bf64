/**
 * The module boundaries of docs/architecture.md, read from the code: one owner per table and
 * only it writes it, no two modules using each other, file names that say what a file may do,
 * and the generated module map of the architecture document equal to the code's.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { architectureBlock, generatedBlockOf } from '../../scripts/lib/module-map-doc';
import {
  fileKind,
  foreignRelationalQueries,
  foreignTableImports,
  indexTableExports,
  moduleGraph,
  moduleImports,
  moduleOf,
  readSources,
  schemaImports,
  tableWrites,
  tables,
  twoWayPairs,
  type SourceFile,
} from '../../scripts/lib/module-map';

const sources = readSources();
const moduleFiles = sources.filter((source) => source.module !== null);

/** Value imports (not `import type`) of a file, as written. */
function valueImports(text: string): string[] {
  return [...text.matchAll(/^import\s+(?!type\s)[^'";]*?['"]([^'"]+)['"]/gm)].map(
    (m) => m[1] ?? '',
  );
}

describe('module boundaries', () => {
  it('finds the modules and their tables (the reader itself works)', () => {
    expect(moduleGraph(sources).size).toBeGreaterThan(10);
    expect(tables(sources).map((t) => t.sqlName)).toEqual(
      expect.arrayContaining(['orders', 'variants', 'promo_codes', 'product_listing']),
    );
  });

  it('gives every table exactly one owning module', () => {
    const names = tables(sources).map((t) => t.sqlName);
    expect(names.length).toBe(new Set(names).size);
  });

  it('lets only the owner write a table', () => {
    const foreign = tableWrites(sources).filter((write) => write.writer !== write.owner);
    expect(foreign.map((w) => `${w.file} writes ${w.table} (owned by ${w.owner})`)).toEqual([]);
  });

  it('reaches another module only through its index (tables reference tables for foreign keys)', () => {
    const deep = moduleFiles
      .flatMap(moduleImports)
      .filter((imported) => imported.target !== 'index')
      .filter(
        (imported) =>
          !(imported.from.file.endsWith('.tables.ts') && imported.target.endsWith('.tables')),
      );
    expect(deep.map((i) => `${i.from.file} → ${i.module}/${i.target}`)).toEqual([]);
    expect(foreignTableImports(sources).map((i) => i.from.file)).toEqual([]);
  });

  it('lets pages and the server reach a module through its index, or a pure file for the browser bundle', () => {
    // A page component running in the browser imports a module's pure rules or contract
    // directly: its index would pull the server code (database client, adapters) into the bundle.
    // The server may also register a module's routes file directly (media's image routes load
    // sharp, which no other user of the media index should pay for).
    const deep = sources
      .filter(
        (source) => source.file.startsWith('src/web/') || source.file.startsWith('src/server/'),
      )
      .flatMap(moduleImports)
      .filter((imported) => imported.target !== 'index')
      .filter((imported) => {
        const kind = fileKind(`${imported.target}.ts`) ?? '';
        if (['rules', 'contract', 'texts'].includes(kind)) return false;
        return !(kind === 'routes' && imported.from.file.startsWith('src/server/'));
      });
    expect(deep.map((i) => `${i.from.file} → ${i.module}/${i.target}`)).toEqual([]);
  });

  it('never hands a table object out through an index', () => {
    expect(indexTableExports(sources)).toEqual([]);
  });

  it('keeps the aggregate schema (every table) inside src/db', () => {
    expect(schemaImports(sources)).toEqual([]);
  });

  it('reads no table of another module through a relational query (db.query.<table>)', () => {
    expect(foreignRelationalQueries(sources)).toEqual([]);
  });

  it('has no pair of modules using each other', () => {
    expect(twoWayPairs(moduleGraph(sources))).toEqual([]);
  });

  it('names every module file by what it may do', () => {
    expect(moduleFiles.filter((s) => fileKind(s.file) === null).map((s) => s.file)).toEqual([]);
  });

  it('keeps rules, contracts, texts and templates free of I/O', () => {
    const pure = moduleFiles.filter((s) =>
      ['rules', 'contract', 'texts', 'templates'].includes(fileKind(s.file) ?? ''),
    );
    const offending = pure.flatMap((source) =>
      valueImports(source.text)
        .filter((specifier) =>
          /db\/client|\.repo$|\.service$|\.adapter$|\.tables$|^node:(fs|net|http|https|child_process)/.test(
            specifier,
          ),
        )
        .map((specifier) => `${source.file} imports ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it('keeps SQL out of routes', () => {
    const routes = moduleFiles.filter((s) => fileKind(s.file) === 'routes');
    const offending = routes.flatMap((source) =>
      valueImports(source.text)
        .filter((specifier) => specifier === 'drizzle-orm' || specifier.endsWith('.tables'))
        .map((specifier) => `${source.file} imports ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it('keeps the module map of docs/architecture.md equal to the code (npm run modules -- --write)', async () => {
    const doc = readFileSync('docs/architecture.md', 'utf8');
    expect(generatedBlockOf(doc)).toBe(await architectureBlock(sources));
  });
});

/** A small made-up source tree, to prove each check catches what it is there for. */
function synthetic(files: Record<string, string>): SourceFile[] {
  return Object.entries(files).map(([file, text]) => ({ file, module: moduleOf(file), text }));
}

const GEO_TABLES = `import { pgTable, serial, text } from 'drizzle-orm/pg-core';
export const countries = pgTable('countries', { id: serial('id').primaryKey(), iso: text('iso') });`;

describe('the boundary checks catch', () => {
  it('a module importing src/db/schema, and nothing in src/db or a plain client import', () => {
    const found = schemaImports(
      synthetic({
        'src/modules/geo/geo.tables.ts': GEO_TABLES,
        'src/modules/customers/accounts.service.ts': `import * as schema from '../../db/schema';
import type { Db } from '../../db/client';`,
        'src/web/routes/home.tsx': `import { countries } from "../../db/schema.ts";`,
        'src/db/client.ts': `import * as schema from './schema';`,
        'src/modules/orders/orders.service.ts': `import type { Db } from '../../db/client';`,
      }),
    );
    expect(found).toEqual([
      'src/modules/customers/accounts.service.ts imports ../../db/schema',
      'src/web/routes/home.tsx imports ../../db/schema.ts',
    ]);
  });

  it('a relational query on a table of another module, not one on its own', () => {
    const found = foreignRelationalQueries(
      synthetic({
        'src/modules/geo/geo.tables.ts': GEO_TABLES,
        'src/modules/geo/geo.service.ts': `await db.query.countries.findMany();`,
        'src/modules/customers/accounts.service.ts': `const row = await db.query.countries.findFirst({});
const other = await tx.query
  .countries.findMany();`,
      }),
    );
    expect(found).toEqual([
      'src/modules/customers/accounts.service.ts queries countries (owned by geo)',
      'src/modules/customers/accounts.service.ts queries countries (owned by geo)',
    ]);
  });

  it('an index re-exporting a tables file wholesale, or a table by name', () => {
    const found = indexTableExports(
      synthetic({
        'src/modules/geo/geo.tables.ts': GEO_TABLES,
        'src/modules/geo/index.ts': `export * from './geo.tables';
export { countries as allCountries } from './geo.tables';
export * from './geo.service';`,
        'src/modules/geo/geo.service.ts': `export function listCountries() {}`,
      }),
    );
    expect(found).toEqual([
      'src/modules/geo/index.ts exports countries',
      'src/modules/geo/index.ts exports * from ./geo.tables',
    ]);
  });
});
