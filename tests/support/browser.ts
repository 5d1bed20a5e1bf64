import { existsSync } from 'node:fs';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

/** Debian's Chromium (playwright's own browser downloads do not work on our machines). */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export function chromiumAvailable(): boolean {
  return existsSync(chromiumPath());
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    // Without the networking flags Chromium keeps calling home, and this network refuses it.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export interface PageProblems {
  /** console.error / console.warn messages, and uncaught page errors. */
  messages: string[];
  /** Only the ones that mention the Content Security Policy. */
  csp(): string[];
}

/** Records what the page complains about, to assert there is nothing (CSP, hydration errors). */
export function watchPage(page: Page): PageProblems {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      // Chrome's hint that a preloaded stylesheet was not applied "within a few seconds" of
      // the load event is a timer, not a fault: on a loaded test machine the route that uses
      // it renders later than that. Everything else is kept.
      if (/was preloaded using link preload but not used within a few seconds/.test(message.text()))
        return;
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return {
    messages,
    csp: () => messages.filter((text) => /content.security.policy|\bCSP\b/i.test(text)),
  };
}

/**
 * Resolves once React has hydrated the page: the document shell marks <html data-hydrated> in an
 * effect, which runs after the first commit, when every event handler is attached. (Checking for
 * React's props on an element is not enough: they are set while rendering, before the commit.)
 */
export async function waitForHydration(page: Page, selector?: string): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // Some controls only appear once hydrated (carousel buttons, for instance).
  if (selector) await page.waitForSelector(selector, { state: 'attached' });
}

/**
 * Clicks a submit button until its form's POST leaves the page (at most 5 times, never twice
 * once one left). A page that embeds a PDF viewer (the back office's document frames) starts it
 * just after loading, and Chromium can drop a click made meanwhile.
 */
export async function clickUntilSubmitted(page: Page, button: Locator): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const sent = page
      .waitForRequest((r) => r.method() === 'POST', { timeout: 3_000 })
      .then(
        () => true,
        () => false,
      );
    await button.click();
    if (await sent) return;
    if (attempt === 5) throw new Error('the form was never submitted');
  }
}
