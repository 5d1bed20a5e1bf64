/**
 * The customer's own data (SPEC §7): /addresses, /favorites (a visitor's too, by the
 * favorite-token cookie), /newsletter_subscriptions. Every id is looked up with its owner.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError, parseId, parseQueryOrThrow, requestReadContext } from '../../shared/http';
import { isLocale } from '../../shared/locale';
import { parseBodyOrThrow } from '../../shared/validation';
import { productWire } from '../catalog';
import { addressInput, addressUpdateInput } from './addresses.contract';
import {
  createAddress,
  deleteAddress,
  getAddress,
  listAddressDtos,
  updateAddress,
} from './addresses.service';
import { findUserById } from './customers.repo';
import { requireSession, type CustomerRouteDeps } from './route-deps.routes';
import { emailField } from './customers.contract';
import {
  addFavorite,
  deleteFavorite,
  getFavorite,
  listFavoriteDtos,
  type FavoriteOwner,
} from './favorites.service';
import { confirmGuest, setOwnSubscription, subscribeGuest } from './newsletter.service';
import { unsubscribeWithToken } from './newsletter-unsubscribe.service';
import { stopReviewInvitationsWithToken } from './review-invitations-optout.service';

export function registerCustomerDataRoutes(app: FastifyInstance, deps: CustomerRouteDeps) {
  const { db, now } = deps;

  // --- addresses ---------------------------------------------------------------------------
  app.get('/addresses', async (request) => {
    const { userId } = requireSession(request);
    return { data: await listAddressDtos(db, userId, request.ctx.locale) };
  });
  app.post('/addresses', async (request, reply) => {
    const { userId } = requireSession(request);
    const input = parseBodyOrThrow(addressInput, request.body);
    const data = await createAddress(db, userId, input, request.ctx.locale, now());
    return reply.status(201).send({ data });
  });
  app.get<{ Params: { id: string } }>('/addresses/:id', async (request) => {
    const { userId } = requireSession(request);
    return { data: await getAddress(db, userId, parseId(request.params.id), request.ctx.locale) };
  });
  app.put<{ Params: { id: string } }>('/addresses/:id', async (request) => {
    const { userId } = requireSession(request);
    const id = parseId(request.params.id);
    await getAddress(db, userId, id, request.ctx.locale);
    const input = parseBodyOrThrow(addressUpdateInput, request.body);
    return { data: await updateAddress(db, userId, id, input, request.ctx.locale, now()) };
  });
  app.delete<{ Params: { id: string } }>('/addresses/:id', async (request, reply) => {
    const { userId } = requireSession(request);
    await deleteAddress(db, userId, parseId(request.params.id));
    return reply.status(204).send();
  });

  // --- favorites (customer, or visitor with the favorite-token cookie) --------------------
  const favoriteOwner = (request: FastifyRequest): FavoriteOwner | null => {
    if (request.ctx.userId !== null) return { userId: request.ctx.userId };
    const token = deps.cookies.favoriteToken(request);
    return token ? { guestTokenHash: deps.favoriteOwnerHash(token) } : null;
  };

  app.get('/favorites', async (request, reply) => {
    const owner = favoriteOwner(request);
    const query = parseQueryOrThrow(request.query, {
      includes: ['favoritable_product', 'favoritable_product.images'],
      fields: { favorites: ['id', 'favoritable_id'] },
    });
    const data = owner
      ? (
          await listFavoriteDtos(
            db,
            owner,
            await requestReadContext(request),
            query.include.size > 0,
          )
        ).map((favorite) =>
          favorite.favoritable_product
            ? { ...favorite, favoritable_product: productWire(favorite.favoritable_product) }
            : favorite,
        )
      : [];
    // SPEC §7: an empty list removes the visitor's favorite-token cookie.
    if (data.length === 0 && request.ctx.userId === null) deps.cookies.clearFavoriteToken(reply);
    return { data };
  });
  app.post('/favorites', async (request, reply) => {
    const input = parseBodyOrThrow(
      z.strictObject({
        favoritable_id: z.coerce
          .number({ error: 'required' })
          .int({ error: 'invalid_integer' })
          .positive({ error: 'invalid_integer' })
          .max(2_147_483_647, { error: 'invalid_integer' }),
      }),
      request.body,
    );
    const owner: FavoriteOwner =
      request.ctx.userId !== null
        ? { userId: request.ctx.userId }
        : {
            guestTokenHash: deps.favoriteOwnerHash(
              deps.cookies.ensureFavoriteToken(request, reply),
            ),
          };
    const data = await addFavorite(db, owner, input.favoritable_id, now());
    return reply.status(201).send({ data });
  });
  app.get<{ Params: { id: string } }>('/favorites/:id', async (request) => {
    const owner = favoriteOwner(request);
    if (!owner) throw new HttpError(404, 'not_found');
    return { data: await getFavorite(db, owner, parseId(request.params.id)) };
  });
  app.delete<{ Params: { id: string } }>('/favorites/:id', async (request, reply) => {
    const owner = favoriteOwner(request);
    if (!owner) throw new HttpError(404, 'not_found');
    await deleteFavorite(db, owner, parseId(request.params.id));
    return reply.status(204).send();
  });

  // --- newsletter ----------------------------------------------------------------------------
  app.post('/newsletter_subscriptions/guest', async (request, reply) => {
    const input = parseBodyOrThrow(
      z.strictObject({ email: emailField, locale: z.string().optional() }),
      request.body,
    );
    const locale = isLocale(input.locale) ? input.locale : request.ctx.locale;
    const urls = deps.urlsFor(request);
    await subscribeGuest(
      db,
      { email: input.email, locale, ip: request.ip, country: request.ctx.country },
      urls.newsletterConfirm,
      now(),
    );
    return reply.status(202).send({ message: 'ok' });
  });
  /** The newsletter page a browser lands on, in the language the e-mailed link names. */
  const newsletterPage = (request: FastifyRequest<{ Querystring: { lang?: unknown } }>) =>
    deps
      .urlsFor(request)
      .newsletter(isLocale(request.query.lang) ? request.query.lang : request.ctx.locale);
  app.get<{ Params: { id: string }; Querystring: { token?: string; lang?: string } }>(
    '/newsletter_subscriptions/enable_guest/:id',
    async (request, reply) => {
      const token =
        typeof request.query.token === 'string' ? request.query.token.slice(0, 200) : '';
      // The e-mailed link is opened by a browser: it lands on the newsletter page, which says.
      const browser = (request.headers.accept ?? '').includes('text/html');
      try {
        const data = await confirmGuest(db, parseId(request.params.id), token, now());
        if (browser) return reply.redirect(`${newsletterPage(request)}?state=confirmed`, 303);
        return { data };
      } catch (error) {
        if (!browser) throw error;
        return reply.redirect(`${newsletterPage(request)}?state=invalid`, 303);
      }
    },
  );
  // The link of every marketing e-mail: GET from a browser (lands on the newsletter page), POST
  // from a mail client's one-click button (RFC 8058, `List-Unsubscribe-Post`).
  const unsubscribe = async (
    request: FastifyRequest<{
      Params: { id: string };
      Querystring: { token?: string; lang?: string };
    }>,
    reply: FastifyReply,
  ) => {
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    const browser =
      request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    const page = newsletterPage(request);
    try {
      await unsubscribeWithToken(db, parseId(request.params.id), token, now());
    } catch (error) {
      if (!browser) throw error;
      return reply.redirect(`${page}?state=invalid`, 303);
    }
    return browser ? reply.redirect(`${page}?state=unsubscribed`, 303) : { message: 'ok' };
  };
  app.get('/newsletter_subscriptions/unsubscribe/:id', unsubscribe);
  app.post('/newsletter_subscriptions/unsubscribe/:id', unsubscribe);
  // The same for review invitations (decision 054): their own choice, apart from the newsletter.
  const stopReviews = async (
    request: FastifyRequest<{
      Params: { id: string };
      Querystring: { token?: string; lang?: string };
    }>,
    reply: FastifyReply,
  ) => {
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    const browser =
      request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    const page = newsletterPage(request);
    try {
      await stopReviewInvitationsWithToken(db, parseId(request.params.id), token);
    } catch (error) {
      if (!browser) throw error;
      return reply.redirect(`${page}?state=invalid`, 303);
    }
    return browser ? reply.redirect(`${page}?state=reviews-stopped`, 303) : { message: 'ok' };
  };
  app.get('/review_invitations/unsubscribe/:id', stopReviews);
  app.post('/review_invitations/unsubscribe/:id', stopReviews);
  for (const [action, enabled] of [
    ['enable', true],
    ['disable', false],
  ] as const) {
    app.patch<{ Params: { id: string } }>(
      `/newsletter_subscriptions/${action}/:id`,
      async (request) => {
        const { userId } = requireSession(request);
        const user = await findUserById(db, userId);
        if (!user) throw new HttpError(401, 'unauthenticated');
        return {
          data: await setOwnSubscription(db, user, parseId(request.params.id), enabled, now()),
        };
      },
    );
  }
}
