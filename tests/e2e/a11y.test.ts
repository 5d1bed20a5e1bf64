import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/shared/locale';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

/**
 * Accessibility (issue: storefront shell, part 8): axe-core finds no serious or critical
 * WCAG 2.x A/AA violation on the home page and the 404 page, in every language, on a phone
 * and on a desktop.
 */
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const VIEWPORTS = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];

describe.each(LOCALES)('accessibility in %s', (locale) => {
  const prefix = locale === 'fr' ? '' : `/${locale}`;
  it.each([
    ['home', prefix || '/'],
    ['404', `${prefix}/page-qui-n-existe-pas`],
  ])('%s page has no serious or critical violation', async (_name, path) => {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ baseURL: server.url, viewport });
      try {
        const page = await context.newPage();
        await page.goto(path);
        const results = await new AxeBuilder({ page: page as never }).withTags(TAGS).analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${viewport.name} ${v.id} (${v.impact}): ${v.help} — ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(' | ')}`,
          );
        expect(serious).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
