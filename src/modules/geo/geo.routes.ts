import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { listBody, parseQueryOrThrow } from '../../shared/http';
import { countriesQuerySpec, listCountries } from './geo.service';

export function registerGeoRoutes(app: FastifyInstance, db: Db) {
  app.get('/countries', async (request) => {
    const query = parseQueryOrThrow(request.query, countriesQuerySpec);
    const { data, total } = await listCountries(db, request.ctx.locale, query);
    return listBody(data, total, query);
  });
}
