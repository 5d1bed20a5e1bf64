/** The generated part of docs/architecture.md: the module diagram and the table owners. */
import { format, resolveConfig } from 'prettier';
import { moduleGraph, tableWrites, tables, type SourceFile } from './module-map';

export const BLOCK_START = '<!-- module-map:start (npm run modules -- --write) -->';
export const BLOCK_END = '<!-- module-map:end -->';

/** The block as Prettier writes it, so `npm run lint` and the test agree on one text. */
export async function architectureBlock(sources: SourceFile[]): Promise<string> {
  const options = (await resolveConfig('docs/architecture.md')) ?? {};
  const formatted = await format(rawBlock(sources), { ...options, parser: 'markdown' });
  return formatted.trimEnd();
}

function rawBlock(sources: SourceFile[]): string {
  const graph = moduleGraph(sources);
  const known = tables(sources);
  const writers = new Map<string, Set<string>>();
  for (const write of tableWrites(sources, known)) {
    if (!writers.has(write.table)) writers.set(write.table, new Set());
    writers.get(write.table)!.add(write.writer);
  }
  const edges = [...graph]
    .flatMap(([from, targets]) => [...targets].sort().map((to) => `  ${from} --> ${to}`))
    .sort();
  const rows = [...graph.keys()].map((module) => {
    const owned = known.filter((table) => table.module === module);
    const names = owned.map((table) => `\`${table.sqlName}\``).join(', ') || '—';
    const others = owned.flatMap((table) =>
      [...(writers.get(table.sqlName) ?? [])].filter((writer) => writer !== module),
    );
    return `| ${module} | ${names} | ${others.length ? [...new Set(others)].join(', ') : 'only itself'} |`;
  });
  return [
    BLOCK_START,
    '',
    'Who imports whom among `src/modules` (an arrow reads "uses"; no pair uses each other):',
    '',
    '```mermaid',
    'flowchart LR',
    ...edges,
    '```',
    '',
    '| module | owns the tables | written by |',
    '|---|---|---|',
    ...rows,
    '',
    BLOCK_END,
  ].join('\n');
}

export function replaceGeneratedBlock(doc: string, block: string): string {
  const start = doc.indexOf(BLOCK_START);
  const end = doc.indexOf(BLOCK_END);
  if (start === -1 || end === -1) throw new Error('docs/architecture.md has no module-map markers');
  return doc.slice(0, start) + block + doc.slice(end + BLOCK_END.length);
}

export function generatedBlockOf(doc: string): string | null {
  const start = doc.indexOf(BLOCK_START);
  const end = doc.indexOf(BLOCK_END);
  return start === -1 || end === -1 ? null : doc.slice(start, end + BLOCK_END.length);
}
