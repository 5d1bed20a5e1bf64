/**
 * Social login (SPEC §7 `POST /auth/social/{provider}/callback`, page `/connexion/{provider}`):
 * start = remember PKCE verifier + nonce under the state and send the browser to the provider;
 * finish = redeem the code once, then sign in the linked customer, link a customer whose
 * address the provider vouches for, or create the account.
 */
import { and, eq, gt, lt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Db } from '../../db/client';
import { HttpError } from '../../shared/http';
import type { Locale } from '../../shared/locale';
import { findUserByEmail, insertUser, updateUser, type UserRow } from './customers.repo';
import { hashToken } from './secrets.service';
import { openSession, type ClientInfo } from './sessions.service';
import type { SocialClient, SocialProfile, SocialProvider } from './social-providers.adapter';
import { oauthFlows, userIdentities } from './social.tables';
import { sendWelcomeEmail, type AccountUrls, type SignedIn } from './accounts.service';

/** A flow must come back within this time (the provider's login page included). */
const FLOW_TTL_MS = 15 * 60_000;

export interface SocialDeps {
  db: Db;
  now: () => Date;
  clients: ReadonlyMap<SocialProvider, SocialClient>;
  urls: AccountUrls;
}

function clientFor(deps: SocialDeps, provider: string): SocialClient {
  const client = deps.clients.get(provider as SocialProvider);
  if (!client) throw new HttpError(404, 'not_found');
  return client;
}

/** Step 1: the provider's authorization URL; `state` must come back with the browser. */
export async function startSocialLogin(
  deps: SocialDeps,
  provider: string,
  input: { redirectUri: string; returnTo: string | null; locale: Locale },
): Promise<{ url: string; state: string }> {
  const client = clientFor(deps, provider);
  const now = deps.now();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await deps.db.delete(oauthFlows).where(lt(oauthFlows.expiresAt, now));
  await deps.db.insert(oauthFlows).values({
    stateHash: hashToken(state),
    provider: client.provider,
    codeVerifier,
    nonce,
    redirectUri: input.redirectUri,
    returnTo: input.returnTo,
    locale: input.locale,
    expiresAt: new Date(now.getTime() + FLOW_TTL_MS),
  });
  const url = await client.authorizationUrl({
    redirectUri: input.redirectUri,
    state,
    nonce,
    codeVerifier,
  });
  return { url, state };
}

/**
 * Step 2: the provider sent the browser back with `code` and `state`. The flow is used once
 * (a replayed callback finds nothing); any failure of the provider exchange is a 422.
 */
export async function finishSocialLogin(
  deps: SocialDeps,
  provider: string,
  input: { code: string; state: string; iss?: string },
  client: ClientInfo = {},
): Promise<SignedIn & { returnTo: string | null }> {
  const social = clientFor(deps, provider);
  const now = deps.now();
  const [flow] = await deps.db
    .delete(oauthFlows)
    .where(
      and(
        eq(oauthFlows.stateHash, hashToken(input.state)),
        eq(oauthFlows.provider, social.provider),
        gt(oauthFlows.expiresAt, now),
      ),
    )
    .returning();
  if (!flow) throw new HttpError(422, 'form_invalid', { state: [{ key: 'token_invalid' }] });
  const callback = new URL(flow.redirectUri);
  callback.searchParams.set('code', input.code);
  callback.searchParams.set('state', input.state);
  // RFC 9207: the provider names itself in the response; openid-client checks it when offered.
  if (input.iss) callback.searchParams.set('iss', input.iss);
  let profile: SocialProfile;
  try {
    profile = await social.profile(callback, {
      state: input.state,
      nonce: flow.nonce,
      codeVerifier: flow.codeVerifier,
    });
  } catch (error) {
    console.error(`social login: ${provider} exchange failed`, error);
    throw new HttpError(422, 'social_login_failed');
  }
  const user = await customerFor(deps, social.provider, profile, flow.locale as Locale, now);
  if (user.disabledAt) throw new HttpError(403, 'account_disabled');
  const opened = await openSession(deps.db, user.id, now, client);
  return { ...opened, user, returnTo: flow.returnTo };
}

async function customerFor(
  deps: SocialDeps,
  provider: SocialProvider,
  profile: SocialProfile,
  locale: Locale,
  now: Date,
): Promise<UserRow> {
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [linked] = await db
      .select({ userId: userIdentities.userId })
      .from(userIdentities)
      .where(
        and(eq(userIdentities.provider, provider), eq(userIdentities.subject, profile.subject)),
      );
    if (linked) {
      const user = await db.query.users.findFirst({
        where: (u, { eq }) => eq(u.id, linked.userId),
      });
      if (user) return user;
    }
    if (!profile.email) throw new HttpError(422, 'social_email_missing');
    const existing = await findUserByEmail(db, profile.email);
    // Linking an existing account on an unverified address would let anyone who registers
    // that address at the provider take the account over.
    if (existing && !profile.emailVerified) throw new HttpError(422, 'social_email_unverified');
    const user =
      existing ??
      (await insertUser(db, {
        email: profile.email,
        passwordHash: null,
        firstname: profile.firstname || profile.email.split('@')[0]!,
        lastname: profile.lastname,
        locale,
        // The login page says that continuing with a provider accepts the terms.
        termsAcceptedAt: now,
        privacyAcceptedAt: now,
        emailVerifiedAt: profile.emailVerified ? now : null,
        verificationEmailExpiresAt: profile.emailVerified
          ? null
          : new Date(now.getTime() + 14 * 86_400_000),
        createdAt: now,
        updatedAt: now,
      }));
    if (!user) throw new HttpError(409, 'email_taken');
    if (existing && !existing.emailVerifiedAt)
      await updateUser(db, existing.id, { emailVerifiedAt: now }, now);
    await db
      .insert(userIdentities)
      .values({
        userId: user.id,
        provider,
        subject: profile.subject,
        email: profile.email,
        createdAt: now,
      })
      .onConflictDoNothing();
    if (!existing) await sendWelcomeEmail(db, deps.urls, user);
    return user;
  });
}
