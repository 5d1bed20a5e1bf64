/**
 * Account API of SPEC §7: /auth, /users, /addresses, /favorites, /newsletter_subscriptions,
 * /genders. Thin: parse with the shared zod schemas, call the use case, answer.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { HttpError, parseId, parseQueryOrThrow } from '../../shared/http';
import { parseBodyOrThrow } from '../../shared/validation';
import { CONSUMER_PRICES } from '../catalog';
import {
  forgotPassword,
  login,
  register,
  resendVerification,
  resetPassword,
  verifyEmail,
  type AccountUrls,
} from './accounts.service';
import { addressInput } from './addresses.schema';
import {
  createAddress,
  deleteAddress,
  getAddress,
  listAddressDtos,
  updateAddress,
} from './addresses.service';
import { findUserById } from './customers.repo';
import {
  forgotPasswordInput,
  loginInput,
  newPasswordInput,
  registerInput,
  resendVerificationInput,
  updateUserInput,
  verifyEmailInput,
} from './customers.schema';
import {
  addFavorite,
  deleteFavorite,
  getFavorite,
  listFavoriteDtos,
  type FavoriteOwner,
} from './favorites.service';
import { confirmGuest, setOwnSubscription, subscribeGuest } from './newsletter.service';
import { searchCustomers } from './impersonation.service';
import { closeSession } from './sessions.service';
import type { SocialClient, SocialProvider } from './social-providers';
import { finishSocialLogin, startSocialLogin } from './social.service';
import { getOwnUser, listGenders, me, meQuerySpec, updateOwnUser, userDto } from './users.service';
import { z } from 'zod';
import { emailField } from './customers.schema';
import { isLocale, type Locale } from '../../shared/locale';

export interface CustomerRouteDeps {
  db: Db;
  now: () => Date;
  /** Absolute links of e-mails, for the origin the request came to (or PUBLIC_URL). */
  urlsFor(request: FastifyRequest): AccountUrls & {
    newsletterConfirm(id: number, token: string, locale: Locale): string;
    home(locale: Locale): string;
  };
  /** Cookie plumbing owned by the server (names depend on HTTPS). */
  cookies: {
    clearSession(reply: FastifyReply): void;
    favoriteToken(request: FastifyRequest): string | null;
    ensureFavoriteToken(request: FastifyRequest, reply: FastifyReply): string;
    clearFavoriteToken(reply: FastifyReply): void;
  };
  favoriteOwnerHash(token: string): string;
  /** Configured social login providers (empty: the social routes answer 404). */
  socialClients: ReadonlyMap<SocialProvider, SocialClient>;
  /** The provider's redirect URI: the `/connexion/{provider}` page of this origin. */
  socialRedirectUri(request: FastifyRequest, provider: string): string;
}

/** The signed-in session or a 401. */
export function requireSession(request: FastifyRequest) {
  const session = request.ctx.session;
  if (!session || request.ctx.userId === null) throw new HttpError(401, 'unauthenticated');
  return { userId: request.ctx.userId, sessionId: session.sessionId };
}

const client = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

export function registerCustomerRoutes(app: FastifyInstance, deps: CustomerRouteDeps) {
  const { db, now } = deps;
  const accountDeps = (request: FastifyRequest) => ({ db, now, urls: deps.urlsFor(request) });

  // --- auth --------------------------------------------------------------------------------
  app.post('/auth/token', async (request) => {
    const input = parseBodyOrThrow(loginInput, request.body);
    const signedIn = await login(accountDeps(request), input, client(request));
    return {
      access_token: signedIn.token,
      token_type: 'Bearer',
      expires_at: signedIn.expiresAt.toISOString(),
    };
  });

  app.get('/auth/logout', async (request, reply) => {
    const session = request.ctx.session;
    if (session) await closeSession(db, session.sessionId);
    deps.cookies.clearSession(reply);
    return reply.status(204).send();
  });

  // Social login for API clients: get the provider's URL, then post back code and state.
  const socialDeps = (request: FastifyRequest) => ({
    db,
    now,
    clients: deps.socialClients,
    urls: deps.urlsFor(request),
  });
  app.get<{ Params: { provider: string }; Querystring: { return_to?: string } }>(
    '/auth/social/:provider/redirect',
    async (request) => {
      const returnTo = request.query.return_to;
      return startSocialLogin(socialDeps(request), request.params.provider, {
        redirectUri: deps.socialRedirectUri(request, request.params.provider),
        returnTo:
          typeof returnTo === 'string' && /^\/(?!\/)/.test(returnTo)
            ? returnTo.slice(0, 500)
            : null,
        locale: request.ctx.locale,
      });
    },
  );
  app.post<{ Params: { provider: string } }>('/auth/social/:provider/callback', async (request) => {
    const input = parseBodyOrThrow(
      z.strictObject({
        code: z.string({ error: 'required' }).min(1, { error: 'required' }).max(2048),
        state: z.string({ error: 'required' }).min(1, { error: 'required' }).max(512),
        iss: z.string().max(512).optional(),
      }),
      request.body,
    );
    const signedIn = await finishSocialLogin(
      socialDeps(request),
      request.params.provider,
      input,
      client(request),
    );
    return {
      access_token: signedIn.token,
      token_type: 'Bearer',
      expires_at: signedIn.expiresAt.toISOString(),
    };
  });

  app.get('/auth/me', async (request) => {
    const { userId } = requireSession(request);
    const query = parseQueryOrThrow(request.query, meQuerySpec);
    return { data: await me(db, userId, request.ctx.locale, query.include) };
  });

  // --- users -------------------------------------------------------------------------------
  app.post('/users', async (request, reply) => {
    const input = parseBodyOrThrow(registerInput, request.body);
    const signedIn = await register(accountDeps(request), input, {
      locale: request.ctx.locale,
      countryIso: request.ctx.country,
      client: client(request),
    });
    return reply.status(201).send({
      data: userDto(signedIn.user, null),
      access_token: signedIn.token,
      token_type: 'Bearer',
      expires_at: signedIn.expiresAt.toISOString(),
    });
  });

  // Listing customers is the back office's business, not a customer's.
  app.get<{ Querystring: { 'filter[search]'?: string } }>('/users', async (request) => {
    const { userId } = requireSession(request);
    const user = await findUserById(db, userId);
    if (user?.role !== 'admin' || request.ctx.session?.impersonatorSessionId !== null)
      throw new HttpError(403, 'forbidden');
    const search = request.query['filter[search]'];
    return { data: await searchCustomers(db, typeof search === 'string' ? search : '') };
  });

  app.post('/users/forgot_password', async (request, reply) => {
    const input = parseBodyOrThrow(forgotPasswordInput, request.body);
    await forgotPassword(
      accountDeps(request),
      input.email,
      (input.locale as Locale) ?? request.ctx.locale,
    );
    return reply.status(202).send({ message: 'ok' });
  });

  app.patch('/users/new_password', async (request) => {
    const input = parseBodyOrThrow(newPasswordInput, request.body);
    const user = await resetPassword(accountDeps(request), input);
    return { data: userDto(user, null) };
  });

  app.post('/users/resend_verification_email', async (request, reply) => {
    const input = parseBodyOrThrow(resendVerificationInput, request.body);
    if (request.ctx.userId !== null)
      await resendVerification(accountDeps(request), { userId: request.ctx.userId });
    else if (input.email) await resendVerification(accountDeps(request), { email: input.email });
    else throw new HttpError(422, 'form_invalid', { email: [{ key: 'required' }] });
    return reply.status(202).send({ message: 'ok' });
  });

  app.patch('/users/verify_email', async (request) => {
    const input = parseBodyOrThrow(verifyEmailInput, request.body);
    const user = await verifyEmail(accountDeps(request), input.token);
    return { data: userDto(user, null) };
  });

  app.get<{ Params: { id: string } }>('/users/:id', async (request) => {
    const { userId } = requireSession(request);
    return { data: await getOwnUser(db, userId, parseId(request.params.id)) };
  });

  app.put<{ Params: { id: string } }>('/users/:id', async (request) => {
    const actor = requireSession(request);
    const id = parseId(request.params.id);
    if (id !== actor.userId) throw new HttpError(404, 'not_found');
    const input = parseBodyOrThrow(updateUserInput, request.body);
    return { data: await updateOwnUser(db, actor, id, input, now()) };
  });

  app.get<{ Params: { id: string } }>('/users/:id/user_addresses', async (request) => {
    const { userId } = requireSession(request);
    if (parseId(request.params.id) !== userId) throw new HttpError(404, 'not_found');
    return { data: await listAddressDtos(db, userId, request.ctx.locale) };
  });

  app.get('/genders', async (request) => ({ data: await listGenders(db, request.ctx.locale) }));

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
    const input = parseBodyOrThrow(addressInput, request.body);
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
  const readContext = (request: FastifyRequest) => ({
    locale: request.ctx.locale,
    prices: CONSUMER_PRICES(request.ctx.vatRateBp ?? 2000),
  });

  app.get('/favorites', async (request, reply) => {
    const owner = favoriteOwner(request);
    const query = parseQueryOrThrow(request.query, {
      includes: ['favoritable_product', 'favoritable_product.images'],
      fields: { favorites: ['id', 'favoritable_id'] },
    });
    const data = owner
      ? await listFavoriteDtos(db, owner, readContext(request), query.include.size > 0)
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
    await subscribeGuest(db, { email: input.email, locale }, urls.newsletterConfirm, now());
    return reply.status(202).send({ message: 'ok' });
  });
  app.get<{ Params: { id: string }; Querystring: { token?: string } }>(
    '/newsletter_subscriptions/enable_guest/:id',
    async (request, reply) => {
      const token =
        typeof request.query.token === 'string' ? request.query.token.slice(0, 200) : '';
      // The e-mailed link is opened by a browser: it lands on the home page with a notice.
      const browser = (request.headers.accept ?? '').includes('text/html');
      try {
        const data = await confirmGuest(db, parseId(request.params.id), token, now());
        if (browser)
          return reply.redirect(
            `${deps.urlsFor(request).home(request.ctx.locale)}?newsletter=confirmed`,
            303,
          );
        return { data };
      } catch (error) {
        if (!browser) throw error;
        return reply.redirect(
          `${deps.urlsFor(request).home(request.ctx.locale)}?newsletter=invalid`,
          303,
        );
      }
    },
  );
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
