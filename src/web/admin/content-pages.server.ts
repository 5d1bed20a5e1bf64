/**
 * The back office's content pages in-process (routes/admin-content*.tsx): loaders and form
 * posts for articles, FAQ, text blocks, banners and slides, legal pages. Every post carries an
 * `intent`; a refusal comes back with the typed values and a translated error per field
 * (nothing written); `preview` renders the storefront's component with the typed values and
 * writes nothing (docs/decisions/044-content-back-office.md). Permission 'content'. Server only.
 */
import { data, redirect } from 'react-router';
import {
  deleteFaqEntry,
  getLegalPageText,
  isLegalPage,
  legalText,
  listAdminArticles,
  listAdminBanners,
  listAdminFaq,
  listAdminSlides,
  listTextBlocks,
  moveFaqEntry,
  reorderFaqEntries,
  parseLegalText,
  saveFaqEntry,
  saveLegalPageText,
  saveTextBlock,
  shopIdentity,
  type LegalPageName,
} from '../../modules/content';
import { LOCALES, type Locale } from '../../shared/locale';
import { adminGuard } from '../account/admin-guard.server';
import { defaultLegalSections, legalSections } from '../components/legal-page.server';
import { href } from '../paths';

import {
  done,
  doneOf,
  formValues,
  idParam,
  perLocale,
  previewLocale,
  refusal,
  str,
  type ContentAnswer,
  type PageArgs,
} from './content-form.server';

export type { ContentAnswer, ContentPreview } from './content-form.server';
export { bannersAction, bannersPage } from './content-banners.server';
export {
  articleAction,
  articlePage,
  articlesAction,
  articlesPage,
} from './content-articles.server';

// --- hub ----------------------------------------------------------------------------------------

export async function contentHubPage(args: PageArgs) {
  await adminGuard(args, 'content');
  const db = args.context.database.db;
  const [articles, faq, texts, banners, slides] = await Promise.all([
    listAdminArticles(db),
    listAdminFaq(db),
    listTextBlocks(db),
    listAdminBanners(db),
    listAdminSlides(db),
  ]);
  return {
    counts: {
      articles: articles.length,
      drafts: articles.filter((a) => !a.published).length,
      faq: faq.length,
      texts: texts.length,
      banners: banners.length,
      slides: slides.length,
    },
  };
}

// --- FAQ ----------------------------------------------------------------------------------------

export async function faqPage(args: PageArgs) {
  await adminGuard(args, 'content');
  return { entries: await listAdminFaq(args.context.database.db), done: doneOf(args.request) };
}

export async function faqAction(args: PageArgs) {
  const locale = await adminGuard(args, 'content');
  const { context } = args;
  const db = context.database.db;
  const actor = context.session!.userId;
  const form = await args.request.formData();
  const intent = str(form, 'intent');
  const self = href('admin-content-faq', null, locale);
  const rawId = str(form, 'id');
  const id = rawId ? idParam(rawId) : null;
  const version = str(form, 'version') || null;
  if (intent === 'move-reorder') {
    const ids = str(form, 'ids').split(',').map(Number);
    if (!ids.every((n) => Number.isSafeInteger(n) && n > 0)) throw data(null, { status: 400 });
    const result = await reorderFaqEntries(db, actor, ids);
    if (!result.ok) return refusal(result, locale, intent, null, form);
    return done(self, 'moved');
  }
  if (intent === 'move-up' || intent === 'move-down') {
    const result = await moveFaqEntry(
      db,
      actor,
      idParam(rawId),
      intent === 'move-up' ? 'up' : 'down',
    );
    if (!result.ok) return refusal(result, locale, intent, rawId, form);
    return done(self, 'moved');
  }
  if (intent === 'delete') {
    const result = await deleteFaqEntry(db, actor, idParam(rawId), version);
    if (!result.ok) return refusal(result, locale, intent, rawId, form);
    return done(self, 'deleted');
  }
  const input = {
    group: str(form, 'group'),
    active: form.get('active') === 'yes',
    question: perLocale(form, 'question'),
    answer: perLocale(form, 'answer'),
  };
  if (intent === 'preview') {
    const shown = previewLocale(form, locale);
    const entries = (await listAdminFaq(db)).filter((e) => e.active || e.id === id);
    const edited = {
      id: id ?? 0,
      group: input.group.trim() || 'orders',
      active: true,
      position: id === null ? Number.MAX_SAFE_INTEGER : 0,
      question: input.question,
      answer: input.answer,
    };
    const list =
      id === null
        ? [...entries, edited]
        : entries.map((e) => (e.id === id ? { ...e, ...edited, position: e.position } : e));
    const groups = new Map<string, Array<{ id: number; question: string; answer: string }>>();
    for (const entry of list) {
      const question = entry.question[shown];
      if (!question) continue;
      groups.set(entry.group, [
        ...(groups.get(entry.group) ?? []),
        { id: entry.id, question, answer: entry.answer[shown] ?? '' },
      ]);
    }
    const answer: ContentAnswer = {
      intent,
      target: rawId || null,
      message: null,
      errors: {},
      values: formValues(form),
      preview: {
        kind: 'faq',
        locale: shown,
        groups: [...groups].map(([group, items]) => ({ group, entries: items })),
      },
    };
    return answer;
  }
  const result = await saveFaqEntry(db, actor, id, input, version);
  if (!result.ok) return refusal(result, locale, 'save', rawId || null, form);
  return done(self, 'saved');
}

// --- text blocks --------------------------------------------------------------------------------

export async function textsPage(args: PageArgs) {
  await adminGuard(args, 'content');
  return { blocks: await listTextBlocks(args.context.database.db), done: doneOf(args.request) };
}

export async function textsAction(args: PageArgs) {
  const locale = await adminGuard(args, 'content');
  const { context } = args;
  const form = await args.request.formData();
  const identifier = str(form, 'identifier');
  const result = await saveTextBlock(
    context.database.db,
    context.session!.userId,
    identifier,
    perLocale(form, 'text'),
    str(form, 'version') || null,
    context.now(),
  );
  if (!result.ok) return refusal(result, locale, 'save', identifier, form);
  return done(href('admin-content-texts', null, locale), 'saved');
}

// --- legal pages --------------------------------------------------------------------------------

function pageParam(request: Request): LegalPageName {
  const page = new URL(request.url).searchParams.get('page') ?? 'cgv';
  return isLegalPage(page) ? page : 'cgv';
}

export async function legalPagesPage(args: PageArgs) {
  await adminGuard(args, 'content');
  const page = pageParam(args.request);
  const edited = await getLegalPageText(args.context.database.db, page);
  const values: Partial<Record<Locale, string>> = {};
  // An untouched language shows its default text, ready to edit; saving it unchanged is harmless.
  for (const locale of LOCALES)
    values[locale] = edited.values[locale] ?? legalText(defaultLegalSections(page, locale));
  return {
    page,
    values,
    edited: LOCALES.filter((l) => edited.values[l] !== undefined),
    version: edited.version,
    done: doneOf(args.request),
  };
}

export async function legalPagesAction(args: PageArgs) {
  const locale = await adminGuard(args, 'content');
  const { context } = args;
  const db = context.database.db;
  const page = pageParam(args.request);
  const form = await args.request.formData();
  const intent = str(form, 'intent');
  const values = perLocale(form, 'text');
  // A language whose text is still the default one stays unedited (it follows later updates).
  for (const l of LOCALES)
    if (
      (values[l] ?? '').replace(/\r\n/g, '\n').trim() ===
      legalText(defaultLegalSections(page, l)).trim()
    )
      values[l] = '';
  if (intent === 'preview') {
    const shown = previewLocale(form, locale);
    const identity = await shopIdentity(db);
    const text = str(form, `text.${shown}`);
    const answer: ContentAnswer = {
      intent,
      target: page,
      message: null,
      errors: {},
      values: formValues(form),
      preview: {
        kind: 'legal',
        locale: shown,
        page,
        sections: legalSections(page, shown, identity, parseLegalText(text).length ? text : null),
      },
    };
    return answer;
  }
  const result = await saveLegalPageText(
    db,
    context.session!.userId,
    page,
    values,
    str(form, 'version') || null,
    context.now(),
  );
  if (!result.ok) return refusal(result, locale, 'save', page, form);
  return redirect(`${href('admin-content-pages', null, locale)}?page=${page}&done=saved`, 303);
}
