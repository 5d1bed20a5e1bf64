import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { listBody, notFound, parseId, parseQueryOrThrow } from '../../shared/http';
import { CONSUMER_PRICES } from './pricing.rules';
import type { ProductReadContext } from './product-cards.service';
import {
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
} from './products.wire';

/** Until PRO accounts exist every customer pays consumer prices (pricing.rules.ts is the hook). */
function readContext(request: FastifyRequest): ProductReadContext {
  return { locale: request.ctx.locale, prices: CONSUMER_PRICES(request.ctx.vatRateBp ?? 2000) };
}

export function registerProductRoutes(app: FastifyInstance, db: Db) {
  app.get('/products', async (request) => {
    const query = parseQueryOrThrow(request.query, productsQuerySpec);
    return listProducts(db, readContext(request), query);
  });

  app.get<{ Params: { id: string } }>('/products/suggestions/:id', async (request) => {
    const id = parseId(request.params.id);
    const data = await productSuggestions(db, readContext(request), id);
    if (!data) throw notFound();
    return { data: data.map(productWire) };
  });

  app.get<{ Params: { id: string } }>('/products/:id', async (request) => {
    const id = parseId(request.params.id);
    const query = parseQueryOrThrow(request.query, productQuerySpec);
    const product = await getProductDetail(db, readContext(request), id, {
      variantId: query.params.variant as number | undefined,
      selected: query.params.filter_value_products as number[] | undefined,
      chosen: query.params.current_filter_value_product_id as number | undefined,
      include: query.include,
    });
    if (!product) throw notFound();
    return { data: productDetailWire(product) };
  });

  app.get('/variants', async (request) => {
    const query = parseQueryOrThrow(request.query, variantsQuerySpec);
    const { data, total } = await listVariants(db, readContext(request), query);
    return listBody(data.map(variantWire), total, query);
  });
}
