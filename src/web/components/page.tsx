import type { ReactNode } from 'react';
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

/** A date as "22 novembre 2026" in the page's language, in the shop's time zone (no SSR drift). */
export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(
    new Date(iso),
  );
}
