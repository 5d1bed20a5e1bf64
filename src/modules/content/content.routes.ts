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

  app.get('/wallpapers', async (request) => {
    const query = parseQueryOrThrow(request.query, wallpapersQuerySpec);
    const { data, total } = await listWallpapers(db, query, clock());
    return listBody(data, total, query);
  });
}
