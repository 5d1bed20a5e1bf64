/**
 * `npm run walk:filters -- --url http://localhost:3000 [--pages 24] [--per-page 6]`
 *
 * Walks a running shop the way a shopper does, in headless Chromium (`CHROMIUM_PATH`, default
 * /usr/bin/chromium): on real list pages — categories, vehicle models, vehicle makes, product
 * makers, searches — it ticks filter values one at a time and compares the count shown next to
 * each value with the number of products then listed. Every sampled value is ticked with
 * JavaScript on a desktop; the first value of each page is also submitted with the plain form
 * ("Apply", JavaScript off) and through the phone filter modal (390 px, "Show N products").
 * Prints one line per check and ends with "N pages, M checks, K mismatches"; exits 1 on a
 * mismatch.
 */
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    pages: { type: 'string', default: '24' },
    'per-page': { type: 'string', default: '6' },
  },
});
const origin = args.url!.replace(/\/+$/, '');
const maxPages = Number(args.pages);
const perPage = Number(args['per-page']);

async function api<T>(path: string): Promise<T> {
  const response = await fetch(origin + path, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

interface ListPage {
  kind: string;
  path: string;
}

/** Real list pages of the shop, found through its public API. */
async function listPages(): Promise<ListPage[]> {
  const domains = await api<Array<{ slug: string; children?: Array<{ slug: string }> }>>(
    '/api/categories?domain=1&include=nested_children_light',
  );
  const makes = await api<Array<{ slug: string; products_count: number }>>(
    '/api/brands?types=vehicle&sort=position&limit=100',
  );
  const makers = await api<Array<{ slug: string; products_count: number }>>(
    '/api/brands?types=product&sort=position&limit=100',
  );
  const topMakes = makes
    .filter((b) => b.products_count > 0)
    .sort((a, b) => b.products_count - a.products_count)
    .slice(0, 4);
  const vehicles = await api<Array<{ slug: string; brand: { slug: string } }>>(
    `/api/vehicles?filter[brand]=${topMakes.map((b) => b.slug).join(',')}&include=brand&sort=position&limit=200`,
  );
  const pages: ListPage[] = [];
  for (const domain of domains.slice(0, 4)) {
    pages.push({ kind: 'category', path: `/c/${domain.slug}` });
    const child = domain.children?.[0];
    if (child) pages.push({ kind: 'category', path: `/c/${domain.slug}/${child.slug}` });
  }
  const clio = vehicles.find((v) => v.brand.slug === 'renault' && v.slug === 'clio-iv');
  const models = [
    ...(clio ? [clio] : []),
    ...topMakes.flatMap((make) => vehicles.filter((v) => v.brand.slug === make.slug).slice(0, 2)),
  ].filter((v, index, all) => all.indexOf(v) === index);
  for (const v of models.slice(0, 8))
    pages.push({ kind: 'vehicle', path: `/marques/${v.brand.slug}/${v.slug}` });
  for (const make of topMakes.slice(0, 3))
    pages.push({ kind: 'make', path: `/marques/${make.slug}` });
  for (const maker of makers.filter((b) => b.products_count > 0).slice(0, 3))
    pages.push({ kind: 'maker', path: `/marques/${maker.slug}` });
  for (const q of ['housse', 'mousse', 'clio', 'tapis'])
    pages.push({ kind: 'search', path: `/?q=${encodeURIComponent(q)}` });
  return pages.slice(0, maxPages);
}

interface Value {
  name: string;
  value: string;
  label: string;
  count: number;
}

interface Check {
  page: string;
  mode: 'js' | 'no-js' | 'modal';
  value: string;
  shown: number;
  listed: number;
}

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, '') || '0');

async function open(browser: Browser, path: string, javaScript: boolean, width = 1280) {
  const context = await browser.newContext({
    javaScriptEnabled: javaScript,
    viewport: { width, height: 900 },
    locale: 'fr-FR',
  });
  await context.addCookies(
    ['accept_cookies', 'fonctionnal_cookies', 'publicity_cookies'].map((name) => ({
      name,
      value: name === 'accept_cookies' ? 'true' : 'false',
      url: origin,
    })),
  );
  const page = await context.newPage();
  await page.goto(origin + path);
  if (javaScript)
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  return page;
}

/** The values the sidebar shows with a count (checkboxes and the availability choices). */
async function shownValues(page: Page): Promise<Value[]> {
  return page.$$eval('[data-testid="filter-form"] label.filter-option', (labels) =>
    labels.flatMap((label) => {
      const input = label.querySelector('input');
      const count = label.querySelector('.filter-option-count');
      if (!input || !count || !input.value || input.name === 'vehicle') return [];
      const text = (label.textContent ?? '').replace(count.textContent ?? '', '').trim();
      return [
        {
          name: input.name,
          value: input.value,
          label: `${input.name}: ${text || input.getAttribute('aria-label') || input.value}`,
          count: Number((count.textContent ?? '').replace(/\D/g, '')),
        },
      ];
    }),
  );
}

/** A spread of values: round-robin over the groups (filters, categories, brands…). */
function sample(values: Value[]): Value[] {
  const groups = new Map<string, Value[]>();
  for (const v of values) groups.set(v.name, [...(groups.get(v.name) ?? []), v]);
  const out: Value[] = [];
  for (let i = 0; out.length < perPage && [...groups.values()].some((g) => g[i]); i++)
    for (const group of groups.values()) if (group[i] && out.length < perPage) out.push(group[i]!);
  return out;
}

async function readTotal(page: Page): Promise<number> {
  if (await page.getByTestId('list-empty').count()) return 0;
  return digits(await page.getByTestId('product-count').first().textContent());
}

/**
 * The total the list shows once it has settled: the URL changes a moment before the new list
 * is drawn, so it is read until it equals the expected number or stays the same for a second.
 */
async function listed(page: Page, expected: number): Promise<number> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  let last = await readTotal(page);
  for (let stable = 0; last !== expected && stable < 4;) {
    await page.waitForTimeout(250);
    const now = await readTotal(page);
    stable = now === last ? stable + 1 : 0;
    last = now;
  }
  return last;
}

async function tick(page: Page, value: Value) {
  const label = page.locator(
    `[data-testid="filter-form"] label.filter-option:has(input[name="${value.name}"][value="${value.value}"])`,
  );
  await label.evaluate((element) => {
    const group = element.closest('details');
    if (group) group.open = true;
  });
  // The label, as a shopper clicks it (a swatch's own box is hidden behind its colour).
  await label.click();
}

const waitForChoice = (page: Page, value: Value) =>
  page.waitForURL((url) =>
    (url.searchParams.get(value.name) ?? '').split(',').includes(value.value),
  );

async function checkWithScript(browser: Browser, path: string, value: Value): Promise<number> {
  const page = await open(browser, path, true);
  try {
    await tick(page, value);
    await waitForChoice(page, value);
    return await listed(page, value.count);
  } finally {
    await page.context().close();
  }
}

async function checkWithoutScript(browser: Browser, path: string, value: Value): Promise<number> {
  const page = await open(browser, path, false);
  try {
    await tick(page, value);
    await Promise.all([page.waitForNavigation(), page.getByTestId('filter-apply').click()]);
    return await listed(page, value.count);
  } finally {
    await page.context().close();
  }
}

/** The phone modal: what its button announces, then what the list shows once applied. */
async function checkInModal(
  browser: Browser,
  path: string,
  value: Value,
): Promise<[number, number]> {
  const page = await open(browser, path, true, 390);
  try {
    await page.getByTestId('filter-button').click();
    const apply = page.getByTestId('filter-apply');
    await apply.waitFor();
    const before = await apply.textContent();
    await tick(page, value);
    await page
      .waitForFunction(
        (text) => document.querySelector('[data-testid="filter-apply"]')?.textContent !== text,
        before,
        { timeout: 3000 },
      )
      .catch(() => undefined); // the count may not change
    await page.waitForTimeout(300);
    const announced = digits(await apply.textContent());
    await apply.click();
    await waitForChoice(page, value);
    return [announced, await listed(page, value.count)];
  } finally {
    await page.context().close();
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const checks: Check[] = [];
const pad = (text: string | number, width: number) => String(text).slice(0, width).padEnd(width);
const report = (check: Check) =>
  console.log(
    [
      pad(check.page, 34),
      pad(check.mode, 6),
      pad(check.value, 36),
      pad(check.shown, 6),
      pad(check.listed, 6),
      check.shown === check.listed ? 'ok' : 'MISMATCH',
    ].join(' '),
  );
/** Runs one check; a check that cannot be made (timeout, missing control) is a mismatch. */
async function record(check: Omit<Check, 'listed'>, run: () => Promise<number>) {
  let listedTotal: number;
  try {
    listedTotal = await run();
  } catch (error) {
    console.error(`  ${check.page} ${check.value}: ${(error as Error).message.split('\n')[0]}`);
    listedTotal = -1;
  }
  const done = { ...check, listed: listedTotal };
  checks.push(done);
  report(done);
}
let walked = 0;
try {
  const pages = await listPages();
  console.log([pad('page', 34), pad('mode', 6), pad('value', 36), 'shown  listed'].join(' '));
  for (const { path } of pages) {
    const first = await open(browser, path, true);
    const values = sample(await shownValues(first));
    await first.context().close();
    if (!values.length) continue;
    walked++;
    for (const value of values)
      await record({ page: path, mode: 'js', value: value.label, shown: value.count }, () =>
        checkWithScript(browser, path, value),
      );
    // The form and the modal with a value of a filter (where a slider sits beside), if any.
    const value = values.find((v) => v.name === 'filters') ?? values[0]!;
    await record({ page: path, mode: 'no-js', value: value.label, shown: value.count }, () =>
      checkWithoutScript(browser, path, value),
    );
    let afterModal: number | null = null;
    await record(
      { page: path, mode: 'modal', value: `${value.label} (button)`, shown: value.count },
      async () => {
        const [announced, shownAfter] = await checkInModal(browser, path, value);
        afterModal = shownAfter;
        return announced;
      },
    );
    await record(
      { page: path, mode: 'modal', value: value.label, shown: value.count },
      async () => {
        if (afterModal === null) throw new Error('the modal could not be applied');
        return afterModal;
      },
    );
  }
} finally {
  await browser.close();
}
const mismatches = checks.filter((c) => c.shown !== c.listed).length;
console.log(`${walked} pages, ${checks.length} checks, ${mismatches} mismatches`);
process.exitCode = mismatches ? 1 : 0;
