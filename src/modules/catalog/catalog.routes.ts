import type { FastifyInstance } from 'fastify';
import { listBody, parseQueryOrThrow, validationFailed } from '../../shared/http';
import type { Db } from '../../db/client';
import { brandTypesOf, brandsQuerySpec, listBrandsPage } from './brands.service';
import { categoriesQuerySpec, listCategories } from './categories.service';
import { filtersQuerySpec, listFilters } from './filters.service';
import type { FittingVehiclesReader, PublishedQuestionsReader } from './product-detail.service';
import { registerProductRoutes } from './products.routes';

/**
 * `fittingVehicles`, `publishedQuestions`: the vehicles and questions modules' readers (see
 * product-detail.service).
 */
export function registerCatalogRoutes(
  app: FastifyInstance,
  db: Db,
  deps: { fittingVehicles: FittingVehiclesReader; publishedQuestions: PublishedQuestionsReader },
) {
  registerProductRoutes(app, db, deps);

  app.get('/brands', async (request) => {
    const query = parseQueryOrThrow(request.query, brandsQuerySpec);
    const types = brandTypesOf(query);
    if (types === 'invalid')
      throw validationFailed({
        types: [{ key: 'unknown_value', params: { allowed: 'vehicle, product' } }],
      });
    const { data, total } = await listBrandsPage(db, query, types);
    return listBody(data, total, query);
  });

  app.get('/categories', async (request) => {
    const query = parseQueryOrThrow(request.query, categoriesQuerySpec);
    const { data, total } = await listCategories(db, request.ctx.locale, query);
    return listBody(data, total, query);
  });

  app.get('/filters', async (request) => {
    const query = parseQueryOrThrow(request.query, filtersQuerySpec);
    const { data, total } = await listFilters(db, request.ctx.locale, query);
    return listBody(data, total, query);
  });
}
