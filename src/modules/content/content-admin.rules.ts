/**
 * Rules of the back office's content editors (articles, FAQ, text blocks, banners, slides,
 * banners, slides): what a valid input is, versions for stale edits and the up/down moves
 * (Paris dates: paris-time.rules.ts; legal pages: legal-pages.rules.ts). Pure: no I/O; the service and the pages share them.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/locale';
import { parisDate } from './paris-time.rules';

/** A problem of one field: the message key (src/shared/messages.ts) the answer translates. */
export type ContentProblem =
  | 'required'
  | 'too_long'
  | 'invalid_slug'
  | 'article_slug_taken'
  | 'invalid_date'
  | 'date_range'
  | 'invalid_url'
  | 'invalid_value';

export type Problems = Record<string, ContentProblem>;

export const LIMITS = {
  title: 200,
  slug: 120,
  summary: 600,
  body: 60_000,
  question: 300,
  answer: 4_000,
  text: 4_000,
  page: 60_000,
  name: 120,
  url: 500,
  identifier: 64,
} as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const IDENTIFIER = /^[a-z][a-z0-9_]{0,63}$/;

/** `Housse de siège : l'entretien` → `housse-de-siege-l-entretien` (ASCII, lower case). */
export function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, LIMITS.slug)
    .replace(/-+$/, '');
}

export const isIdentifier = (value: string) => IDENTIFIER.test(value);

/** A link of a banner or slide: a shop path (`/codes-promo`) or an http(s) address. */
export function isLink(value: string): boolean {
  if (value.length > LIMITS.url) return false;
  if (/^\/(?!\/)[^\s]*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

// --- versions ---------------------------------------------------------------------------------

/** A fingerprint of what a form showed: a save from an older one is refused (stale edit). */
export function contentVersion(value: unknown): string {
  const text = JSON.stringify(value);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${text.length.toString(36)}-${hash.toString(36)}`;
}

// --- articles ---------------------------------------------------------------------------------

export interface ArticleText {
  title: string;
  slug: string;
  summary: string;
  body: string;
}

export interface ArticleInput {
  articleTypeId: number | null;
  published: boolean;
  /** As typed (Paris time) or ISO; empty: now. */
  publishedAt: string;
  position: number;
  translations: Partial<Record<Locale, Partial<ArticleText>>>;
}

export interface CheckedArticle {
  articleTypeId: number | null;
  isActive: boolean;
  publishedAt: Date;
  position: number;
  translations: Partial<Record<Locale, ArticleText>>;
}

/**
 * An article as typed: French title required; a language is kept when it has a title, its
 * slug made from the title when left empty; a summary or body without a title is refused.
 */
export function checkArticle(
  input: ArticleInput,
  now: Date,
): { ok: true; value: CheckedArticle } | { ok: false; problems: Problems } {
  const problems: Problems = {};
  const translations: Partial<Record<Locale, ArticleText>> = {};
  for (const locale of LOCALES) {
    const text = input.translations[locale] ?? {};
    const title = (text.title ?? '').trim();
    const summary = (text.summary ?? '').trim();
    const body = (text.body ?? '').replace(/\r\n/g, '\n').trim();
    const slug = (text.slug ?? '').trim().toLowerCase() || slugOf(title);
    if (!title) {
      if (locale === DEFAULT_LOCALE || summary || body || (text.slug ?? '').trim())
        problems[`title.${locale}`] = 'required';
      continue;
    }
    if (title.length > LIMITS.title) problems[`title.${locale}`] = 'too_long';
    if (!slug || slug.length > LIMITS.slug || !SLUG.test(slug))
      problems[`slug.${locale}`] = 'invalid_slug';
    if (summary.length > LIMITS.summary) problems[`summary.${locale}`] = 'too_long';
    if (body.length > LIMITS.body) problems[`body.${locale}`] = 'too_long';
    translations[locale] = { title, slug, summary, body };
  }
  const publishedAt = input.publishedAt.trim() ? parisDate(input.publishedAt) : now;
  if (!publishedAt) problems.published_at = 'invalid_date';
  if (!Number.isInteger(input.position) || input.position < 0 || input.position > 9999)
    problems.position = 'invalid_value';
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    value: {
      articleTypeId: input.articleTypeId,
      isActive: input.published,
      publishedAt: publishedAt!,
      position: input.position,
      translations,
    },
  };
}

// --- FAQ --------------------------------------------------------------------------------------

export interface FaqInput {
  group: string;
  active: boolean;
  question: Partial<Record<Locale, string>>;
  answer: Partial<Record<Locale, string>>;
}

export interface CheckedFaq {
  group: string;
  active: boolean;
  texts: Partial<Record<Locale, { question: string; answer: string }>>;
}

/** A FAQ entry: a group identifier, French question and answer; each language both or none. */
export function checkFaq(
  input: FaqInput,
): { ok: true; value: CheckedFaq } | { ok: false; problems: Problems } {
  const problems: Problems = {};
  const group = input.group.trim();
  if (!group) problems.group = 'required';
  else if (!isIdentifier(group)) problems.group = 'invalid_value';
  const texts: CheckedFaq['texts'] = {};
  for (const locale of LOCALES) {
    const question = (input.question[locale] ?? '').trim();
    const answer = (input.answer[locale] ?? '').replace(/\r\n/g, '\n').trim();
    if (!question && !answer && locale !== DEFAULT_LOCALE) continue;
    if (!question) problems[`question.${locale}`] = 'required';
    else if (question.length > LIMITS.question) problems[`question.${locale}`] = 'too_long';
    if (!answer) problems[`answer.${locale}`] = 'required';
    else if (answer.length > LIMITS.answer) problems[`answer.${locale}`] = 'too_long';
    texts[locale] = { question, answer };
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, value: { group, active: input.active, texts } };
}

/**
 * The order after moving `id` one place up or down among `ids` (in their current order);
 * unchanged at either end or for an unknown id.
 */
export function moveInOrder(
  ids: readonly number[],
  id: number,
  direction: 'up' | 'down',
): number[] {
  const order = [...ids];
  const at = order.indexOf(id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= order.length) return order;
  [order[at], order[to]] = [order[to]!, order[at]!];
  return order;
}

// --- text blocks, banners, slides ----------------------------------------------------------------

/** One text block in each language: French required, none longer than the limit. */
export function checkTexts(
  values: Partial<Record<Locale, string>>,
  max: number = LIMITS.text,
  frenchRequired = true,
): Problems {
  const problems: Problems = {};
  for (const locale of LOCALES) {
    const value = values[locale] ?? '';
    if (!value.trim() && locale === DEFAULT_LOCALE && frenchRequired)
      problems[`text.${locale}`] = 'required';
    else if (value.length > max) problems[`text.${locale}`] = 'too_long';
  }
  return problems;
}

export interface BannerInput {
  name: string;
  tags: string[];
  linkUrl: string;
  startsAt: string;
  endsAt: string;
  active: boolean;
  position: number;
}

export interface CheckedBanner {
  name: string;
  tags: string[];
  linkUrl: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  isActive: boolean;
  position: number;
}

/** A banner: a name, known tags, a link or none, a Paris date window whose end follows its start. */
export function checkBanner(
  input: BannerInput,
): { ok: true; value: CheckedBanner } | { ok: false; problems: Problems } {
  const problems: Problems = {};
  const name = input.name.trim();
  if (!name) problems.name = 'required';
  else if (name.length > LIMITS.name) problems.name = 'too_long';
  const tags = input.tags.map((t) => t.trim()).filter(Boolean);
  if (tags.some((t) => !isIdentifier(t)) || tags.length > 10) problems.tags = 'invalid_value';
  const link = input.linkUrl.trim();
  if (link && !isLink(link)) problems.link_url = 'invalid_url';
  const startsAt = input.startsAt.trim() ? parisDate(input.startsAt) : null;
  const endsAt = input.endsAt.trim() ? parisDate(input.endsAt, true) : null;
  if (input.startsAt.trim() && !startsAt) problems.starts_at = 'invalid_date';
  if (input.endsAt.trim() && !endsAt) problems.ends_at = 'invalid_date';
  if (startsAt && endsAt && endsAt.getTime() < startsAt.getTime()) problems.ends_at = 'date_range';
  if (!Number.isInteger(input.position) || input.position < 0 || input.position > 9999)
    problems.position = 'invalid_value';
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    value: {
      name,
      tags,
      linkUrl: link || null,
      startsAt,
      endsAt,
      isActive: input.active,
      position: input.position,
    },
  };
}

export interface SlideInput {
  tags: string[];
  active: boolean;
  position: number;
  title: Partial<Record<Locale, string>>;
  subtitle: Partial<Record<Locale, string>>;
  link: Partial<Record<Locale, string>>;
}

export interface CheckedSlide {
  tags: string[];
  isActive: boolean;
  position: number;
  texts: Partial<
    Record<Locale, { title: string; subtitle: string | null; linkUrl: string | null }>
  >;
}

/** A slide: French title required; a language is kept when it has a title. */
export function checkSlide(
  input: SlideInput,
): { ok: true; value: CheckedSlide } | { ok: false; problems: Problems } {
  const problems: Problems = {};
  const tags = input.tags.map((t) => t.trim()).filter(Boolean);
  if (tags.some((t) => !isIdentifier(t)) || tags.length > 10) problems.tags = 'invalid_value';
  if (!Number.isInteger(input.position) || input.position < 0 || input.position > 9999)
    problems.position = 'invalid_value';
  const texts: CheckedSlide['texts'] = {};
  for (const locale of LOCALES) {
    const title = (input.title[locale] ?? '').trim();
    const subtitle = (input.subtitle[locale] ?? '').trim();
    const link = (input.link[locale] ?? '').trim();
    if (!title) {
      if (locale === DEFAULT_LOCALE || subtitle || link) problems[`title.${locale}`] = 'required';
      continue;
    }
    if (title.length > LIMITS.title) problems[`title.${locale}`] = 'too_long';
    if (subtitle.length > LIMITS.title) problems[`subtitle.${locale}`] = 'too_long';
    if (link && !isLink(link)) problems[`link.${locale}`] = 'invalid_url';
    texts[locale] = { title, subtitle: subtitle || null, linkUrl: link || null };
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, value: { tags, isActive: input.active, position: input.position, texts } };
}
