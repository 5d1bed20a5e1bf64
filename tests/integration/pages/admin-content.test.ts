/**
 * The back office's content pages in-process, with the storefront pages that show what they
 * save: editors only (404 for staff and customers); an article created as a draft is on no
 * storefront page until published; a preview renders the typed values and writes nothing; a
 * FAQ entry shows on /faq in its language; a legal page's text shows on its page; bad input
 * comes back beside its fields with nothing written; a stale form is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../../src/modules/customers';
import * as hub from '../../../src/web/routes/admin-content';
import * as articleEditor from '../../../src/web/routes/admin-content-article';
import * as articlesAdmin from '../../../src/web/routes/admin-content-articles';
import * as banners from '../../../src/web/routes/admin-content-banners';
import * as faqAdmin from '../../../src/web/routes/admin-content-faq';
import * as legalAdmin from '../../../src/web/routes/admin-content-pages';
import * as textsAdmin from '../../../src/web/routes/admin-content-texts';
import * as articlePage from '../../../src/web/routes/article';
import * as articlesPage from '../../../src/web/routes/articles';
import * as faqPage from '../../../src/web/routes/faq';
import * as termsPage from '../../../src/web/routes/terms';
import type { ContentAnswer } from '../../../src/web/admin/content-pages.server';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import { answer, get, pageContext, post } from '../../support/page-context';

let test: TestDatabase;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  test = await createTestDatabase();
  for (const role of ['editor', 'staff', 'customer']) {
    const [user] = await test.database.query<{ id: number }>(
      `insert into users (email, firstname, lastname, role)
       values ($1, 'Some', 'One', $2) returning id`,
      [`${role}-content-page@example.test`, role],
    );
    tokens[role] = (await openSession(test.database.db, user!.id, new Date())).token;
  }
});
afterAll(async () => test?.cleanup());

type Module = { loader(args: never): unknown; action?(args: never): unknown };
const load = async (
  page: Module,
  path: string,
  token?: string,
  params: Record<string, string> = {},
) =>
  answer(async () =>
    page.loader({
      request: get(path),
      context: await pageContext(test.database, { token }),
      params,
    } as never),
  );
const send = async (
  page: Module,
  path: string,
  fields: Record<string, string>,
  params: Record<string, string> = {},
  token = tokens.editor,
) =>
  answer(async () =>
    page.action!({
      request: post(path, fields),
      context: await pageContext(test.database, { token }),
      params,
    } as never),
  );
const count = async (table: string) =>
  (await test.database.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

describe('who may open the content pages', () => {
  it.each([
    [hub, '/admin/contenu'],
    [articlesAdmin, '/admin/contenu/articles'],
    [faqAdmin, '/admin/contenu/faq'],
    [textsAdmin, '/admin/contenu/textes'],
    [banners, '/admin/contenu/bannieres'],
    [legalAdmin, '/admin/contenu/pages'],
  ])('%#: an editor opens it, staff and customers get 404', async (page, path) => {
    expect((await load(page as Module, path, tokens.editor)).status).toBe(200);
    expect((await load(page as Module, path, tokens.staff)).status).toBe(404);
    expect((await load(page as Module, path, tokens.customer)).status).toBe(404);
    if ('action' in page) {
      const refused = await send(page as Module, path, { intent: 'save' }, {}, tokens.staff);
      expect(refused.status).toBe(404);
    }
  });
});

describe('an article from draft to published', () => {
  it('is nowhere in the storefront as a draft, previewed without writing, then shown at once', async () => {
    const made = await send(articlesAdmin, '/admin/contenu/articles', {
      intent: 'create',
      'title.fr': 'Tapis sur mesure : mesurer',
    });
    expect(made.status).toBe(303);
    const id = made.location!.split('/').pop()!;
    const path = `/admin/contenu/articles/${id}`;
    const editor = await load(articleEditor, path, tokens.editor, { id });
    const article = editor.data!.article as { version: string; published: boolean };
    expect(article.published).toBe(false);

    const titles = async (locale: 'fr' | 'en') =>
      (
        (await load(articlesPage, locale === 'fr' ? '/articles' : '/en/news')).data!
          .articles as Array<{ title: string }>
      ).map((a) => a.title);
    expect(await titles('fr')).not.toContain('Tapis sur mesure : mesurer');
    expect(
      (
        await load(articlePage, '/articles/tapis-sur-mesure-mesurer', undefined, {
          slug: 'tapis-sur-mesure-mesurer',
        })
      ).status,
    ).toBe(404);

    const form = {
      version: article.version,
      'title.fr': 'Tapis sur mesure : mesurer',
      'slug.fr': '',
      'body.fr': 'Mesurez deux fois.',
      'title.en': 'Made-to-fit mats: measuring',
      'body.en': 'Measure twice.\n\n<b>not bold</b>',
      published_at: '',
      position: '0',
    };
    const preview = await send(
      articleEditor,
      path,
      { ...form, intent: 'preview', preview_locale: 'en', published: 'yes' },
      { id },
    );
    expect(preview.status).toBe(200);
    expect((preview.data as unknown as ContentAnswer).preview).toMatchObject({
      kind: 'article',
      locale: 'en',
      article: { title: 'Made-to-fit mats: measuring', body: 'Measure twice.\n\n<b>not bold</b>' },
    });
    expect(await titles('en')).not.toContain('Made-to-fit mats: measuring');

    const saved = await send(
      articleEditor,
      path,
      { ...form, intent: 'save', published: 'yes' },
      { id },
    );
    expect(saved.status).toBe(303);
    expect(await titles('fr')).toContain('Tapis sur mesure : mesurer');
    expect(await titles('en')).toContain('Made-to-fit mats: measuring');
    const english = await load(articlePage, '/en/news/made-to-fit-mats-measuring', undefined, {
      slug: 'made-to-fit-mats-measuring',
    });
    expect(english.status).toBe(200);
    expect((english.data!.article as { body: string }).body).toBe(
      'Measure twice.\n\n<b>not bold</b>',
    );

    // The form read before the save is stale now: refused, nothing changed.
    const stale = await send(
      articleEditor,
      path,
      { ...form, intent: 'save', 'title.fr': 'Autre titre' },
      { id },
    );
    expect(stale.status).toBe(409);
    expect(await titles('fr')).toContain('Tapis sur mesure : mesurer');
  });

  it('answers bad input beside its fields, keeping what was typed, nothing written', async () => {
    const before = await count('articles');
    const refused = await send(articlesAdmin, '/admin/contenu/articles', {
      intent: 'create',
      'title.fr': '   ',
    });
    expect(refused.status).toBe(422);
    const body = refused.data as unknown as ContentAnswer;
    expect(body.errors['title.fr']).toBe('Ce champ est requis.');
    expect(await count('articles')).toBe(before);
  });
});

describe('FAQ and legal pages', () => {
  it('shows a FAQ entry on /faq in its language, and a preview writes nothing', async () => {
    const fields = {
      group: 'delivery',
      active: 'yes',
      'question.fr': 'Livrez-vous le samedi ?',
      'answer.fr': 'Oui.',
      'question.en': 'Do you deliver on Saturdays?',
      'answer.en': 'Yes.',
    };
    const before = await count('faq_entries');
    const preview = await send(faqAdmin, '/admin/contenu/faq', {
      ...fields,
      intent: 'preview',
      preview_locale: 'en',
    });
    const groups = (preview.data as unknown as ContentAnswer).preview as {
      groups: Array<{ entries: Array<{ question: string }> }>;
    };
    expect(groups.groups.flatMap((g) => g.entries).map((e) => e.question)).toContain(
      'Do you deliver on Saturdays?',
    );
    expect(await count('faq_entries')).toBe(before);
    expect((await send(faqAdmin, '/admin/contenu/faq', { ...fields, intent: 'save' })).status).toBe(
      303,
    );
    const questions = async (path: string) =>
      (
        (await load(faqPage, path)).data!.groups as Array<{ entries: Array<{ question: string }> }>
      ).flatMap((g) => g.entries.map((e) => e.question));
    expect(await questions('/en/faq')).toContain('Do you deliver on Saturdays?');
    expect(await questions('/faq')).toContain('Livrez-vous le samedi ?');
    const half = await send(faqAdmin, '/admin/contenu/faq', {
      ...fields,
      intent: 'save',
      'answer.en': '',
    });
    expect(half.status).toBe(422);
    expect(await count('faq_entries')).toBe(before + 1);
  });

  it('shows an edited terms-of-sale text on its page in that language only', async () => {
    const shown = await load(legalAdmin, '/admin/contenu/pages?page=cgv', tokens.editor);
    const version = shown.data!.version as string;
    const values = shown.data!.values as Record<string, string>;
    const saved = await send(legalAdmin, '/admin/contenu/pages?page=cgv', {
      version,
      ...Object.fromEntries(Object.entries(values).map(([l, v]) => [`text.${l}`, v])),
      'text.en': '## Our promise\n\n{company} answers within a day.',
      intent: 'save',
    });
    expect(saved.status).toBe(303);
    const english = (await load(termsPage, '/en/terms-of-sale')).data!.sections as Array<{
      title: string;
      body: string;
    }>;
    expect(english.map((s) => s.title)).toEqual(['Our promise']);
    expect(english[0]!.body).not.toContain('{company}');
    const french = (await load(termsPage, '/cgv')).data!.sections as Array<{ title: string }>;
    expect(french.length).toBeGreaterThan(1);
    // Left unchanged, the other languages stay unedited (they follow the default text).
    const rows = await test.database.query<{ locale: string }>(
      `select locale from texts where identifier = 'page_cgv'`,
    );
    expect(rows.map((r) => r.locale)).toEqual(['en']);
    const bad = await send(legalAdmin, '/admin/contenu/pages?page=cgv', {
      'text.en': 'no title at all',
      intent: 'save',
    });
    expect(bad.status).toBe(422);
  });
});

describe('banner and slide previews', () => {
  it('render the storefront banner and slide with the typed values and write nothing', async () => {
    const saved = await send(banners, '/admin/contenu/bannieres', {
      intent: 'banner-save',
      name: 'Soldes d’hiver',
      link_url: '/promotions',
      tags: 'home_banner',
      starts_at: '',
      ends_at: '',
      position: '0',
      active: 'yes',
    });
    expect(saved.status).toBe(303);
    const [banner] = await test.database.query<{ id: number }>(
      `select id from wallpapers where name = 'Soldes d’hiver'`,
    );
    const preview = await send(banners, '/admin/contenu/bannieres', {
      intent: 'banner-preview',
      id: String(banner!.id),
      name: 'Soldes de printemps',
      link_url: '/bons-plans',
      tags: 'home_banner',
      position: '0',
      preview_locale: 'en',
    });
    expect(preview.status).toBe(200);
    const shown = preview.data as unknown as ContentAnswer;
    expect(shown.target).toBe(String(banner!.id));
    expect(shown.preview).toEqual({
      kind: 'banner',
      locale: 'en',
      banner: { name: 'Soldes de printemps', linkUrl: '/bons-plans', image: null },
    });
    const [after] = await test.database.query<{ name: string }>(
      `select name from wallpapers where id = $1`,
      [banner!.id],
    );
    expect(after!.name).toBe('Soldes d’hiver');

    const slides = await count('sliders');
    const slide = await send(banners, '/admin/contenu/bannieres', {
      intent: 'slide-preview',
      'title.fr': 'Nouveautés',
      'title.en': 'New in',
      'subtitle.en': 'Seat covers for 2026',
      'link.en': '/en/news',
      preview_locale: 'en',
    });
    expect(slide.status).toBe(200);
    expect((slide.data as unknown as ContentAnswer).preview).toEqual({
      kind: 'slide',
      locale: 'en',
      slide: { title: 'New in', subtitle: 'Seat covers for 2026', link: '/en/news', image: null },
    });
    expect(await count('sliders')).toBe(slides);
  });

  it('are for the content permission only; an unknown banner is 404', async () => {
    const staff = await send(
      banners,
      '/admin/contenu/bannieres',
      { intent: 'banner-preview', id: '1', name: 'x' },
      {},
      tokens.staff,
    );
    expect(staff.status).toBe(404);
    const gone = await send(banners, '/admin/contenu/bannieres', {
      intent: 'slide-preview',
      id: 'abc',
    });
    expect(gone.status).toBe(404);
  });
});

describe('FAQ order by drag and drop', () => {
  const order = async () =>
    (
      await test.database.query<{ id: number }>(`select id from faq_entries order by position, id`)
    ).map((r) => r.id);

  it('a drop posts the full order and it is saved; a partial or bad list changes nothing', async () => {
    const before = await order();
    expect(before.length).toBeGreaterThan(1);
    const reversed = [...before].reverse();
    const saved = await send(faqAdmin, '/admin/contenu/faq', {
      intent: 'move-reorder',
      ids: reversed.join(','),
      id: String(reversed[0]),
    });
    expect(saved.status).toBe(303);
    expect(await order()).toEqual(reversed);

    const partial = await send(faqAdmin, '/admin/contenu/faq', {
      intent: 'move-reorder',
      ids: before.slice(1).join(','),
    });
    expect(partial.status).toBe(409);
    const bad = await send(faqAdmin, '/admin/contenu/faq', { intent: 'move-reorder', ids: 'a,b' });
    expect(bad.status).toBe(400);
    const staff = await send(
      faqAdmin,
      '/admin/contenu/faq',
      { intent: 'move-reorder', ids: before.join(',') },
      {},
      tokens.staff,
    );
    expect(staff.status).toBe(404);
    expect(await order()).toEqual(reversed);
  });
});
