/**
 * Social login providers (authorization-code flow with PKCE, through openid-client):
 * Google speaks OpenID Connect (discovery, signed ID token with nonce); Facebook Login is
 * OAuth 2.0 with PKCE, the profile read from the Graph API. Each is on only when its client
 * id and secret are configured (README: OAUTH_*).
 */
import * as oidc from 'openid-client';

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export interface SocialProfile {
  subject: string;
  email: string | null;
  /** The provider vouches that the address belongs to this person. */
  emailVerified: boolean;
  firstname: string;
  lastname: string;
}

export interface ProviderSettings {
  clientId: string;
  clientSecret: string;
  /** OpenID Connect issuer (discovery) — Google. */
  issuer?: string;
  /** Plain OAuth 2.0 endpoints — Facebook. */
  authorizationEndpoint?: string;
  tokenEndpoint?: string;
  userinfoEndpoint?: string;
}

export type SocialSettings = Partial<Record<SocialProvider, ProviderSettings>>;

const FACEBOOK_GRAPH = 'https://graph.facebook.com/v21.0';

/** Providers configured by the environment (both id and secret set). */
export function socialSettingsFromEnv(env: NodeJS.ProcessEnv): SocialSettings {
  const settings: SocialSettings = {};
  if (env.OAUTH_GOOGLE_CLIENT_ID && env.OAUTH_GOOGLE_CLIENT_SECRET) {
    settings.google = {
      clientId: env.OAUTH_GOOGLE_CLIENT_ID,
      clientSecret: env.OAUTH_GOOGLE_CLIENT_SECRET,
      issuer: env.OAUTH_GOOGLE_ISSUER || 'https://accounts.google.com',
    };
  }
  if (env.OAUTH_FACEBOOK_CLIENT_ID && env.OAUTH_FACEBOOK_CLIENT_SECRET) {
    settings.facebook = {
      clientId: env.OAUTH_FACEBOOK_CLIENT_ID,
      clientSecret: env.OAUTH_FACEBOOK_CLIENT_SECRET,
      authorizationEndpoint:
        env.OAUTH_FACEBOOK_AUTHORIZE_URL || 'https://www.facebook.com/v21.0/dialog/oauth',
      tokenEndpoint: env.OAUTH_FACEBOOK_TOKEN_URL || `${FACEBOOK_GRAPH}/oauth/access_token`,
      userinfoEndpoint:
        env.OAUTH_FACEBOOK_USERINFO_URL ||
        `${FACEBOOK_GRAPH}/me?fields=id,email,first_name,last_name`,
    };
  }
  return settings;
}

const isLoopback = (url: string) =>
  /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/.test(url);

/**
 * One provider, ready to build authorization URLs and redeem codes. Discovery documents are
 * fetched once per process. Plain HTTP is accepted only for a provider on this machine (tests).
 */
export class SocialClient {
  private config: Promise<oidc.Configuration> | null = null;

  constructor(
    readonly provider: SocialProvider,
    private readonly settings: ProviderSettings,
  ) {}

  get usesOpenIdConnect(): boolean {
    return this.settings.issuer !== undefined;
  }

  private configuration(): Promise<oidc.Configuration> {
    this.config ??= this.load().catch((error: unknown) => {
      this.config = null; // a provider briefly unreachable must not stay broken
      throw error;
    });
    return this.config;
  }

  private async load(): Promise<oidc.Configuration> {
    const { clientId, clientSecret, issuer } = this.settings;
    const insecure = [issuer, this.settings.tokenEndpoint].some((u) => u && isLoopback(u));
    const config = issuer
      ? await oidc.discovery(new URL(issuer), clientId, clientSecret, undefined, {
          ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
        })
      : new oidc.Configuration(
          {
            issuer: new URL(this.settings.authorizationEndpoint!).origin,
            authorization_endpoint: this.settings.authorizationEndpoint,
            token_endpoint: this.settings.tokenEndpoint,
          },
          clientId,
          clientSecret,
        );
    if (insecure && !issuer) oidc.allowInsecureRequests(config);
    config.timeout = 10;
    return config;
  }

  async authorizationUrl(input: {
    redirectUri: string;
    state: string;
    nonce: string;
    codeVerifier: string;
  }): Promise<string> {
    const config = await this.configuration();
    const parameters: Record<string, string> = {
      redirect_uri: input.redirectUri,
      scope: this.usesOpenIdConnect ? 'openid email profile' : 'email public_profile',
      state: input.state,
      code_challenge: await oidc.calculatePKCECodeChallenge(input.codeVerifier),
      code_challenge_method: 'S256',
    };
    if (this.usesOpenIdConnect) parameters.nonce = input.nonce;
    return oidc.buildAuthorizationUrl(config, parameters).href;
  }

  /** Redeems the code of the callback URL; checks state, PKCE and (OIDC) the nonce. */
  async profile(
    callbackUrl: URL,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<SocialProfile> {
    const config = await this.configuration();
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      ...(this.usesOpenIdConnect ? { expectedNonce: checks.nonce, idTokenExpected: true } : {}),
    });
    if (this.usesOpenIdConnect) {
      const idToken = tokens.claims()!;
      // Providers may keep profile claims out of the ID token: the userinfo endpoint has them.
      const claims: Record<string, unknown> =
        typeof idToken.email === 'string'
          ? idToken
          : { ...(await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub)), ...idToken };
      return {
        subject: idToken.sub,
        email: typeof claims.email === 'string' ? claims.email : null,
        emailVerified: claims.email_verified === true,
        firstname: String(claims.given_name ?? claims.name ?? ''),
        lastname: String(claims.family_name ?? ''),
      };
    }
    const response = await oidc.fetchProtectedResource(
      config,
      tokens.access_token,
      new URL(this.settings.userinfoEndpoint!),
      'GET',
    );
    const me = (await response.json()) as Record<string, unknown>;
    if (typeof me.id !== 'string' || me.id === '') throw new Error('facebook: no user id');
    return {
      subject: me.id,
      email: typeof me.email === 'string' ? me.email : null,
      // Facebook only returns an address its user has confirmed.
      emailVerified: typeof me.email === 'string',
      firstname: String(me.first_name ?? ''),
      lastname: String(me.last_name ?? ''),
    };
  }
}

export function socialClients(settings: SocialSettings): Map<SocialProvider, SocialClient> {
  const clients = new Map<SocialProvider, SocialClient>();
  for (const provider of SOCIAL_PROVIDERS) {
    const providerSettings = settings[provider];
    if (providerSettings) clients.set(provider, new SocialClient(provider, providerSettings));
  }
  return clients;
}
