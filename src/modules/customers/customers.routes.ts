/**
 * Account API of SPEC §7: /auth, /users, /addresses, /favorites, /newsletter_subscriptions,
 * /genders. Thin: parse with the shared zod schemas, call the use case, answer.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError, parseId, parseQueryOrThrow } from '../../shared/http';
import type { Locale } from '../../shared/locale';
import { parseBodyOrThrow } from '../../shared/validation';
import {
  forgotPassword,
  login,
  register,
  resendVerification,
  resetPassword,
  verifyEmail,
} from './accounts.service';
import { listAddressDtos } from './addresses.service';
import { registerCustomerDataRoutes } from './customer-data.routes';
import { registerVisitRoutes } from './visits.routes';
import { registerNewsletterAdminRoutes } from './newsletter-admin.routes';
import {
  forgotPasswordInput,
  loginInput,
  newPasswordInput,
  registerInput,
  resendVerificationInput,
  updateUserInput,
  verifyEmailInput,
} from './customers.contract';
import { searchCustomers } from './impersonation.service';
import { requirePermission } from './permissions.service';
import { requireSession, type CustomerRouteDeps } from './route-deps.routes';
import { closeSession } from './sessions.service';
import { registerStaffRoutes } from './staff.routes';
import { finishSocialLogin, startSocialLogin } from './social.service';
import { getOwnUser, listGenders, me, meQuerySpec, updateOwnUser, userDto } from './users.service';

const client = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

export function registerCustomerRoutes(app: FastifyInstance, deps: CustomerRouteDeps) {
  const { db, now } = deps;
  const accountDeps = (request: FastifyRequest) => ({
    db,
    now,
    urls: deps.urlsFor(request),
    kick: deps.kick,
  });

  // --- auth --------------------------------------------------------------------------------
  app.post('/auth/token', async (request, reply) => {
    const input = parseBodyOrThrow(loginInput, request.body);
    const signedIn = await login(accountDeps(request), input, {
      ...client(request),
      device: deps.cookies.deviceCookie(request),
    });
    // The browser that signed in is trusted for this account: an attack slows others, not it.
    deps.cookies.setDeviceCookie(reply, signedIn.deviceCookie);
    return {
      access_token: signedIn.token,
      token_type: 'Bearer',
      expires_at: signedIn.expiresAt.toISOString(),
    };
  });

  // SPEC §7: API clients log out with GET and their Bearer token. A browser's cookie is signed
  // out only by a POST, which the same-origin check of cookie writes guards (src/server/auth.ts):
  // a link or an image on another site must not sign anyone out.
  app.get('/auth/logout', async (request, reply) => {
    const session = request.ctx.session;
    if (session?.via === 'cookie') {
      reply.header('allow', 'POST');
      throw new HttpError(405, 'logout_needs_post');
    }
    if (session) await closeSession(db, session.sessionId);
    return reply.status(204).send();
  });
  app.post('/auth/logout', async (request, reply) => {
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
    return {
      data: await me(
        db,
        userId,
        request.ctx.locale,
        query.include,
        deps.currentOrder,
        deps.supports,
      ),
    };
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

  // Listing customers is the back office's business: anyone else gets the 404 every other
  // back-office route answers (the back office does not announce itself).
  app.get<{ Querystring: { 'filter[search]'?: string } }>('/users', async (request) => {
    await requirePermission(db, request.ctx.userId, 'customers');
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

  registerCustomerDataRoutes(app, deps);
  registerVisitRoutes(app, deps);
  registerNewsletterAdminRoutes(app, deps);
  registerStaffRoutes(app, deps);
}
