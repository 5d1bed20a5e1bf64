/**
 * Demo and production modes in the browser (docs/decisions/019-demo-and-production-modes.md):
 * the demo ribbon on every page of the demo and on none in production, nothing linking to the
 * mailbox or the test gateway in production, the Permissions-Policy header on pages and assets,
 * logging out without JavaScript, and `npm start`'s own process deciding its mode.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { href } from '../../src/web/paths';
import { launchBrowser, waitForHydration, watchPage } from '../support/browser';
import { registration } from '../support/accounts';
import { startTestServer, type TestServer } from '../support/server';
import { fill, newVisitor } from './account-support';

const SCREENSHOTS = 'test-results/screenshots';
const PAGES = [
  href('index', null, 'fr'),
  href('connexion', null, 'fr'),
  href('panier', null, 'fr'),
  href('index', null, 'en'),
  href('inscription', null, 'de'),
  '/c/housses-de-siege',
];
const WIDTHS = { phone: 390, desktop: 1280 };

let demo: TestServer;
let production: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  [demo, production, browser] = await Promise.all([
    startTestServer({ mail: true }),
    startTestServer({ shopMode: 'production' }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await demo?.close();
  await production?.close();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function visit(baseURL: string, width: number, javaScript = true) {
  const { context, page } = await newVisitor(browser, baseURL, { viewport: width, javaScript });
  contexts.push(context);
  return page;
}

describe('demo ribbon', () => {
  it.each(Object.entries(WIDTHS))(
    'is on every page of the demo, above the header, covering nothing (%s)',
    async (device, width) => {
      const page = await visit(demo.url, width);
      const problems = watchPage(page);
      for (const path of PAGES) {
        const res = await page.goto(path);
        expect(res?.status(), path).toBe(200);
        await waitForHydration(page);
        const ribbon = page.getByRole('complementary', {
          name: /Boutique de démonstration|Demo shop|Demo-Shop/,
        });
        expect(await ribbon.isVisible(), path).toBe(true);
        // The offline gateway takes every online method in the demo: the footer says so.
        expect(await page.locator('.site-footer .payment-marks').count(), path).toBe(1);
        expect(await page.getByTestId('footer-instalments').count(), path).toBe(1);
        const box = (await ribbon.boundingBox())!;
        const header = (await page.locator('.site-header').boundingBox())!;
        // In the flow, full width, before the header, and short.
        expect(box.y, path).toBe(0);
        expect(box.width, path).toBe(width);
        expect(box.y + box.height, path).toBeLessThanOrEqual(header.y + 0.5);
        expect(box.height, path).toBeLessThan(width < 768 ? 80 : 40);
        // Nothing wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(width);
      }
      await page.goto(PAGES[0]!);
      await page.screenshot({ path: `${SCREENSHOTS}/demo-ribbon-${device}.png` });
      // Its text follows the language, and it leads to the mailbox.
      await page.goto(href('index', null, 'en'));
      const ribbon = page.getByTestId('demo-ribbon');
      expect(await ribbon.innerText()).toContain('Orders, payments and e-mails are not real.');
      await ribbon.getByRole('link', { name: 'Read the e-mails sent' }).click();
      await page.waitForURL((url) => url.pathname === '/dev/mailbox');
      expect(await page.locator('h1').innerText()).toBe('Development mailbox');
      expect(problems.messages).toEqual([]);
    },
  );

  it('is on no page in production, where nothing links to the mailbox or the test gateway', async () => {
    for (const width of Object.values(WIDTHS)) {
      const page = await visit(production.url, width);
      for (const path of PAGES) {
        const res = await page.goto(path);
        expect(res?.status(), path).toBe(200);
        expect(await page.getByTestId('demo-ribbon').count(), path).toBe(0);
        const html = await page.content();
        // (The ribbon's words travel in the page's UI catalogue, like every other text, and its
        // component in a script chunk shared by the two frames: neither is a page element.)
        const found = /(href|action)="[^"]*(dev\/mailbox|paiement\/test)|class="demo-ribbon/.exec(
          html,
        );
        expect(found?.[0] ?? null, path).toBeNull();
        // No gateway is configured here: no card logo, no 3x/4x is promised anywhere.
        expect(await page.locator('.payment-marks').count(), path).toBe(0);
        expect(await page.getByTestId('footer-instalments').count(), path).toBe(0);
      }
    }
    for (const url of ['/dev/mailbox', '/dev/mailbox.json', '/paiement/test'])
      expect((await fetch(production.url + url)).status, url).toBe(404);
  });
});

describe('Permissions-Policy', () => {
  it('comes with pages, scripts, styles and images', async () => {
    const page = await visit(demo.url, WIDTHS.desktop);
    const problems = watchPage(page);
    const seen = new Map<string, string | undefined>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === demo.url) seen.set(url.pathname, response.headers()['permissions-policy']);
    });
    await page.goto('/');
    await waitForHydration(page);
    const kinds = {
      page: ['/'],
      script: [...seen.keys()].filter((p) => p.startsWith('/assets/') && p.endsWith('.js')),
      style: [...seen.keys()].filter((p) => p.startsWith('/assets/') && p.endsWith('.css')),
      image: [...seen.keys()].filter((p) => p.startsWith('/media/')),
    };
    for (const [kind, paths] of Object.entries(kinds)) {
      expect(paths.length, kind).toBeGreaterThan(0);
      for (const p of paths) expect(seen.get(p), p).toMatch(/(^|, )camera=\(\).*payment=\(\)/);
    }
    // Chromium knows every feature it names (an unknown one warns on every page).
    expect(problems.messages).toEqual([]);
  });
});

describe('logging out', () => {
  it('works without JavaScript, by the account page form post', async () => {
    const customer = registration({ password: 'Velours-Cuir-2026!x' });
    const created = await fetch(`${demo.url}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(customer),
    });
    expect(created.status).toBe(201);
    const page = await visit(demo.url, WIDTHS.phone, false);
    await page.goto(href('connexion', null, 'fr'));
    await fill(page, 'main form', { email: customer.email, password: customer.password });
    await page.locator('main form button[type="submit"]').first().click();
    await page.waitForURL((url) => url.pathname === href('compte', null, 'fr'));
    // A plain form post, in the header's menu and on the account page, never a link.
    expect(await page.locator('a[href*="logout"]').count()).toBe(0);
    const form = page.locator('form:has(input[name="intent"][value="logout"])').last();
    expect(await form.getAttribute('method')).toBe('post');
    await page.locator('.account-logout button').click();
    await page.waitForURL((url) => url.pathname === href('index', null, 'fr'));
    await page.goto(href('compte', null, 'fr'));
    expect(new URL(page.url()).pathname).toBe(href('connexion', null, 'fr'));
  });
});

describe("npm start's process", () => {
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  async function freePort(): Promise<number> {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    return port;
  }

  function start(env: Record<string, string>) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-mode-'));
    dirs.push(dataDir);
    const output: string[] = [];
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, SEED_ON_EMPTY: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    return { child, output, exited };
  }

  it('turns the demo off for PUBLIC_URL=https://shop.example', async () => {
    const port = await freePort();
    const { child, output } = start({
      PUBLIC_URL: 'https://shop.example',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    });
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      const up = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (i > 900 || child.exitCode !== null)
        throw new Error(`shop did not start:\n${output.join('')}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const log = output.join('');
    expect(log).toContain('production mode');
    expect(log).toContain('PUBLIC_URL=https://shop.example');
    expect(log).toMatch(/production mode and no SMTP_URL: e-mails are NOT sent/);
    for (const url of ['/dev/mailbox', '/dev/mailbox.json', '/paiement/test'])
      expect((await fetch(base + url)).status, url).toBe(404);
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).not.toMatch(/data-testid="demo-ribbon"|class="demo-ribbon/);
    child.kill('SIGTERM');
  });

  it('refuses SHOP_MODE=demo with PUBLIC_URL=https://shop.example, saying what to set', async () => {
    const { output, exited } = start({
      SHOP_MODE: 'demo',
      PUBLIC_URL: 'https://shop.example',
      PORT: String(await freePort()),
    });
    expect(await exited).toBe(1);
    const said = output.join('');
    expect(said).toContain(
      'Refusing to start: SHOP_MODE=demo, but PUBLIC_URL=https://shop.example',
    );
    expect(said).toContain('Set SHOP_MODE=production for a real shop');
    // The message alone, no stack trace.
    expect(said).not.toMatch(/\n\s+at /);
  });
});
