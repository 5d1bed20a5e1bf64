/**
 * Payment routes. Under /api (SPEC §7): start paying a placed order — `POST /orders/{id}/payments`
 * for any online method, and the SPEC's `payment_methods/paypal/paymentLink` and
 * `payment_methods/limonetik_{3x,4x}/paymentForm`. At the root: the providers' server-to-server
 * notifications `/payments/{provider}/notify` (form or JSON bodies kept byte for byte: the
 * signatures cover the exact bytes), and the offline gateway's hosted page `/paiement/test`.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatPrice } from '../../shared/money';
import { registerManualPaymentRoutes } from './manual-payments.routes';
import { registerRefundRoutes } from './refunds.routes';
import { HttpError, notFound, parseId } from '../../shared/http';
import { parseLocale, type Locale } from '../../shared/locale';
import { findPlacedOrder, type PaymentMethodCode } from '../orders';
import { offlinePaymentPage } from './offline-page.templates';
import {
  applyVerdict,
  handleNotification,
  paymentByProviderId,
  startPayment,
  type PaymentDeps,
  paymentByReference,
} from './payments.service';
import {
  signOfflineNotification,
  verifyOfflinePageSignature,
  type IncomingNotification,
  type PaymentProvider,
  type PaypalProvider,
} from './providers';

export interface PaymentRouteDeps extends PaymentDeps {
  /** Every provider in use, by its code (`offline`, `monetico`…), for notifications. */
  providers: ReadonlyMap<string, PaymentProvider>;
  /** The offline gateway's secret when it is in use (its page is served only then). */
  offlineSecret: string | null;
  /** The shop's public origin for this request (PUBLIC_URL, else the request's own). */
  originOf(request: FastifyRequest): string;
}

function signedInUser(userId: number | null): number {
  if (userId === null) throw new HttpError(401, 'unauthenticated');
  return userId;
}

export function registerPaymentApiRoutes(api: FastifyInstance, deps: PaymentRouteDeps) {
  registerRefundRoutes(api, deps);
  registerManualPaymentRoutes(api, deps);

  api.post<{ Params: { id: string } }>('/orders/:id/payments', async (request, reply) => {
    const userId = signedInUser(request.ctx.userId);
    const { paymentId, start } = await startPayment(
      deps,
      userId,
      parseId(request.params.id),
      deps.originOf(request),
    );
    return reply.status(201).send({ data: { payment_id: paymentId, ...start } });
  });

  for (const method of ['paypal'] as const) {
    api.post<{ Params: { id: string } }>(
      `/orders/:id/payment_methods/${method}/paymentLink`,
      async (request, reply) => {
        const userId = signedInUser(request.ctx.userId);
        const { start } = await startPayment(
          deps,
          userId,
          parseId(request.params.id),
          deps.originOf(request),
          method,
        );
        if (start.kind !== 'redirect') throw new Error('PayPal answers a redirect');
        return reply.status(201).send({ data: { url: start.url } });
      },
    );
  }
  for (const method of ['limonetik_3x', 'limonetik_4x'] as const) {
    api.post<{ Params: { id: string } }>(
      `/orders/:id/payment_methods/${method}/paymentForm`,
      async (request, reply) => {
        const userId = signedInUser(request.ctx.userId);
        const { start } = await startPayment(
          deps,
          userId,
          parseId(request.params.id),
          deps.originOf(request),
          method as PaymentMethodCode,
        );
        return reply.status(201).send({ data: start });
      },
    );
  }
}

function asNotification(
  method: string,
  query: unknown,
  rawQuery: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): IncomingNotification {
  let body: unknown = {};
  if (rawBody.trimStart().startsWith('{')) {
    try {
      body = JSON.parse(rawBody);
    } catch {
      body = {};
    }
  } else if (rawBody) body = Object.fromEntries(new URLSearchParams(rawBody));
  const flat: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(headers))
    flat[name] = Array.isArray(value) ? value.join(', ') : value;
  return {
    method: method === 'GET' ? 'GET' : 'POST',
    query: (query ?? {}) as Record<string, string>,
    body,
    // GET notifications are signed over the raw query string (Paybox).
    rawBody: method === 'GET' ? rawQuery : rawBody,
    headers: flat,
  };
}

export async function registerPaymentPublicRoutes(app: FastifyInstance, deps: PaymentRouteDeps) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 65_536 }, (_r, body, done) =>
      done(null, body),
    );

    scope.route<{ Params: { provider: string } }>({
      method: ['GET', 'POST'],
      url: '/payments/:provider/notify',
      handler: async (request, reply) => {
        const provider = deps.providers.get(request.params.provider);
        if (!provider) throw notFound();
        const rawQuery = request.url.includes('?')
          ? request.url.slice(request.url.indexOf('?') + 1)
          : '';
        const notification = asNotification(
          request.method,
          request.query,
          rawQuery,
          typeof request.body === 'string' ? request.body : '',
          request.headers,
        );
        const { verdict, result } = await handleNotification(deps, provider, notification);
        // A notification contradicting a payment already received is worth a look.
        request.log[result === 'kept' ? 'warn' : 'info'](
          { provider: provider.code, result },
          'payment notification',
        );
        const answer = provider.notificationAnswer(verdict);
        return reply.status(answer.status).type(answer.contentType).send(answer.body);
      },
    });

    // PayPal sends the buyer back here once they approved: the shop captures the money server
    // to server and acts on PayPal's answer (never on the redirect itself).
    scope.get<{ Querystring: { token?: string } }>(
      '/payments/paypal/return',
      async (request, reply) => {
        const provider = deps.providers.get('paypal') as PaypalProvider | undefined;
        const token = request.query.token;
        if (!provider || typeof provider.capture !== 'function' || !token) throw notFound();
        const payment = await paymentByProviderId(deps.db, 'paypal', token);
        if (!payment) throw notFound();
        const order = await findPlacedOrder(deps.db, payment.orderId);
        const urls = deps.urls(
          { id: payment.orderId, locale: parseLocale(order?.locale) as Locale },
          'paypal',
          deps.originOf(request),
        );
        // A reload of this page after the capture: nothing to capture again.
        if (payment.status !== 'started') return reply.redirect(urls.confirmation, 303);
        const captured = await provider.capture(token, deps.now());
        if (captured.ok && captured.reference) {
          await applyVerdict(deps, 'paypal', {
            ok: true,
            eventId: captured.eventId,
            reference: captured.reference,
            outcome: captured.outcome,
            amountCents: captured.amountCents,
            providerPaymentId: captured.captureId,
          });
        }
        const paid = captured.ok && captured.outcome !== 'refused';
        return reply.redirect(paid ? urls.confirmation : `${urls.failure}&reason=technical`, 303);
      },
    );

    if (deps.offlineSecret === null) return;
    const secret = deps.offlineSecret;
    const offline = deps.providers.get('offline');
    if (!offline) throw new Error('the offline gateway needs its provider');

    /** The attempt and its order behind a page request, checked against the page signature. */
    async function attempt(fields: Record<string, unknown>, origin: string) {
      const reference = typeof fields.ref === 'string' ? fields.ref : '';
      const amountCents = Number(fields.amount);
      const sig = typeof fields.sig === 'string' ? fields.sig : '';
      const payment = await paymentByReference(deps.db, reference);
      const order = payment ? await findPlacedOrder(deps.db, payment.orderId) : null;
      if (!payment || !order) return null;
      const row = { payment, order };
      const locale = parseLocale(row.order.locale) as Locale;
      const urls = deps.urls({ id: row.order.id, locale }, 'offline', origin);
      const valid = verifyOfflinePageSignature(secret, {
        reference,
        amountCents,
        notifyUrl: urls.notify,
        sig,
      });
      return valid && amountCents === row.payment.amountCents
        ? { ...row, urls, locale, sig }
        : null;
    }

    scope.get('/paiement/test', async (request, reply: FastifyReply) => {
      const found = await attempt(
        (request.query ?? {}) as Record<string, unknown>,
        deps.originOf(request),
      );
      if (!found) throw notFound();
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          offlinePaymentPage({
            locale: found.locale,
            reference: found.payment.reference,
            amountCents: found.payment.amountCents,
            amount: formatPrice(found.payment.amountCents),
            sig: found.sig,
            orderNumber: found.order.number ?? '',
          }),
        );
    });

    scope.post('/paiement/test', async (request, reply) => {
      const fields = Object.fromEntries(
        new URLSearchParams(typeof request.body === 'string' ? request.body : ''),
      );
      const found = await attempt(fields, deps.originOf(request));
      if (!found) throw notFound();
      const outcome =
        fields.outcome === 'paid' || fields.outcome === 'cancelled' ? fields.outcome : 'refused';
      const reason =
        outcome === 'paid'
          ? undefined
          : outcome === 'cancelled'
            ? 'user_cancelled'
            : fields.reason === 'card_expiring' || fields.reason === 'technical'
              ? fields.reason
              : 'wrong_bank_details';
      // The bank tells the shop first (server to server), then sends the shopper back.
      const signed = signOfflineNotification(secret, {
        reference: found.payment.reference,
        outcome,
        ...(reason ? { declineReason: reason } : {}),
        amountCents: found.payment.amountCents,
        eventId: randomUUID(),
      });
      const rawBody = new URLSearchParams(signed).toString();
      await handleNotification(deps, offline, {
        method: 'POST',
        query: {},
        body: signed,
        rawBody,
        headers: {},
      });
      const base =
        outcome === 'paid'
          ? found.urls.success
          : outcome === 'cancelled'
            ? found.urls.cancel
            : found.urls.failure;
      const back = reason ? `${base}${base.includes('?') ? '&' : '?'}reason=${reason}` : base;
      return reply.redirect(back, 303);
    });
  });
}
