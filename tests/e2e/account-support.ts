/** Helpers of the account browser tests: forms filled by field name, e-mails from the mailbox. */
import type { Browser, BrowserContext, Page } from 'playwright-core';

export async function newVisitor(
  browser: Browser,
  baseURL: string,
  options: { javaScript?: boolean; viewport?: number } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    locale: 'fr-FR',
    javaScriptEnabled: options.javaScript ?? true,
    viewport: { width: options.viewport ?? 1280, height: 900 },
  });
  await context.addCookies([
    { name: 'accept_cookies', value: 'true', url: baseURL },
    { name: 'fonctionnal_cookies', value: 'false', url: baseURL },
    { name: 'publicity_cookies', value: 'false', url: baseURL },
  ]);
  return { context, page: await context.newPage() };
}

export async function fill(scope: Page, form: string, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = scope.locator(`${form} [name="${name}"]`);
    if ((await field.evaluate((node) => node.tagName)) === 'SELECT') {
      await field.selectOption(value);
    } else {
      await field.fill(value);
    }
  }
}

interface Mail {
  to: string;
  subject: string;
  links: string[];
  created_at: string;
}

/** The newest e-mail to `to` with a link containing `linkPart` (the sweep sends every ~2 s). */
export async function mailLink(baseURL: string, to: string, linkPart: string, after = 0) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${baseURL}/dev/mailbox.json?${new URLSearchParams({ to })}`);
    const { data } = (await res.json()) as { data: Mail[] };
    const link = data
      .filter((mail) => Date.parse(mail.created_at) >= after)
      .flatMap((mail) => mail.links)
      .find((l) => l.includes(linkPart));
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`no e-mail to ${to} with a link to ${linkPart}`);
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
