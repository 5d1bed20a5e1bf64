/**
 * The back office's promotions as an API (docs/decisions/043), permission 'catalogue' (anyone
 * else gets the back office's 404). Amounts out in cents (`*_cents`), in as euros; dates as
 * shop days (`YYYY-MM-DD`, Europe/Paris, end day included); a save hands back the `version` it
 * read (409 when someone saved since).
 * - `GET|POST /admin/codes`, `GET|PATCH /admin/codes/{id}` (`upload_id` sets the picture,
 *   `remove_picture: true` removes it);
 * - `GET|POST /admin/good_deals`, `GET|PATCH /admin/good_deals/{id}`;
 * - `GET|POST /admin/gift_cards`, `GET|PATCH /admin/gift_cards/{id}` (`is_active` only);
 * - `GET|PATCH /admin/loyalty` (points per euro, value of a point).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { FileStorage } from '../media';
import { notFound, parseId, requestReadContext } from '../../shared/http';
import { requirePermission } from '../customers';
import {
  codeViewById,
  dealViewById,
  giftCardViewById,
  isCodeState,
  issueGiftCardFrom,
  listCodeViews,
  listDealViews,
  listGiftCardViews,
  loyaltyView,
  saveCodeFrom,
  saveDealFrom,
  saveLoyaltyFrom,
  setGiftCardActiveFrom,
} from './promotions-admin.service';

export interface PromotionsAdminDeps {
  db: Db;
  /** Where uploads are kept: a code's picture (`upload_id`) is read from it. */
  storage?: FileStorage;
  now(): Date;
}

type Body = Record<string, unknown>;
const bodyOf = (request: FastifyRequest): Body =>
  request.body && typeof request.body === 'object' ? (request.body as Body) : {};
const versionIn = (body: Body) => (typeof body.version === 'string' ? body.version : null);
const queryText = (request: FastifyRequest, name: string) => {
  const value = (request.query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : null;
};

export function registerPromotionsAdminRoutes(api: FastifyInstance, deps: PromotionsAdminDeps) {
  const { db } = deps;
  const editor = (request: FastifyRequest) =>
    requirePermission(db, request.ctx.userId, 'catalogue');

  api.get('/admin/codes', async (request) => {
    await editor(request);
    const state = queryText(request, 'state');
    const data = await listCodeViews(
      db,
      { q: queryText(request, 'q'), state: isCodeState(state) ? state : null },
      deps.now(),
    );
    return { data, meta: { total: data.length } };
  });
  api.get<{ Params: { id: string } }>('/admin/codes/:id', async (request) => {
    await editor(request);
    const view = await codeViewById(db, parseId(request.params.id), deps.now());
    if (!view) throw notFound();
    return { data: view };
  });
  api.post('/admin/codes', async (request, reply) => {
    const actor = await editor(request);
    const view = await saveCodeFrom(
      db,
      actor,
      null,
      bodyOf(request),
      null,
      deps.now(),
      deps.storage,
    );
    return reply.status(201).send({ data: view });
  });
  api.patch<{ Params: { id: string } }>('/admin/codes/:id', async (request) => {
    const actor = await editor(request);
    const body = bodyOf(request);
    const id = parseId(request.params.id);
    return {
      data: await saveCodeFrom(db, actor, id, body, versionIn(body), deps.now(), deps.storage),
    };
  });

  api.get('/admin/good_deals', async (request) => {
    await editor(request);
    const data = await listDealViews(db, await requestReadContext(request), deps.now());
    return { data, meta: { total: data.length } };
  });
  api.get<{ Params: { id: string } }>('/admin/good_deals/:id', async (request) => {
    await editor(request);
    const id = parseId(request.params.id);
    const view = await dealViewById(db, await requestReadContext(request), id, deps.now());
    if (!view) throw notFound();
    return { data: view };
  });
  api.post('/admin/good_deals', async (request, reply) => {
    const actor = await editor(request);
    const context = await requestReadContext(request);
    const view = await saveDealFrom(db, context, actor, null, bodyOf(request), null, deps.now());
    return reply.status(201).send({ data: view });
  });
  api.patch<{ Params: { id: string } }>('/admin/good_deals/:id', async (request) => {
    const actor = await editor(request);
    const body = bodyOf(request);
    const context = await requestReadContext(request);
    const id = parseId(request.params.id);
    return {
      data: await saveDealFrom(db, context, actor, id, body, versionIn(body), deps.now()),
    };
  });

  api.get('/admin/gift_cards', async (request) => {
    await editor(request);
    const data = await listGiftCardViews(db, queryText(request, 'q'));
    return { data, meta: { total: data.length } };
  });
  api.get<{ Params: { id: string } }>('/admin/gift_cards/:id', async (request) => {
    await editor(request);
    const view = await giftCardViewById(db, parseId(request.params.id));
    if (!view) throw notFound();
    return { data: view };
  });
  api.post('/admin/gift_cards', async (request, reply) => {
    const actor = await editor(request);
    const view = await issueGiftCardFrom(db, actor, bodyOf(request), deps.now());
    return reply.status(201).send({ data: view });
  });
  api.patch<{ Params: { id: string } }>('/admin/gift_cards/:id', async (request) => {
    const actor = await editor(request);
    const body = bodyOf(request);
    const id = parseId(request.params.id);
    return {
      data: await setGiftCardActiveFrom(db, actor, id, body.is_active, body.version, deps.now()),
    };
  });

  api.get('/admin/loyalty', async (request) => {
    await editor(request);
    return { data: await loyaltyView(db) };
  });
  api.patch('/admin/loyalty', async (request) => {
    const actor = await editor(request);
    return { data: await saveLoyaltyFrom(db, actor, bodyOf(request), deps.now()) };
  });
}
