/**
 * `npm run modules`: the module map read from the code — who imports whom, who owns and who
 * writes each table, files by kind and size — and the figures the boundaries test keeps true.
 *   --write   rewrites the generated part of docs/architecture.md (between its markers)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import {
  fileKind,
  foreignTableImports,
  moduleGraph,
  readSources,
  tableWrites,
  tables,
  twoWayPairs,
} from './lib/module-map';
import { architectureBlock, replaceGeneratedBlock } from './lib/module-map-doc';

const sources = readSources();
const graph = moduleGraph(sources);
const pairs = twoWayPairs(graph);
const foreign = foreignTableImports(sources);
const known = tables(sources);
const writes = tableWrites(sources, known);
const foreignWrites = writes.filter((write) => write.writer !== write.owner);
const moduleFiles = sources.filter((source) => source.module);
const unnamed = moduleFiles.filter((source) => fileKind(source.file) === null);
const lines = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
const allCode = sources.map((source) => ({ file: source.file, lines: lines(source.text) }));

console.log(`modules: ${graph.size}, tables: ${known.length}`);
console.log(
  `two-way module pairs: ${pairs.length}${pairs.length ? ` (${pairs.map((p) => p.join('↔')).join(', ')})` : ''}`,
);
console.log(
  `non-table files importing another module's tables: ${new Set(foreign.map((f) => f.from.file)).size} files, ${foreign.length} imports`,
);
for (const f of foreign) console.log(`  ${f.from.file} → ${f.module}/${f.target}`);
console.log(`writes to a table by another module: ${foreignWrites.length}`);
for (const w of foreignWrites) console.log(`  ${w.file} writes ${w.table} (owner ${w.owner})`);
console.log(`module files without a kind suffix: ${unnamed.length}`);
for (const u of unnamed) console.log(`  ${u.file}`);
for (const limit of [300, 400]) {
  const over = allCode.filter((c) => c.lines > limit).sort((a, b) => b.lines - a.lines);
  console.log(
    `application files over ${limit} lines: ${over.length}${over.length ? ` (${over.map((o) => `${o.file} ${o.lines}`).join(', ')})` : ''}`,
  );
}

if (process.argv.includes('--write')) {
  const doc = 'docs/architecture.md';
  writeFileSync(
    doc,
    replaceGeneratedBlock(readFileSync(doc, 'utf8'), await architectureBlock(sources)),
  );
  console.log(`${doc}: module map rewritten`);
}
