import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import {
  listBody,
  notFound,
  parseId,
  parseQueryOrThrow,
  requestReadContext,
} from '../../shared/http';
import {
  type FittingVehiclesReader,
  type PublishedQuestionsReader,
  getProductDetail,
  listVariants,
  productQuerySpec,
  productSuggestions,
  variantsQuerySpec,
} from './product-detail.service';
import {
  listProducts,
  productDetailWire,
  productsQuerySpec,
  productWire,
  variantWire,
} from './products-wire.routes';

export function registerProductRoutes(
  app: FastifyInstance,
  db: Db,
  deps: { fittingVehicles: FittingVehiclesReader; publishedQuestions: PublishedQuestionsReader },
) {
  app.get('/products', async (request) => {
    const query = parseQueryOrThrow(request.query, productsQuerySpec);
    return listProducts(db, await requestReadContext(request), query);
  });

  app.get<{ Params: { id: string } }>('/products/suggestions/:id', async (request) => {
    const id = parseId(request.params.id);
    const data = await productSuggestions(db, await requestReadContext(request), id);
    if (!data) throw notFound();
    return { data: data.map(productWire) };
  });

  app.get<{ Params: { id: string } }>('/products/:id', async (request) => {
    const id = parseId(request.params.id);
    const query = parseQueryOrThrow(request.query, productQuerySpec);
    const product = await getProductDetail(db, await requestReadContext(request), id, {
      variantId: query.params.variant as number | undefined,
      selected: query.params.filter_value_products as number[] | undefined,
      chosen: query.params.current_filter_value_product_id as number | undefined,
      include: query.include,
      fittingVehicles: deps.fittingVehicles,
      publishedQuestions: deps.publishedQuestions,
    });
    if (!product) throw notFound();
    return { data: productDetailWire(product) };
  });

  app.get('/variants', async (request) => {
    const query = parseQueryOrThrow(request.query, variantsQuerySpec);
    const { data, total } = await listVariants(db, await requestReadContext(request), query);
    return listBody(data.map(variantWire), total, query);
  });
}
