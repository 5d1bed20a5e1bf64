/**
 * What the back office's content pages share (content-pages.server, content-banners.server):
 * reading a posted form, the answer of a refused or previewed post (typed values and an error
 * per field), the redirect after a save. Server only.
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import { CONTENT_LIMITS, type LegalPageName, type SaveResult } from '../../modules/content';
import { LOCALES, isLocale, type Locale } from '../../shared/locale';
import { message, type MessageKey } from '../../shared/messages';
import type { ArticlePreview } from '../components/article-view';
import type { LegalSection } from '../components/legal-page';
import type { BannerPreview, SlidePreview } from '../components/content-banners';

export interface PageArgs {
  request: Request;
  context: AppLoadContext;
  params?: Record<string, string | undefined>;
}

/** A refused (or previewed) post: what was typed, the errors beside their fields. */
export interface ContentAnswer {
  intent: string;
  /** The record the post was about (a FAQ entry, a banner…), null for a new one. */
  target: string | null;
  message: string | null;
  errors: Record<string, string>;
  values: Record<string, string>;
  preview?: ContentPreview;
}

export type ContentPreview =
  | { kind: 'article'; locale: Locale; article: ArticlePreview }
  | {
      kind: 'faq';
      locale: Locale;
      groups: Array<{
        group: string;
        entries: Array<{ id: number; question: string; answer: string }>;
      }>;
    }
  | { kind: 'legal'; locale: Locale; page: LegalPageName; sections: LegalSection[] }
  | { kind: 'banner'; locale: Locale; banner: BannerPreview }
  | { kind: 'slide'; locale: Locale; slide: SlidePreview };

export const str = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

export function perLocale(form: FormData, name: string): Partial<Record<Locale, string>> {
  const values: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) values[locale] = str(form, `${name}.${locale}`);
  return values;
}

export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') values[name] = value;
  return values;
}

export function idParam(raw: string | undefined | null): number {
  const id = Number(raw);
  if (!raw || !Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

const limitOf = (field: string) =>
  (CONTENT_LIMITS as Record<string, number>)[field.split('.')[0]!] ?? CONTENT_LIMITS.text;

/** A refused save as the page answers it (409 stale, 422 per field, 404 gone). */
export function refusal(
  result: Exclude<SaveResult, { ok: true }>,
  locale: Locale,
  intent: string,
  target: string | null,
  form: FormData,
) {
  if ('notFound' in result) throw data(null, { status: 404 });
  const values = formValues(form);
  if ('conflict' in result)
    return data<ContentAnswer>(
      { intent, target, message: message('content_changed', locale), errors: {}, values },
      { status: 409 },
    );
  const errors: Record<string, string> = {};
  for (const [field, key] of Object.entries(result.problems))
    errors[field] = message(key as MessageKey, locale, { max: String(limitOf(field)) });
  return data<ContentAnswer>(
    { intent, target, message: message('form_invalid', locale), errors, values },
    { status: 422 },
  );
}

export const done = (url: string, what: string) => redirect(`${url}?done=${what}`, 303);
export const doneOf = (request: Request) => new URL(request.url).searchParams.get('done');

export function previewLocale(form: FormData, fallback: Locale): Locale {
  const value = form.get('preview_locale');
  return isLocale(value) ? value : fallback;
}
