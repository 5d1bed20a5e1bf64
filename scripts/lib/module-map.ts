/**
 * Reads the module layout from the source (no type checker: import statements, `pgTable(…)`
 * definitions and Drizzle/SQL writes are regular enough to be found by pattern) so that
 * docs/architecture.md and tests/architecture/ can state, and keep true, who owns which table,
 * who depends on whom and what each kind of file may do.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface SourceFile {
  /** Path relative to the repository root, with forward slashes. */
  file: string;
  /** Module folder under src/modules, or null for src/web, src/server… */
  module: string | null;
  text: string;
}

export interface ModuleImport {
  from: SourceFile;
  /** Module imported (another folder of src/modules). */
  module: string;
  /** Path of the imported file relative to that module (e.g. `index`, `orders.tables`). */
  target: string;
  typeOnly: boolean;
}

export interface TableWrite {
  file: string;
  writer: string;
  table: string;
  owner: string;
}

const MODULES_DIR = 'src/modules';

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.tsx?$/.test(entry)) out.push(full.split(path.sep).join('/'));
  }
  return out;
}

export function isTestFile(file: string): boolean {
  return /\.test\.tsx?$|\.test-helper\.ts$/.test(file);
}

/** Every application file under src (tests excluded). */
export function readSources(root = '.'): SourceFile[] {
  return walk(path.join(root, 'src'))
    .map((full) => path.relative(root, full).split(path.sep).join('/'))
    .filter((file) => !isTestFile(file) && !file.startsWith('src/db/migrations/'))
    .map((file) => ({
      file,
      module: moduleOf(file),
      text: readFileSync(path.join(root, file), 'utf8'),
    }));
}

export function moduleOf(file: string): string | null {
  const match = /^src\/modules\/([^/]+)\//.exec(file);
  return match?.[1] ?? null;
}

const IMPORT = /(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Imports of one file that land in another module of src/modules. */
export function moduleImports(source: SourceFile): ModuleImport[] {
  const found: ModuleImport[] = [];
  const add = (specifier: string, typeOnly: boolean) => {
    if (!specifier.startsWith('.')) return;
    const resolved = path.posix.normalize(
      path.posix.join(path.posix.dirname(source.file), specifier),
    );
    const module = moduleOf(resolved + '/');
    if (!module || module === source.module) return;
    const target = resolved.slice(`${MODULES_DIR}/${module}/`.length).replace(/\.tsx?$/, '');
    found.push({ from: source, module, target: target === '' ? 'index' : target, typeOnly });
  };
  for (const match of source.text.matchAll(IMPORT)) add(match[2] ?? '', Boolean(match[1]));
  for (const match of source.text.matchAll(DYNAMIC_IMPORT)) add(match[1] ?? '', false);
  return found;
}

/** A table definition naming another module's table: a foreign key, not a use of its code. */
export function isForeignKeyReference(imported: ModuleImport): boolean {
  return imported.from.file.endsWith('.tables.ts') && imported.target.endsWith('.tables');
}

/**
 * Module → the modules its code uses (any import, types included). Foreign keys between table
 * definitions are left out: they say how rows relate, not who calls whom.
 */
export function moduleGraph(sources: SourceFile[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const name of moduleNames(sources)) graph.set(name, new Set());
  for (const source of sources) {
    if (!source.module) continue;
    for (const imported of moduleImports(source)) {
      if (!isForeignKeyReference(imported)) graph.get(source.module)!.add(imported.module);
    }
  }
  return graph;
}

export function moduleNames(sources: SourceFile[]): string[] {
  return [...new Set(sources.map((s) => s.module).filter((m): m is string => m !== null))].sort();
}

/** Pairs of modules that import each other, `a < b`. */
export function twoWayPairs(graph: Map<string, Set<string>>): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [a, targets] of graph) {
    for (const b of targets) if (a < b && graph.get(b)?.has(a)) pairs.push([a, b]);
  }
  return pairs.sort();
}

/** Non-table files importing another module's `*.tables` file. */
export function foreignTableImports(sources: SourceFile[]): ModuleImport[] {
  return sources
    .filter((source) => source.module && !source.file.endsWith('.tables.ts'))
    .flatMap(moduleImports)
    .filter((imported) => imported.target.endsWith('.tables'));
}

export interface TableInfo {
  /** TypeScript name (`orderVariants`). */
  name: string;
  /** SQL name (`order_variants`). */
  sqlName: string;
  module: string;
  file: string;
}

const TABLE_DEFINITION = /export const (\w+)\s*=\s*pgTable\(\s*['"](\w+)['"]/g;

export function tables(sources: SourceFile[]): TableInfo[] {
  return sources
    .filter((source) => source.module && source.file.endsWith('.tables.ts'))
    .flatMap((source) =>
      [...source.text.matchAll(TABLE_DEFINITION)].map((match) => ({
        name: match[1] ?? '',
        sqlName: match[2] ?? '',
        module: source.module!,
        file: source.file,
      })),
    )
    .sort((a, b) => a.module.localeCompare(b.module) || a.sqlName.localeCompare(b.sqlName));
}

/**
 * Writes found in module, web and server files: Drizzle `.insert(t)`, `.update(t)`, `.delete(t)`
 * with `t` a table's TypeScript name, and SQL text `insert into t`, `update t set`,
 * `delete from t` with its SQL name. A local variable shadowing a table name would be a false
 * positive; none does, and the test would say which file to look at.
 */
export function tableWrites(sources: SourceFile[], known = tables(sources)): TableWrite[] {
  const byName = new Map(known.map((t) => [t.name, t]));
  const bySql = new Map(known.map((t) => [t.sqlName, t]));
  const writes: TableWrite[] = [];
  for (const source of sources) {
    if (source.file.endsWith('.tables.ts') || source.file.startsWith('src/db/')) continue;
    const writer = source.module ?? source.file.split('/').slice(0, 2).join('/');
    const record = (table: TableInfo | undefined) => {
      if (table)
        writes.push({ file: source.file, writer, table: table.sqlName, owner: table.module });
    };
    for (const match of source.text.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)) {
      record(byName.get(match[1] ?? ''));
    }
    for (const match of source.text.matchAll(
      /\b(?:insert\s+into|delete\s+from)\s+"?(\w+)"?|\bupdate\s+"?(\w+)"?\s+(?:\w+\s+)?set\b/gi,
    )) {
      record(bySql.get((match[1] ?? match[2] ?? '').toLowerCase()));
    }
  }
  return writes;
}

/** Where `specifier`, imported by `file`, lands (repository-relative, without extension). */
function resolveSpecifier(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return path.posix
    .normalize(path.posix.join(path.posix.dirname(file), specifier))
    .replace(/\.tsx?$/, '');
}

/**
 * Imports of `src/db/schema` (every table of every module in one object) outside src/db: a
 * module holding it could read or write any table. The database layer types its client with
 * it; everyone else gets tables from their owner's own files.
 */
export function schemaImports(sources: SourceFile[]): string[] {
  return sources
    .filter((source) => !source.file.startsWith('src/db/'))
    .flatMap((source) =>
      [...source.text.matchAll(IMPORT)]
        .map((match) => match[2] ?? '')
        .concat([...source.text.matchAll(DYNAMIC_IMPORT)].map((match) => match[1] ?? ''))
        .filter((specifier) => resolveSpecifier(source.file, specifier) === 'src/db/schema')
        .map((specifier) => `${source.file} imports ${specifier}`),
    );
}

/**
 * Drizzle relational queries (`db.query.countries.findFirst(…)`, `tx.query.…`) name a table
 * through the client's schema, without importing it: the import checks cannot see them. One
 * in a module on a table of another module — or in a page or the server, which have no tables
 * — is a read past the owner's index.
 */
export function foreignRelationalQueries(sources: SourceFile[], known = tables(sources)): string[] {
  const byName = new Map(known.map((t) => [t.name, t]));
  const found: string[] = [];
  for (const source of sources) {
    if (source.file.startsWith('src/db/')) continue;
    for (const match of source.text.matchAll(/\b(?:db|tx|trx)\s*\??\.\s*query\s*\??\.\s*(\w+)/g)) {
      const table = byName.get(match[1] ?? '');
      if (table && table.module !== source.module)
        found.push(`${source.file} queries ${table.sqlName} (owned by ${table.module})`);
    }
  }
  return found;
}

/**
 * Table objects an index hands out: by name (`export { orders } from …`) or wholesale
 * (`export * from './orders.tables'`, or from any file defining a table).
 */
export function indexTableExports(sources: SourceFile[], known = tables(sources)): string[] {
  const tableNames = new Set(known.map((table) => table.name));
  const tableFiles = new Set(known.map((table) => table.file.replace(/\.ts$/, '')));
  return sources
    .filter((source) => source.module && source.file.endsWith('/index.ts'))
    .flatMap((source) => [
      ...[...source.text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}\s*from/g)].flatMap((match) =>
        (match[1] ?? '')
          .split(',')
          .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
          .filter((name) => tableNames.has(name))
          .map((name) => `${source.file} exports ${name}`),
      ),
      ...[...source.text.matchAll(/export\s+\*\s+(?:as\s+\w+\s+)?from\s*['"]([^'"]+)['"]/g)]
        .filter((match) => {
          const target = resolveSpecifier(source.file, match[1] ?? '');
          return target !== null && (target.endsWith('.tables') || tableFiles.has(target));
        })
        .map((match) => `${source.file} exports * from ${match[1]}`),
    ]);
}

/** The kinds of module file, by suffix, and what each may do (docs/architecture.md). */
export const FILE_KINDS = {
  tables: 'Drizzle table definitions; imports other tables only for foreign keys',
  repo: 'SQL statements too long or too shared to sit in a service',
  service:
    'use cases: transactions, permission checks, queries; calls other modules through their index',
  rules: 'pure decisions (no I/O, no database client), table-tested beside',
  contract: 'zod inputs and DTO types shared by the API, the pages and other modules',
  texts: 'translated texts and labels, per language',
  templates: 'rendering to HTML or PDF from data already read',
  routes: 'HTTP: parse, call a service, answer; no SQL',
  adapter:
    'a provider or the machine behind an interface (SMTP, files, gateways, carriers, geo-IP)',
} as const;

export type FileKind = keyof typeof FILE_KINDS | 'index';

export function fileKind(file: string): FileKind | null {
  const base = path.posix.basename(file);
  if (base === 'index.ts') return 'index';
  const match = /^[a-z0-9-]+\.([a-z]+)\.ts$/.exec(base);
  const suffix = match?.[1];
  if (suffix === undefined || !(suffix in FILE_KINDS)) return null;
  return suffix as FileKind;
}
