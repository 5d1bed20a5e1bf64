import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { listBody, notFound, parseId, parseQueryOrThrow } from '../../shared/http';
import {
  getPublicConfiguration,
  getText,
  listTexts,
  listWallpapers,
  textsQuerySpec,
  wallpapersQuerySpec,
} from './content.service';
import {
  articleTypesQuerySpec,
  articlesQuerySpec,
  emptyListQuerySpec,
  listArticleCards,
  listArticleTypes,
  listSliders,
  shopsQuerySpec,
  slidersQuerySpec,
} from './content-lists.service';
import { listShops } from './shop-identity.service';
import { pageOf } from '../../shared/api-query';

/**
 * Lists SPEC §7 names that this shop has no use for (docs/decisions/038-read-api.md): a pet
 * "species", a "living place" and an "activity" describe another kind of shop's customers.
 * They answer an empty list, parameters checked (`/question_groups`: the questions module).
 */
export const EMPTY_LISTS = ['/species', '/living_places', '/activities'];

const CONFIGURATION_KEY = /^[a-z0-9_.-]{1,64}$/i;

export function registerContentRoutes(app: FastifyInstance, db: Db, clock: () => Date) {
  app.get('/texts', async (request) => {
    const query = parseQueryOrThrow(request.query, textsQuerySpec);
    const { data, total } = await listTexts(db, request.ctx.locale, query);
    return listBody(data, total, query);
  });

  app.get<{ Params: { id: string } }>('/texts/:id', async (request) => {
    const text = await getText(db, parseId(request.params.id));
    if (!text) throw notFound();
    return { data: text };
  });

  app.get<{ Params: { key: string } }>('/configurations/public/:key', async (request) => {
    const { key } = request.params;
    const configuration = CONFIGURATION_KEY.test(key)
      ? await getPublicConfiguration(db, key)
      : null;
    if (!configuration) throw notFound();
    return { data: configuration };
  });

  app.get('/sliders', async (request) => {
    const query = parseQueryOrThrow(request.query, slidersQuerySpec);
    const { data, total } = await listSliders(db, request.ctx.locale, query);
    return listBody(data, total, query);
  });

  app.get('/articles', async (request) => {
    const query = parseQueryOrThrow(request.query, articlesQuerySpec);
    const { data, total } = await listArticleCards(db, request.ctx.locale, query, clock());
    return listBody(data, total, query);
  });

  app.get('/article_types', async (request) => {
    const query = parseQueryOrThrow(request.query, articleTypesQuerySpec);
    const { data, total } = await listArticleTypes(db, query);
    return listBody(data, total, query);
  });

  app.get('/shops', async (request) => {
    const query = parseQueryOrThrow(request.query, shopsQuerySpec);
    const shops = await listShops(db);
    return listBody(pageOf(shops, query), shops.length, query);
  });

  for (const url of EMPTY_LISTS)
    app.get(url, async (request) =>
      listBody([], 0, parseQueryOrThrow(request.query, emptyListQuerySpec)),
    );

  app.get('/wallpapers', async (request) => {
    const query = parseQueryOrThrow(request.query, wallpapersQuerySpec);
    const { data, total } = await listWallpapers(db, query, clock());
    return listBody(data, total, query);
  });
}
