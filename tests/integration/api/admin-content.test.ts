/**
 * The back office's content API (docs/decisions/044-content-back-office.md): only `content`
 * holders reach it (404 for the others); a draft article never shows in /api/articles or the
 * sitemap's list and publishing shows it at once; FAQ, text blocks, banners' date windows,
 * slides and legal pages' texts reach the storefront's reads at once; bad input is a
 * translated 422 per field with nothing written; a stale version is a 409; every write audited.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { legalPageText, listArticleSlugs, listFaq } from '../../../src/modules/content';
import { useBackOffice } from '../../support/back-office';
import { multipartBody } from '../../support/multipart';

const cast = useBackOffice('content');
const { call, auditRows } = cast;

const data = <T>(res: { json(): unknown }) => (res.json() as { data: T }).data;
const db = () => cast.api.database.db;
const count = async (table: string) =>
  (await cast.api.database.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

interface Article {
  id: number;
  version: string;
  published: boolean;
  translations: Record<string, { title: string; slug: string }>;
  images: Array<{ id: number; url: string }>;
}

const articleBody = (published: boolean, suffix: string, extra: object = {}) => ({
  published,
  translations: {
    fr: { title: `Entretenir le cuir ${suffix}`, summary: 'Résumé', body: 'Un.\n\nDeux.' },
    en: { title: `Caring for leather ${suffix}`, slug: `caring-leather-${suffix}`, body: 'One.' },
  },
  ...extra,
});

async function publicSlugs(language: string): Promise<string[]> {
  const res = await cast.api.app.inject({
    method: 'GET',
    url: '/api/articles?limit=100',
    headers: { language },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: Array<{ slug: string }> }).data.map((a) => a.slug);
}

describe('who may use the content API', () => {
  const reads = [
    '/api/admin/articles',
    '/api/admin/article_types',
    '/api/admin/faq',
    '/api/admin/text_blocks',
    '/api/admin/banners',
    '/api/admin/sliders',
    '/api/admin/pages',
    '/api/admin/pages/cgv',
  ];

  it('answers an editor and the owner', async () => {
    for (const url of reads) {
      expect((await call('editor', 'GET', url)).statusCode, url).toBe(200);
      expect((await call('owner', 'GET', url)).statusCode, url).toBe(200);
    }
  });

  it('is a 404 for staff, customers and visitors, reads and writes alike, nothing written', async () => {
    const before = await count('articles');
    for (const who of ['staff', 'customer', 'visitor'] as const) {
      for (const url of reads) expect((await call(who, 'GET', url)).statusCode, url).toBe(404);
      const post = await call(who, 'POST', '/api/admin/articles', articleBody(true, who));
      expect(post.statusCode).toBe(404);
      const faq = await call(who, 'POST', '/api/admin/faq', {
        group: 'orders',
        question: { fr: 'Q ?' },
        answer: { fr: 'R.' },
      });
      expect(faq.statusCode).toBe(404);
    }
    expect(await count('articles')).toBe(before);
  });
});

describe('articles: draft and published', () => {
  it('keeps a draft out of /api/articles and the sitemap, publishing shows it at once', async () => {
    const made = await call('editor', 'POST', '/api/admin/articles', articleBody(false, 'a'));
    expect(made.statusCode).toBe(201);
    const article = data<Article>(made);
    expect(article.published).toBe(false);
    expect(article.translations.fr!.slug).toBe('entretenir-le-cuir-a');
    expect(await publicSlugs('fr')).not.toContain('entretenir-le-cuir-a');
    expect(await publicSlugs('en')).not.toContain('caring-leather-a');
    expect((await listArticleSlugs(db())).some((a) => a.id === article.id)).toBe(false);

    const published = await call('editor', 'PUT', `/api/admin/articles/${article.id}`, {
      ...articleBody(true, 'a'),
      version: article.version,
    });
    expect(published.statusCode).toBe(200);
    expect(await publicSlugs('fr')).toContain('entretenir-le-cuir-a');
    expect(await publicSlugs('en')).toContain('caring-leather-a');
    expect((await listArticleSlugs(db())).find((a) => a.id === article.id)?.slugs).toEqual({
      fr: 'entretenir-le-cuir-a',
      en: 'caring-leather-a',
    });

    // Back to draft: gone again at once (the response cache was emptied).
    const back = data<Article>(published);
    const draft = await call('editor', 'PUT', `/api/admin/articles/${article.id}`, {
      ...articleBody(false, 'a'),
      version: back.version,
    });
    expect(draft.statusCode).toBe(200);
    expect(await publicSlugs('fr')).not.toContain('entretenir-le-cuir-a');

    const audit = await auditRows('content.article.update');
    expect(audit.at(-1)).toMatchObject({
      actor_user_id: cast.ids.editor,
      entity_id: String(article.id),
    });
    expect((await auditRows('content.article.create')).length).toBeGreaterThan(0);
  });

  it('refuses a stale edit (409) and writes nothing', async () => {
    const article = data<Article>(
      await call('editor', 'POST', '/api/admin/articles', articleBody(false, 'b')),
    );
    const first = await call('owner', 'PUT', `/api/admin/articles/${article.id}`, {
      ...articleBody(false, 'b2'),
      version: article.version,
    });
    expect(first.statusCode).toBe(200);
    const stale = await cast.api.app.inject({
      method: 'PUT',
      url: `/api/admin/articles/${article.id}`,
      headers: { ...cast.as.editor, language: 'en' },
      payload: { ...articleBody(true, 'b3'), version: article.version },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed this content/);
    const now = data<Article>(await call('editor', 'GET', `/api/admin/articles/${article.id}`));
    expect(now.translations.fr!.title).toBe('Entretenir le cuir b2');
    expect(now.published).toBe(false);
  });

  it('answers bad input with translated errors per field, nothing written', async () => {
    const before = await count('articles');
    const audits = (await auditRows('content.article.create')).length;
    const res = await cast.api.app.inject({
      method: 'POST',
      url: '/api/admin/articles',
      headers: { ...cast.as.editor, language: 'en' },
      payload: {
        published: true,
        published_at: '2026-02-31',
        translations: { fr: { title: '' }, en: { title: 'Fine', slug: 'Not a slug!' } },
      },
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(['published_at', 'slug.en', 'title.fr']);
    expect(errors['slug.en']![0]).toMatch(/Invalid address/);
    const wrongType = await call('editor', 'POST', '/api/admin/articles', { published: 'yes' });
    expect(wrongType.statusCode).toBe(422);
    const taken = await call('editor', 'POST', '/api/admin/articles', {
      published: false,
      translations: { fr: { title: 'Autre', slug: 'entretenir-le-cuir-a' } },
    });
    expect(taken.statusCode).toBe(422);
    expect(Object.keys(taken.json().errors)).toEqual(['slug.fr']);
    expect(await count('articles')).toBe(before);
    expect((await auditRows('content.article.create')).length).toBe(audits);
  });

  it('attaches an uploaded picture with its alternatives, shown with the article', async () => {
    const article = data<Article>(
      await call('editor', 'POST', '/api/admin/articles', articleBody(true, 'c')),
    );
    const png = await sharp({
      create: { width: 80, height: 45, channels: 3, background: { r: 20, g: 90, b: 160 } },
    })
      .png()
      .toBuffer();
    const body = multipartBody([
      { name: 'file', filename: 'cover.png', contentType: 'image/png', data: png },
    ]);
    const upload = await cast.api.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { ...cast.as.editor, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(201);
    const uploadId = data<{ id: number }>(upload).id;
    const refused = await call('editor', 'POST', `/api/admin/articles/${article.id}/images`, {
      upload_id: 999999,
    });
    expect(refused.statusCode).toBe(422);
    const attached = await call('editor', 'POST', `/api/admin/articles/${article.id}/images`, {
      upload_id: uploadId,
      alt: { fr: 'Siège en cuir', en: 'Leather seat' },
    });
    expect(attached.statusCode).toBe(201);
    const list = await cast.api.app.inject({
      method: 'GET',
      url: '/api/articles?include=images&filter[slug]=caring-leather-c',
      headers: { language: 'en' },
    });
    const [card] = list.json().data as Array<{ images: Array<{ url: string }> }>;
    expect(card!.images).toHaveLength(1);
    expect(card!.images[0]!.url).toMatch(/^\/media\/uploads\//);
    const stored = data<Article & { images: Array<{ alt: Record<string, string> }> }>(
      await call('editor', 'GET', `/api/admin/articles/${article.id}`),
    );
    expect(stored.images[0]!.alt).toEqual({ fr: 'Siège en cuir', en: 'Leather seat' });
    expect((await auditRows('content.image.attach')).length).toBe(1);
    expect(
      (
        await call('staff', 'POST', `/api/admin/articles/${article.id}/images`, {
          upload_id: uploadId,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('manages article types', async () => {
    const made = await call('editor', 'POST', '/api/admin/article_types', {
      identifier: 'guides_pro',
    });
    expect(made.statusCode).toBe(201);
    expect(
      (await call('editor', 'POST', '/api/admin/article_types', { identifier: 'Bad Id' }))
        .statusCode,
    ).toBe(422);
    const id = data<{ id: number }>(made).id;
    const types = (await cast.api.app.inject({ method: 'GET', url: '/api/article_types' })).json()
      .data as Array<{ identifier: string }>;
    expect(types.map((t) => t.identifier)).toContain('guides_pro');
    expect((await call('editor', 'DELETE', `/api/admin/article_types/${id}`)).statusCode).toBe(204);
  });
});

describe('FAQ', () => {
  it('shows an entry in its language at once, moves it, refuses a half-translated one', async () => {
    const made = await call('editor', 'POST', '/api/admin/faq', {
      group: 'orders',
      question: { fr: 'Puis-je annuler ?', en: 'Can I cancel?' },
      answer: { fr: 'Oui, avant l’envoi.', en: 'Yes, before shipping.' },
    });
    expect(made.statusCode).toBe(201);
    const entry = data<{ id: number; version: string }>(made);
    const orders = (await listFaq(db(), 'en')).find((g) => g.group === 'orders')!.entries;
    expect(orders.find((e) => e.id === entry.id)?.question).toBe('Can I cancel?');
    expect(orders.at(-1)?.id).toBe(entry.id);
    expect(
      (await listFaq(db(), 'fr')).flatMap((g) => g.entries).find((e) => e.id === entry.id)
        ?.question,
    ).toBe('Puis-je annuler ?');

    const moved = await call('editor', 'POST', `/api/admin/faq/${entry.id}/move`, {
      direction: 'up',
    });
    expect(moved.statusCode).toBe(200);
    const order = data<Array<{ id: number }>>(moved).map((e) => e.id);
    expect(order.at(-2)).toBe(entry.id);

    const edited = await call('editor', 'PUT', `/api/admin/faq/${entry.id}`, {
      version: data<Array<{ id: number; version: string }>>(moved).find((e) => e.id === entry.id)!
        .version,
      group: 'orders',
      question: { fr: 'Puis-je annuler ?', en: 'May I cancel my order?' },
      answer: { fr: 'Oui.', en: 'Yes.' },
    });
    expect(edited.statusCode).toBe(200);
    const after = (await listFaq(db(), 'en')).flatMap((g) => g.entries);
    expect(after.find((e) => e.id === entry.id)?.question).toBe('May I cancel my order?');

    const half = await call('editor', 'PUT', `/api/admin/faq/${entry.id}`, {
      group: 'orders',
      question: { fr: 'Puis-je annuler ?', en: 'Only a question?' },
      answer: { fr: 'Oui.' },
    });
    expect(half.statusCode).toBe(422);
    expect(Object.keys(half.json().errors)).toEqual(['answer.en']);
    expect(
      (
        await call('editor', 'PUT', `/api/admin/faq/${entry.id}`, {
          version: entry.version,
          group: 'orders',
          question: { fr: 'x' },
          answer: { fr: 'y' },
        })
      ).statusCode,
    ).toBe(409);
    expect((await auditRows('content.faq.move')).length).toBe(1);
  });
});

describe('text blocks and legal pages', () => {
  it('changes a text block the storefront reads, per language, at once', async () => {
    const read = async (language: string) =>
      (
        (
          await cast.api.app.inject({
            method: 'GET',
            url: '/api/texts?filter[identifier]=home_banner_label',
            headers: { language },
          })
        ).json() as { data: Array<{ text: string }> }
      ).data[0]?.text;
    await read('en'); // cached now
    const block = data<{ values: Record<string, string>; version: string }>(
      await call('editor', 'GET', '/api/admin/text_blocks/home_banner_label'),
    );
    const saved = await call('editor', 'PUT', '/api/admin/text_blocks/home_banner_label', {
      version: block.version,
      values: { ...block.values, en: 'Winter sale: -20 %' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await read('en')).toBe('Winter sale: -20 %');
    const empty = await call('editor', 'PUT', '/api/admin/text_blocks/home_banner_label', {
      values: { fr: ' ' },
    });
    expect(empty.statusCode).toBe(422);
    expect(
      (await call('editor', 'PUT', '/api/admin/text_blocks/no_such_block', { values: { fr: 'x' } }))
        .statusCode,
    ).toBe(404);
  });

  it('saves a legal page text per language; a text without sections is refused', async () => {
    const page = data<{ version: string }>(await call('editor', 'GET', '/api/admin/pages/cgv'));
    const saved = await call('editor', 'PUT', '/api/admin/pages/cgv', {
      version: page.version,
      values: { en: '## Orders\n\nEvery order by {company} is final.\n\n## Returns\n\n14 days.' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await legalPageText(db(), 'cgv', 'en')).toMatch(/^## Orders/);
    expect(await legalPageText(db(), 'cgv', 'fr')).toBeNull();
    const bad = await call('editor', 'PUT', '/api/admin/pages/cgv', { values: { en: 'no title' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['text.en']);
    expect((await call('editor', 'GET', '/api/admin/pages/unknown')).statusCode).toBe(404);
    expect((await auditRows('content.page.update')).length).toBe(1);
  });
});

describe('banners and slides', () => {
  const inRange = async () =>
    (
      (
        await cast.api.app.inject({ method: 'GET', url: '/api/wallpapers?inDateRange=1&limit=100' })
      ).json() as { data: Array<{ name: string }> }
    ).data.map((w) => w.name);

  it('shows a banner only inside its Paris date window', async () => {
    const past = await call('editor', 'POST', '/api/admin/banners', {
      name: 'Soldes passées',
      link_url: '/codes-promo',
      starts_at: '2020-01-01',
      ends_at: '2020-01-31',
    });
    expect(past.statusCode).toBe(201);
    expect(data<{ startsAt: string; endsAt: string }>(past)).toMatchObject({
      startsAt: '2019-12-31T23:00:00.000Z',
      endsAt: '2020-01-31T22:59:00.000Z',
    });
    const current = await call('editor', 'POST', '/api/admin/banners', {
      name: 'Soldes en cours',
      starts_at: '2020-01-01',
      ends_at: '2099-12-31',
    });
    expect(current.statusCode).toBe(201);
    const names = await inRange();
    expect(names).toContain('Soldes en cours');
    expect(names).not.toContain('Soldes passées');

    const before = await count('wallpapers');
    const backwards = await call('editor', 'POST', '/api/admin/banners', {
      name: 'À l’envers',
      starts_at: '2026-05-10',
      ends_at: '2026-05-01',
      link_url: 'javascript:alert(1)',
    });
    expect(backwards.statusCode).toBe(422);
    expect(Object.keys(backwards.json().errors).sort()).toEqual(['ends_at', 'link_url']);
    expect(await count('wallpapers')).toBe(before);

    // Its window moved to the past: gone from the storefront at once.
    const banner = data<{ id: number; version: string }>(current);
    const moved = await call('editor', 'PUT', `/api/admin/banners/${banner.id}`, {
      version: banner.version,
      name: 'Soldes en cours',
      starts_at: '2020-01-01',
      ends_at: '2020-02-01',
    });
    expect(moved.statusCode).toBe(200);
    expect(await inRange()).not.toContain('Soldes en cours');
  });

  it('adds a slide shown by /api/sliders, hidden when switched off', async () => {
    const made = await call('editor', 'POST', '/api/admin/sliders', {
      title: { fr: 'Nouvelle gamme', en: 'New range' },
      link: { fr: '/codes-promo' },
      position: 0,
    });
    expect(made.statusCode).toBe(201);
    const slide = data<{ id: number; version: string }>(made);
    const titles = async () =>
      (
        (
          await cast.api.app.inject({
            method: 'GET',
            url: '/api/sliders?limit=100',
            headers: { language: 'en' },
          })
        ).json() as { data: Array<{ id: number; title: string }> }
      ).data;
    expect((await titles()).find((s) => s.id === slide.id)?.title).toBe('New range');
    const off = await call('editor', 'PUT', `/api/admin/sliders/${slide.id}`, {
      version: slide.version,
      active: false,
      title: { fr: 'Nouvelle gamme', en: 'New range' },
    });
    expect(off.statusCode).toBe(200);
    expect((await titles()).some((s) => s.id === slide.id)).toBe(false);
    expect((await call('editor', 'POST', '/api/admin/sliders', { title: {} })).statusCode).toBe(
      422,
    );
  });
});
