/**
 * `GET /invoices` (the signed-in customer's invoices and credit notes, `filter[order_id]`),
 * `GET /invoices/{id}` and `GET /invoices/{id}/download` (the PDF, SPEC §7). Signed-in only
 * (401); another customer's invoice is a 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { ListQuerySpec } from '../../shared/api-query';
import { HttpError, listBody, parseId, parseQueryOrThrow } from '../../shared/http';
import type { PdfOptions } from './invoice-pdf.templates';
import { getInvoice, invoicePdf, listInvoices } from './invoices.service';

export interface InvoiceRouteDeps {
  db: Db;
  /** Tests ask for uncompressed PDFs to read their text. */
  pdf?: PdfOptions;
}

export const invoicesQuerySpec: ListQuerySpec = {
  // Newest first, always.
  filters: { order_id: 'int' },
  defaultLimit: 50,
  maxLimit: 200,
};

function signedIn(request: FastifyRequest): number {
  const userId = request.ctx.userId;
  if (userId === null) throw new HttpError(401, 'unauthenticated');
  return userId;
}

export function registerInvoiceRoutes(app: FastifyInstance, deps: InvoiceRouteDeps) {
  app.get('/invoices', async (request) => {
    const userId = signedIn(request);
    const query = parseQueryOrThrow(request.query, invoicesQuerySpec);
    const orderId = query.filter.order_id;
    const { data, total } = await listInvoices(deps.db, userId, {
      page: query.page,
      limit: query.limit,
      orderId: typeof orderId === 'number' ? orderId : undefined,
    });
    return listBody(data, total, query);
  });

  app.get<{ Params: { id: string } }>('/invoices/:id', async (request) => {
    const userId = signedIn(request);
    return { data: await getInvoice(deps.db, userId, parseId(request.params.id)) };
  });

  app.get<{ Params: { id: string } }>('/invoices/:id/download', async (request, reply) => {
    const userId = signedIn(request);
    const { filename, pdf } = await invoicePdf(
      deps.db,
      userId,
      parseId(request.params.id),
      deps.pdf,
    );
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(pdf);
  });
}
