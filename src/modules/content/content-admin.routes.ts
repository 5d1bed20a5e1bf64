/**
 * The back office's content API (permission `content`; anyone else gets the 404 of a path that
 * does not exist). JSON in and out, 422 with per-field errors (`title.fr`, `ends_at`…), 409
 * `content_changed` for a stale `version`. See docs/api.md "Back office: content".
 * - /admin/articles (GET, POST), /admin/articles/{id} (GET, PUT, DELETE),
 *   /admin/articles/{id}/images (POST `{ upload_id, alt }`), …/images/{imageId} (PUT alt, DELETE)
 * - /admin/article_types (GET, POST), /admin/article_types/{id} (DELETE)
 * - /admin/faq (GET, POST), /admin/faq/{id} (PUT, DELETE), /admin/faq/{id}/move (POST)
 * - /admin/text_blocks (GET), /admin/text_blocks/{identifier} (GET, PUT)
 * - /admin/banners, /admin/sliders (GET, POST), …/{id} (PUT, DELETE), …/{id}/images (POST)
 * - /admin/pages (GET), /admin/pages/{page} (GET, PUT): cgv, legal, privacy
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound, parseId, validationFailed } from '../../shared/http';
import { LOCALES, type Locale } from '../../shared/locale';
import { parseBodyOrThrow } from '../../shared/validation';
import { requirePermission } from '../customers';
import type { FileStorage } from '../media';
import { LIMITS } from './content-admin.rules';
import { isLegalPage } from './legal-pages.rules';
import {
  attachContentImage,
  removeContentImage,
  setContentImageAlt,
  type ContentImageOwner,
} from './content-admin.service';
import {
  createArticleType,
  deleteArticle,
  deleteArticleType,
  getAdminArticle,
  listAdminArticleTypes,
  listAdminArticles,
  saveArticle,
} from './articles-admin.service';
import { answerOf, perLocale, position, str, version } from './content-admin-body.routes';
import { registerBannerRoutes } from './content-banners.routes';
import { deleteFaqEntry, listAdminFaq, moveFaqEntry, saveFaqEntry } from './faq-admin.service';
import {
  getLegalPageText,
  getTextBlock,
  listTextBlocks,
  saveLegalPageText,
  saveTextBlock,
} from './texts-admin.service';

export interface ContentAdminDeps {
  db: Db;
  storage: FileStorage;
  now: () => Date;
}

const articleBody = z.strictObject({
  version,
  article_type_id: z.number({ error: 'invalid_integer' }).int().positive().nullable().optional(),
  published: z.boolean({ error: 'invalid_value' }),
  published_at: str(40).optional(),
  position: position.optional(),
  translations: z.strictObject(
    Object.fromEntries(
      LOCALES.map((l) => [
        l,
        z
          .strictObject({
            title: str(LIMITS.title + 50).optional(),
            slug: str(LIMITS.slug + 50).optional(),
            summary: str(LIMITS.summary + 50).optional(),
            body: str(LIMITS.body + 50).optional(),
          })
          .optional(),
      ]),
    ),
  ),
});

const faqBody = z.strictObject({
  version,
  group: str(LIMITS.identifier + 10),
  active: z.boolean({ error: 'invalid_value' }).optional(),
  question: perLocale(LIMITS.question + 50),
  answer: perLocale(LIMITS.answer + 50),
});

const textBody = z.strictObject({ version, values: perLocale(LIMITS.page + 50) });

const imageBody = z.strictObject({
  upload_id: z.number({ error: 'invalid_integer' }).int().positive(),
  alt: perLocale(250).optional(),
});
const altBody = z.strictObject({ alt: perLocale(250) });
const moveBody = z.strictObject({ direction: z.enum(['up', 'down'], { error: 'invalid_value' }) });
const typeBody = z.strictObject({ identifier: str(80), position: position.optional() });
const deleteBody = z.strictObject({ version }).optional();

export { answerOf } from './content-admin-body.routes';

export function registerContentAdminRoutes(api: FastifyInstance, deps: ContentAdminDeps) {
  const { db, storage } = deps;
  const editor = (request: FastifyRequest) => requirePermission(db, request.ctx.userId, 'content');
  const idOf = (request: FastifyRequest, name = 'id') =>
    parseId((request.params as Record<string, string>)[name]);

  // --- articles
  api.get('/admin/articles', async (request) => {
    await editor(request);
    return { data: await listAdminArticles(db) };
  });
  api.get('/admin/articles/:id', async (request) => {
    await editor(request);
    const article = await getAdminArticle(db, idOf(request));
    if (!article) throw notFound();
    return { data: article };
  });
  const articleInput = (body: z.output<typeof articleBody>) => ({
    articleTypeId: body.article_type_id ?? null,
    published: body.published,
    publishedAt: body.published_at ?? '',
    position: body.position ?? 0,
    translations: body.translations as Partial<Record<Locale, Record<string, string>>>,
  });
  api.post('/admin/articles', async (request, reply) => {
    const actor = await editor(request);
    const body = parseBodyOrThrow(articleBody, request.body);
    const id = answerOf(await saveArticle(db, actor, null, articleInput(body), null, deps.now()));
    return reply.status(201).send({ data: await getAdminArticle(db, id) });
  });
  api.put('/admin/articles/:id', async (request) => {
    const actor = await editor(request);
    const id = idOf(request);
    const body = parseBodyOrThrow(articleBody, request.body);
    answerOf(
      await saveArticle(db, actor, id, articleInput(body), body.version ?? null, deps.now()),
    );
    return { data: await getAdminArticle(db, id) };
  });
  api.delete('/admin/articles/:id', async (request, reply) => {
    const actor = await editor(request);
    const body = parseBodyOrThrow(deleteBody, request.body);
    answerOf(await deleteArticle(db, actor, idOf(request), body?.version ?? null));
    return reply.status(204).send();
  });

  // --- pictures
  for (const [path, owner] of [
    ['articles', 'article'],
    ['banners', 'wallpaper'],
    ['sliders', 'slider'],
  ] as const satisfies ReadonlyArray<readonly [string, ContentImageOwner]>) {
    api.post(`/admin/${path}/:id/images`, async (request, reply) => {
      const actor = await editor(request);
      const body = parseBodyOrThrow(imageBody, request.body);
      const result = await attachContentImage(
        db,
        storage,
        actor,
        owner,
        idOf(request),
        body.upload_id,
        body.alt ?? {},
      );
      if (!result.ok && 'problems' in result)
        throw validationFailed({ upload_id: [{ key: 'image_refused' }] });
      return reply.status(201).send({ data: { id: answerOf(result) } });
    });
    api.put(`/admin/${path}/:id/images/:imageId`, async (request) => {
      const actor = await editor(request);
      const body = parseBodyOrThrow(altBody, request.body);
      answerOf(
        await setContentImageAlt(
          db,
          actor,
          owner,
          idOf(request),
          idOf(request, 'imageId'),
          body.alt,
        ),
      );
      return { data: { id: idOf(request, 'imageId') } };
    });
    api.delete(`/admin/${path}/:id/images/:imageId`, async (request, reply) => {
      const actor = await editor(request);
      answerOf(await removeContentImage(db, actor, owner, idOf(request), idOf(request, 'imageId')));
      return reply.status(204).send();
    });
  }

  // --- article types
  api.get('/admin/article_types', async (request) => {
    await editor(request);
    return { data: await listAdminArticleTypes(db) };
  });
  api.post('/admin/article_types', async (request, reply) => {
    const actor = await editor(request);
    const body = parseBodyOrThrow(typeBody, request.body);
    const id = answerOf(await createArticleType(db, actor, body.identifier, body.position ?? 0));
    return reply.status(201).send({ data: { id } });
  });
  api.delete('/admin/article_types/:id', async (request, reply) => {
    const actor = await editor(request);
    answerOf(await deleteArticleType(db, actor, idOf(request)));
    return reply.status(204).send();
  });

  // --- FAQ
  const faqInput = (body: z.output<typeof faqBody>) => ({
    group: body.group,
    active: body.active ?? true,
    question: body.question,
    answer: body.answer,
  });
  api.get('/admin/faq', async (request) => {
    await editor(request);
    return { data: await listAdminFaq(db) };
  });
  api.post('/admin/faq', async (request, reply) => {
    const actor = await editor(request);
    const body = parseBodyOrThrow(faqBody, request.body);
    const id = answerOf(await saveFaqEntry(db, actor, null, faqInput(body), null));
    return reply.status(201).send({ data: (await listAdminFaq(db)).find((e) => e.id === id) });
  });
  api.put('/admin/faq/:id', async (request) => {
    const actor = await editor(request);
    const body = parseBodyOrThrow(faqBody, request.body);
    const id = answerOf(
      await saveFaqEntry(db, actor, idOf(request), faqInput(body), body.version ?? null),
    );
    return { data: (await listAdminFaq(db)).find((e) => e.id === id) };
  });
  api.post('/admin/faq/:id/move', async (request) => {
    const actor = await editor(request);
    const body = parseBodyOrThrow(moveBody, request.body);
    answerOf(await moveFaqEntry(db, actor, idOf(request), body.direction));
    return { data: await listAdminFaq(db) };
  });
  api.delete('/admin/faq/:id', async (request, reply) => {
    const actor = await editor(request);
    const body = parseBodyOrThrow(deleteBody, request.body);
    answerOf(await deleteFaqEntry(db, actor, idOf(request), body?.version ?? null));
    return reply.status(204).send();
  });

  // --- text blocks
  const identifierOf = (request: FastifyRequest) => {
    const value = (request.params as { identifier?: string }).identifier ?? '';
    if (!/^[a-z][a-z0-9_]{0,63}$/.test(value)) throw notFound();
    return value;
  };
  api.get('/admin/text_blocks', async (request) => {
    await editor(request);
    return { data: await listTextBlocks(db) };
  });
  api.get('/admin/text_blocks/:identifier', async (request) => {
    await editor(request);
    const block = await getTextBlock(db, identifierOf(request));
    if (!block) throw notFound();
    return { data: block };
  });
  api.put('/admin/text_blocks/:identifier', async (request) => {
    const actor = await editor(request);
    const identifier = identifierOf(request);
    const body = parseBodyOrThrow(textBody, request.body);
    answerOf(
      await saveTextBlock(db, actor, identifier, body.values, body.version ?? null, deps.now()),
    );
    return { data: await getTextBlock(db, identifier) };
  });

  // --- legal pages
  const pageOf = (request: FastifyRequest) => {
    const page = (request.params as { page?: string }).page ?? '';
    if (!isLegalPage(page)) throw notFound();
    return page;
  };
  api.get('/admin/pages', async (request) => {
    await editor(request);
    return {
      data: await Promise.all(
        (['cgv', 'legal', 'privacy'] as const).map(async (page) => ({
          page,
          ...(await getLegalPageText(db, page)),
        })),
      ),
    };
  });
  api.get('/admin/pages/:page', async (request) => {
    await editor(request);
    const page = pageOf(request);
    return { data: { page, ...(await getLegalPageText(db, page)) } };
  });
  api.put('/admin/pages/:page', async (request) => {
    const actor = await editor(request);
    const page = pageOf(request);
    const body = parseBodyOrThrow(textBody, request.body);
    answerOf(
      await saveLegalPageText(db, actor, page, body.values, body.version ?? null, deps.now()),
    );
    return { data: { page, ...(await getLegalPageText(db, page)) } };
  });

  registerBannerRoutes(api, db, editor, idOf);
}
