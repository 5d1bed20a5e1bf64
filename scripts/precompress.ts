/**
 * Writes `.br` (quality 11) and `.gz` (level 9) next to every compressible file of the client
 * build, so the server sends them as they are (@fastify/static `preCompressed`) and never
 * compresses per request. Run by `npm run build` after `react-router build`.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|html|map|webmanifest)$/i;
/** Below this size the compressed copy saves less than the extra round of headers costs. */
const MIN_BYTES = 512;

export interface PrecompressSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

export async function precompress(dir: string): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const file of await listFiles(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = await readFile(file);
    if (content.length < MIN_BYTES) continue;
    const [br, gzipped] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gz(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    // Keep a sibling only when it is smaller; otherwise the original is served.
    if (br.length < content.length) await writeFile(`${file}.br`, br);
    if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
    summary.files += 1;
    summary.bytes += content.length;
    summary.brotliBytes += Math.min(br.length, content.length);
    summary.gzipBytes += Math.min(gzipped.length, content.length);
  }
  return summary;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

const isMain =
  process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const dir = path.resolve(
    process.argv[2] ??
      path.join(
        path.resolve(
          fileURLToPath(new URL('..', import.meta.url)),
          process.env.BUILD_DIR || 'build',
        ),
        'client',
      ),
  );
  await stat(dir).catch(() => {
    console.error(`precompress: ${dir} does not exist (run react-router build first)`);
    process.exit(1);
  });
  const started = performance.now();
  const s = await precompress(dir);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  console.log(
    `precompress: ${s.files} files, ${kb(s.bytes)} → br ${kb(s.brotliBytes)}, gzip ${kb(s.gzipBytes)} ` +
      `(${Math.round(performance.now() - started)} ms)`,
  );
}
