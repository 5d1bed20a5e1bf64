/** Public promotions of SPEC §7: `/codes` (featured codes only) and `/good_deals`. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { listBody, parseQueryOrThrow, requestReadContext } from '../../shared/http';
import type { DealPricer } from './deal-prices.contract';
import {
  codesQuerySpec,
  goodDealsQuerySpec,
  listGoodDeals,
  listPublicCodes,
} from './public-lists.service';

/** `dealPrices`: the catalogue's pricer of deal targets (deal-prices.contract.ts). */
export function registerPromotionRoutes(
  app: FastifyInstance,
  db: Db,
  clock: () => Date,
  dealPrices: DealPricer,
) {
  app.get('/codes', async (request) => {
    const query = parseQueryOrThrow(request.query, codesQuerySpec);
    const { data, total } = await listPublicCodes(db, request.ctx.locale, query, clock());
    return listBody(data, total, query);
  });

  app.get('/good_deals', async (request) => {
    const query = parseQueryOrThrow(request.query, goodDealsQuerySpec);
    const { data, total } = await listGoodDeals(db, request.ctx.locale, query, clock(), {
      context: await requestReadContext(request),
      pricer: dealPrices,
    });
    return listBody(data, total, query);
  });
}
