/**
 * Back office: `POST /admin/orders/{id}/emails` `{ kind }` sends one of the order's e-mails
 * again (permission 'orders'; anyone else gets the 404 of a path that does not exist).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseId } from '../../shared/http';
import { parseBodyOrThrow } from '../../shared/validation';
import { requirePermission } from '../customers';
import { RESENDABLE_EMAILS } from '../orders';
import { resendOrderEmail } from './resend-order-mail.service';
import type { InvoiceRouteDeps } from './invoices.routes';

export const resendEmailInput = z.strictObject({
  kind: z.enum(RESENDABLE_EMAILS, { error: 'invalid_value' }),
});

export function registerResendOrderMailRoutes(app: FastifyInstance, deps: InvoiceRouteDeps) {
  app.post<{ Params: { id: string } }>('/admin/orders/:id/emails', async (request, reply) => {
    const actor = await requirePermission(deps.db, request.ctx.userId, 'orders');
    const id = parseId(request.params.id);
    const { kind } = parseBodyOrThrow(resendEmailInput, request.body);
    return reply.status(202).send({ data: await resendOrderEmail(deps.db, id, kind, actor) });
  });
}
