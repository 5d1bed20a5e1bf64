/**
 * The six UI catalogues, whole. The French one defines the keys; English has exactly the same;
 * Spanish, German, Italian and Portuguese have the same except the back office's (`admin.*`),
 * which they never hold: the back office speaks French and English only and its other-language
 * paths redirect to English (decision 037; checked by i18n.test.ts). Texts the storefront shows
 * to staff too (the impersonation banner) are storefront keys, in all six.
 * Server code and tests read them here; the browser never bundles this module: it gets the
 * page's catalogue from the root loader (see index.ts).
 * Keep this module free of top-level calls so the client build can drop it (and the JSON).
 */
import type { Locale } from '../../shared/locale';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import it from './it.json';
import pt from './pt.json';

export type CatalogueKey = keyof typeof fr;

/**
 * Long legal texts (terms, legal notice, data protection sections): their pages' loaders read
 * them on the server, so they are not part of every page's catalogue.
 */
export type LegalTextKey = Extract<
  CatalogueKey,
  `page.${'cgv' | 'legal' | 'privacy'}.s${number}.${'title' | 'body'}`
>;

/** Keys components and meta functions may translate (everything but the legal texts). */
export type MessageKey = Exclude<CatalogueKey, LegalTextKey>;

export type Catalogue = Readonly<Record<CatalogueKey, string>>;
/** What a page holds: one language, without the legal texts. */
export type Messages = Readonly<Record<MessageKey, string>>;

/**
 * Built by a call marked pure: a top-level object spread counts as a side effect for the
 * bundler, which then kept all six catalogues in every page's JavaScript (decision 010).
 */
export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = /* @__PURE__ */ wholeCatalogues();

function wholeCatalogues(): Readonly<Record<Locale, Catalogue>> {
  return {
    fr,
    en,
    es: { ...en, ...es },
    de: { ...en, ...de },
    it: { ...en, ...it },
    pt: { ...en, ...pt },
  };
}

/** The catalogue files as written (i18n.test.ts checks which keys each one holds). */
export const CATALOGUE_FILES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  fr,
  en,
  es,
  de,
  it,
  pt,
};

/** Keys of the back office, in French and English only. */
export function isBackOfficeKey(key: string): boolean {
  return key.startsWith('admin.');
}

export function isLegalTextKey(key: string): key is LegalTextKey {
  return /^page\.(cgv|legal|privacy)\.s\d+\./.test(key);
}
