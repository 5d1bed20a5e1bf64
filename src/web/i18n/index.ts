/**
 * UI strings. The server holds the six catalogues (catalogues.ts); a browser holds only the
 * page's language: the root loader sends it (`messages`, a JSON string inlined in the HTML,
 * sent again only when the language changes), and when that loader failed the error screen
 * fetches it as a separate chunk. Catalogue content (product names, slugs…) comes from the
 * database, not from here.
 */
import { use } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { type Locale } from '../../shared/locale';
import { localeFromPath } from '../paths';
import { CATALOGUES, type Catalogue, type MessageKey, type Messages } from './catalogues';

export type { CatalogueKey, LegalTextKey, MessageKey, Messages } from './catalogues';
export type MessageVars = Readonly<Record<string, string | number>>;
export type Translate = (key: MessageKey, vars?: MessageVars) => string;

/**
 * The catalogues this process holds, read by `translate` (meta functions, breadcrumbs). The
 * condition is a build-time constant: the client bundle keeps the empty object only, so the
 * JSON catalogues never reach the browser.
 */
const held: Partial<Record<Locale, Messages>> = import.meta.env.SSR ? { ...CATALOGUES } : {};

/** Browser fallback when the root loader failed: the whole catalogue as a lazy chunk. */
const CHUNKS: Readonly<Record<Locale, () => Promise<{ default: Partial<Catalogue> }>>> = {
  fr: () => import('./fr.json'),
  en: () => import('./en.json'),
  // These four leave the back office's keys out (catalogues.ts): an error screen in those
  // languages is never a back-office page.
  es: () => import('./es.json'),
  de: () => import('./de.json'),
  it: () => import('./it.json'),
  pt: () => import('./pt.json'),
};
const fetching = new Map<Locale, Promise<Messages>>();

function fetchMessages(locale: Locale): Promise<Messages> {
  let promise = fetching.get(locale);
  if (!promise) {
    promise = CHUNKS[locale]().then(
      (chunk) => (held[locale] = chunk.default as Messages),
      // Offline as well: another language, else the keys, rather than a blank page.
      () => Object.values(held)[0] ?? ({} as Messages),
    );
    fetching.set(locale, promise);
  }
  return promise;
}

/** The root loader's catalogue (a JSON string), parsed once per language. */
function hold(locale: Locale, json: string): Messages {
  return (held[locale] ??= JSON.parse(json) as Messages);
}

/** `{name}` placeholders are replaced by `vars.name`; unknown placeholders stay visible. */
export function format(message: string, vars?: MessageVars): string {
  if (!vars) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/** Outside components (meta, breadcrumb handles): the page's locale is always held by then. */
export function translate(locale: Locale, key: MessageKey, vars?: MessageVars): string {
  return format(held[locale]?.[key] ?? held.fr?.[key] ?? key, vars);
}

/** The page locale: resolved once by the root loader, else (root failed) read from the URL. */
export function useLocale(): Locale {
  const root = useRouteLoaderData('root') as { locale?: Locale } | undefined;
  const { pathname } = useLocation();
  return root?.locale ?? localeFromPath(pathname);
}

/**
 * The page's catalogue. The root layout calls it before rendering anything, so `translate`
 * holds it too; without root data in the browser it suspends until the chunk has loaded
 * (hydration keeps the server's HTML meanwhile).
 */
export function useMessages(): Messages {
  const locale = useLocale();
  const root = useRouteLoaderData('root') as { messages?: string } | undefined;
  if (root?.messages) return hold(locale, root.messages);
  return held[locale] ?? use(fetchMessages(locale));
}

export function useT(): Translate {
  const messages = useMessages();
  return (key, vars) => format(messages[key] ?? key, vars);
}
