import type { ReactNode } from 'react';
import { SHOP_TIME_ZONE } from '../../modules/backoffice/dashboard.rules';
import pageStylesUrl from './page.css?url';

/** Stylesheet of the content pages: `export const links = pageLinks` in a route module. */
export const pageLinks = () => [{ rel: 'stylesheet', href: pageStylesUrl }];

/** A page's heading block: one h1 and an optional lead paragraph. */
export function PageHeader({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <header className="page-header">
      <h1>{title}</h1>
      {lead ? <p>{lead}</p> : null}
    </header>
  );
}

/** Text whose paragraphs are separated by blank lines (article bodies, legal texts). */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n{2,}/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
    </>
  );
}

/**
 * A date as "22 novembre 2026" in the page's language. Dates and times are always written in
 * the shop's time zone: the server's and the browser's may differ, and the page hydrates the
 * server's text only if the browser writes the same.
 */
export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }).format(
    new Date(iso),
  );
}

/** A moment as "22/11/2026 14:03:05" in the page's language, in the shop's time zone. */
export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(iso));
}
