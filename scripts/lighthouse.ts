import { writeFileSync } from 'node:fs';
/**
 * `npm run lighthouse`: audits the home page as a phone would see it and prints the scores,
 * plus the JavaScript the home page ships (gzip). Starts the real shop in a child process on a
 * temporary PGlite database (or uses LIGHTHOUSE_URL if given) and drives Debian's Chromium
 * (CHROME_PATH, default /usr/bin/chromium). Options: --path /en (page to audit), --desktop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const args = process.argv.slice(2);
const pagePath = args.includes('--path') ? (args[args.indexOf('--path') + 1] ?? '/') : '/';
const desktop = args.includes('--desktop');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

async function main() {
  let shop: { child: ChildProcess; cleanup(): void } | null = null;
  let origin = process.env.LIGHTHOUSE_URL;
  if (!origin) {
    const port = 3800 + Math.floor(Math.random() * 90);
    shop = await startShop(port);
    origin = `http://127.0.0.1:${port}`;
  }
  const url = new URL(pagePath, origin).toString();
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(desktop ? { formFactor: 'desktop', screenEmulation: { disabled: true } } : {}),
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits } = result.lhr;
    // LIGHTHOUSE_REPORT=path keeps the whole report (every audit's details) for a closer look.
    if (process.env.LIGHTHOUSE_REPORT)
      writeFileSync(process.env.LIGHTHOUSE_REPORT, JSON.stringify(result.lhr, null, 2));
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const js = await javascriptShipped(url);
    console.log(`\nLighthouse ${desktop ? 'desktop' : 'mobile'} — ${url}\n`);
    console.log('| metric | value | target |\n|---|---|---|');
    console.log(`| performance | ${score('performance')} | ≥ 90 |`);
    console.log(`| accessibility | ${score('accessibility')} | ≥ 95 |`);
    console.log(`| best practices | ${score('best-practices')} | 100 |`);
    console.log(`| SEO | ${score('seo')} | 100 |`);
    for (const id of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ]) {
      console.log(`| ${audits[id]?.title ?? id} | ${audits[id]?.displayValue ?? '—'} | |`);
    }
    console.log(`| JavaScript shipped (gzip) | ${(js / 1024).toFixed(1)} KB | ≤ 100 KB |`);
    const failing = Object.values(categories)
      .flatMap((c) => c.auditRefs.map((ref) => audits[ref.id]))
      .filter(
        (a) =>
          a &&
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'manual',
      );
    if (failing.length) {
      console.log('\nAudits below 90:');
      for (const a of failing)
        console.log(`- ${a!.id}: ${a!.title}${a!.displayValue ? ` (${a!.displayValue})` : ''}`);
    }
  } finally {
    await chrome.kill();
    shop?.cleanup();
  }
}

/** Sum of the gzip sizes of every script the page loads (entry, modulepreloads, route chunks). */
async function javascriptShipped(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  const sources = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g))
    sources.add(match[1]!);
  for (const match of html.matchAll(/import\(?\s*"([^"]+\.js)"/g)) sources.add(match[1]!);
  let total = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, url))).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

async function startShop(port: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-lighthouse-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const cleanup = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`shop exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, cleanup };
    await new Promise((r) => setTimeout(r, 100));
  }
  cleanup();
  throw new Error('shop did not start');
}

await main();
