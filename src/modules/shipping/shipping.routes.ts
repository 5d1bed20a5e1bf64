/** SPEC §7 `GET /shipping_methods`: the delivery methods a customer may choose from. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import {
  parseListQuery,
  type ListQuerySpec,
  type QueryErrors,
  pageOf,
} from '../../shared/api-query';
import { listBody, validationFailed } from '../../shared/http';
import { listPublicShippingMethods, SHIPPING_KINDS, type ShippingKind } from './shipping.service';

const shippingMethodsQuerySpec: ListQuerySpec = {
  includes: ['shipping_method_ranges'],
  filters: { country: 'textList', kind: { oneOf: SHIPPING_KINDS } },
  sorts: ['position', 'id'],
  defaultSort: 'position',
};

export function registerShippingRoutes(app: FastifyInstance, db: Db) {
  app.get('/shipping_methods', async (request) => {
    const raw = (request.query ?? {}) as Record<string, unknown>;
    const parsed = parseListQuery(raw, shippingMethodsQuerySpec);
    const errors: QueryErrors = parsed.ok ? {} : { ...parsed.errors };
    // One ISO alpha-2 code (`filter[country]=FR`), told with the other bad parameters.
    const country = raw['filter[country]'];
    if (
      country !== undefined &&
      (typeof country !== 'string' || !/^\s*[a-z]{2}\s*$/i.test(country))
    )
      errors['filter[country]'] = [{ key: 'invalid_value' }];
    if (!parsed.ok || Object.keys(errors).length > 0) throw validationFailed(errors);
    const query = parsed.query;
    const countries = query.filter.country as string[] | undefined;
    let data = await listPublicShippingMethods(db, request.ctx.locale, {
      country: countries?.[0]?.toUpperCase(),
      kind: query.filter.kind as ShippingKind | undefined,
      withRanges: query.include.has('shipping_method_ranges'),
    });
    if (query.sort[0]?.field === 'id') data = data.sort((a, b) => a.id - b.id);
    if (query.sort[0]?.descending) data = data.reverse();
    return listBody(pageOf(data, query), data.length, query);
  });
}
