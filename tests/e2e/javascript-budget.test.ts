/**
 * The JavaScript a first visit downloads (decisions 010 and 037), read from the production
 * build's client manifest: gzip -9 of the entry, the route modules and everything they import.
 * The storefront's home page stays within its budget and carries no UI catalogue; the back
 * office's frame adds nothing to storefront pages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';

const BUILD = process.env.BUILD_DIR || 'build';
/** Decision 010: the framework floor (~110 KB) plus at most ~35 KB of the shop's own code. */
const HOME_BUDGET_KB = 150;

interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
}

let manifest: Manifest;

beforeAll(() => {
  const assets = `${BUILD}/client/assets`;
  const file = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name))!;
  const text = readFileSync(`${assets}/${file}`, 'utf8');
  manifest = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as Manifest;
});

/** The script URLs a first visit of a page made of these routes loads. */
function scripts(routeIds: string[]): Set<string> {
  const urls = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    expect(route, id).toBeDefined();
    for (const url of [route!.module, ...(route!.imports ?? [])]) urls.add(url);
  }
  return urls;
}

const read = (url: string) => readFileSync(`${BUILD}/client${url}`);
const gzipKb = (urls: Iterable<string>) =>
  [...urls].reduce((sum, url) => sum + gzipSync(read(url), { level: 9 }).length, 0) / 1024;

describe('JavaScript of a first visit', () => {
  it(`home page: at most ${HOME_BUDGET_KB} KB gzip, and no UI catalogue`, () => {
    const home = scripts(['root', 'shell', 'index.fr']);
    expect(gzipKb(home)).toBeLessThanOrEqual(HOME_BUDGET_KB);
    // The page's texts come with the root loader's data, never as bundled JSON (decision 010).
    const withCatalogue = [...home].filter((url) => read(url).includes('"nav.skipToContent":'));
    expect(withCatalogue).toEqual([]);
  });

  it('the back-office frame is not part of storefront pages', () => {
    const home = scripts(['root', 'shell', 'index.fr']);
    const adminShell = manifest.routes['admin-shell']!.module;
    expect(home.has(adminShell)).toBe(false);
    expect([...home].filter((url) => read(url).includes('admin-bar'))).toEqual([]);
  });
});
