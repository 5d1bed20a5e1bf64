/** Public promotions of SPEC §7: `/codes` (featured codes only) and `/good_deals`. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { listBody, parseQueryOrThrow } from '../../shared/http';
import {
  codesQuerySpec,
  goodDealsQuerySpec,
  listGoodDeals,
  listPublicCodes,
} from './public-lists.service';

export function registerPromotionRoutes(app: FastifyInstance, db: Db, clock: () => Date) {
  app.get('/codes', async (request) => {
    const query = parseQueryOrThrow(request.query, codesQuerySpec);
    const { data, total } = await listPublicCodes(db, request.ctx.locale, query, clock());
    return listBody(data, total, query);
  });

  app.get('/good_deals', async (request) => {
    const query = parseQueryOrThrow(request.query, goodDealsQuerySpec);
    const { data, total } = await listGoodDeals(db, request.ctx.locale, query, clock());
    return listBody(data, total, query);
  });
}
