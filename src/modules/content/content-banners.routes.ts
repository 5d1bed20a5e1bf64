/**
 * Back office API of banners (wallpapers) and home slides, permission 'content'
 * (docs/decisions/044): list, create, save (409 when the version is stale), delete.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { parseBodyOrThrow } from '../../shared/validation';
import { LIMITS } from './content-admin.rules';
import { answerOf, perLocale, position, str, version } from './content-admin-body.routes';
import {
  deleteBanner,
  deleteSlide,
  listAdminBanners,
  listAdminSlides,
  saveBanner,
  saveSlide,
} from './banners-admin.service';

const bannerBody = z.strictObject({
  version,
  name: str(LIMITS.name + 50),
  tags: z.array(str(80)).max(20).optional(),
  link_url: str(LIMITS.url + 50)
    .nullable()
    .optional(),
  starts_at: str(40).nullable().optional(),
  ends_at: str(40).nullable().optional(),
  active: z.boolean({ error: 'invalid_value' }).optional(),
  position: position.optional(),
});

const slideBody = z.strictObject({
  version,
  tags: z.array(str(80)).max(20).optional(),
  active: z.boolean({ error: 'invalid_value' }).optional(),
  position: position.optional(),
  title: perLocale(LIMITS.title + 50),
  subtitle: perLocale(LIMITS.title + 50).optional(),
  link: perLocale(LIMITS.url + 50).optional(),
});

export function registerBannerRoutes(
  api: FastifyInstance,
  db: Db,
  editor: (request: FastifyRequest) => Promise<number>,
  idOf: (request: FastifyRequest) => number,
) {
  // --- banners
  const bannerInput = (body: z.output<typeof bannerBody>) => ({
    name: body.name,
    tags: body.tags ?? [],
    linkUrl: body.link_url ?? '',
    startsAt: body.starts_at ?? '',
    endsAt: body.ends_at ?? '',
    active: body.active ?? true,
    position: body.position ?? 0,
  });
  api.get('/admin/banners', async (request) => {
    await editor(request);
    return { data: await listAdminBanners(db) };
  });
  api.post('/admin/banners', async (request, reply) => {
    const actor = await editor(request);
    const body = parseBodyOrThrow(bannerBody, request.body);
    const id = answerOf(await saveBanner(db, actor, null, bannerInput(body), null));
    return reply.status(201).send({ data: (await listAdminBanners(db)).find((b) => b.id === id) });
  });
  api.put('/admin/banners/:id', async (request) => {
    const actor = await editor(request);
    const body = parseBodyOrThrow(bannerBody, request.body);
    const id = answerOf(
      await saveBanner(db, actor, idOf(request), bannerInput(body), body.version ?? null),
    );
    return { data: (await listAdminBanners(db)).find((b) => b.id === id) };
  });
  api.delete('/admin/banners/:id', async (request, reply) => {
    const actor = await editor(request);
    answerOf(await deleteBanner(db, actor, idOf(request)));
    return reply.status(204).send();
  });

  // --- slides
  const slideInput = (body: z.output<typeof slideBody>) => ({
    tags: body.tags ?? [],
    active: body.active ?? true,
    position: body.position ?? 0,
    title: body.title,
    subtitle: body.subtitle ?? {},
    link: body.link ?? {},
  });
  api.get('/admin/sliders', async (request) => {
    await editor(request);
    return { data: await listAdminSlides(db) };
  });
  api.post('/admin/sliders', async (request, reply) => {
    const actor = await editor(request);
    const body = parseBodyOrThrow(slideBody, request.body);
    const id = answerOf(await saveSlide(db, actor, null, slideInput(body), null));
    return reply.status(201).send({ data: (await listAdminSlides(db)).find((s) => s.id === id) });
  });
  api.put('/admin/sliders/:id', async (request) => {
    const actor = await editor(request);
    const body = parseBodyOrThrow(slideBody, request.body);
    const id = answerOf(
      await saveSlide(db, actor, idOf(request), slideInput(body), body.version ?? null),
    );
    return { data: (await listAdminSlides(db)).find((s) => s.id === id) };
  });
  api.delete('/admin/sliders/:id', async (request, reply) => {
    const actor = await editor(request);
    answerOf(await deleteSlide(db, actor, idOf(request)));
    return reply.status(204).send();
  });
}
