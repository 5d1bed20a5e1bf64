import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocialClient, socialSettingsFromEnv } from './social-providers.adapter';

/**
 * The Facebook adapter against a local server speaking Facebook Login's published protocol:
 * the token endpoint (code + PKCE verifier + client credentials → access token, token_type
 * "bearer") and the Graph API `me` (fields id, email, first_name, last_name).
 */
let server: Server;
let base = '';
const seen: { token?: URLSearchParams; authorization?: string } = {};
let challenge = '';

const body = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', base);
    res.setHeader('content-type', 'application/json');
    if (req.method === 'POST' && url.pathname === '/v21.0/oauth/access_token') {
      const params = new URLSearchParams(await body(req));
      seen.token = params;
      const verifier = params.get('code_verifier') ?? '';
      const computed = createHash('sha256').update(verifier).digest('base64url');
      if (params.get('code') !== 'the-code' || computed !== challenge) {
        res.statusCode = 400;
        return res.end(JSON.stringify({ error: 'invalid_grant' }));
      }
      return res.end(
        JSON.stringify({ access_token: 'fb-token', token_type: 'bearer', expires_in: 5000 }),
      );
    }
    if (req.method === 'GET' && url.pathname === '/v21.0/me') {
      seen.authorization = req.headers.authorization;
      return res.end(
        JSON.stringify({
          id: '10158',
          email: 'marc@example.test',
          first_name: 'Marc',
          last_name: 'Petit',
        }),
      );
    }
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function facebook() {
  const settings = socialSettingsFromEnv({
    OAUTH_FACEBOOK_CLIENT_ID: 'app-id',
    OAUTH_FACEBOOK_CLIENT_SECRET: 'app-secret',
    OAUTH_FACEBOOK_AUTHORIZE_URL: `${base}/v21.0/dialog/oauth`,
    OAUTH_FACEBOOK_TOKEN_URL: `${base}/v21.0/oauth/access_token`,
    OAUTH_FACEBOOK_USERINFO_URL: `${base}/v21.0/me?fields=id,email,first_name,last_name`,
  });
  return new SocialClient('facebook', settings.facebook!);
}

describe('Facebook Login adapter (OAuth 2.0 + PKCE, Graph API)', () => {
  const redirectUri = 'https://shop.test/connexion/facebook';
  const codeVerifier = 'v'.repeat(50);

  it('sends the browser to the dialog with PKCE S256, state and the e-mail scope', async () => {
    const url = new URL(
      await facebook().authorizationUrl({ redirectUri, state: 'st-1', nonce: 'n', codeVerifier }),
    );
    challenge = url.searchParams.get('code_challenge')!;
    expect(url.pathname).toBe('/v21.0/dialog/oauth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'app-id',
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'email public_profile',
      state: 'st-1',
      code_challenge_method: 'S256',
    });
    expect(challenge).toBe(createHash('sha256').update(codeVerifier).digest('base64url'));
    expect(url.searchParams.has('nonce')).toBe(false);
  });

  it('redeems the code with the verifier and reads the profile from the Graph API', async () => {
    const profile = await facebook().profile(new URL(`${redirectUri}?code=the-code&state=st-1`), {
      state: 'st-1',
      nonce: 'n',
      codeVerifier,
    });
    expect(profile).toEqual({
      subject: '10158',
      email: 'marc@example.test',
      emailVerified: true,
      firstname: 'Marc',
      lastname: 'Petit',
    });
    expect(seen.token?.get('redirect_uri')).toBe(redirectUri);
    expect(seen.authorization).toBe('Bearer fb-token');
  });

  it('refuses a callback whose state is not the one sent, or a wrong verifier', async () => {
    await expect(
      facebook().profile(new URL(`${redirectUri}?code=the-code&state=forged`), {
        state: 'st-1',
        nonce: 'n',
        codeVerifier,
      }),
    ).rejects.toThrow();
    await expect(
      facebook().profile(new URL(`${redirectUri}?code=the-code&state=st-1`), {
        state: 'st-1',
        nonce: 'n',
        codeVerifier: 'w'.repeat(50),
      }),
    ).rejects.toThrow();
  });
});
