/**
 * UI strings. The French catalogue defines the keys; the five others must have exactly the
 * same keys (checked by the type below at compile time and by i18n.test.ts).
 * Catalogue content (product names, slugs…) comes from the database, not from here.
 */
import { useLocation, useRouteLoaderData } from 'react-router';
import { type Locale } from '../../shared/locale';
import { localeFromPath } from '../paths';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import it from './it.json';
import pt from './pt.json';

export type MessageKey = keyof typeof fr;
export type Messages = Readonly<Record<MessageKey, string>>;
export type MessageVars = Readonly<Record<string, string | number>>;
export type Translate = (key: MessageKey, vars?: MessageVars) => string;

export const CATALOGUES: Readonly<Record<Locale, Messages>> = { fr, en, es, de, it, pt };

/** `{name}` placeholders are replaced by `vars.name`; unknown placeholders stay visible. */
export function translate(locale: Locale, key: MessageKey, vars?: MessageVars): string {
  const message = CATALOGUES[locale][key] ?? CATALOGUES.fr[key] ?? key;
  if (!vars) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

export function translator(locale: Locale): Translate {
  return (key, vars) => translate(locale, key, vars);
}

/** The page locale: resolved once by the root loader, else (root failed) read from the URL. */
export function useLocale(): Locale {
  const root = useRouteLoaderData('root') as { locale?: Locale } | undefined;
  const { pathname } = useLocation();
  return root?.locale ?? localeFromPath(pathname);
}

export function useT(): Translate {
  return translator(useLocale());
}
