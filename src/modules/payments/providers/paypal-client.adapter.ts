/**
 * PayPal REST transport: OAuth 2.0 client credentials (`POST /v1/oauth2/token`, HTTP Basic
 * client_id:secret, `grant_type=client_credentials` → { access_token, expires_in }) and
 * authenticated JSON calls. The token is cached in memory until `expires_in` (minus a minute)
 * as measured by the caller's `now`; a 401 renews it once (revoked or expired early).
 */
import { dig, readJson, str, type FetchLike } from './provider-shared.adapter';

export const PAYPAL_BASE_URLS = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
} as const;

export interface PaypalClientConfig {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'live';
  /** Overrides the environment's base URL (tests). */
  baseUrl?: string;
  fetch: FetchLike;
}

export function createPaypalClient(config: PaypalClientConfig) {
  const base = (config.baseUrl ?? PAYPAL_BASE_URLS[config.environment]).replace(/\/$/, '');
  let cached: { token: string; expiresAt: number } | null = null;

  /** A token valid at `now` (cached); without `now` (webhooks) the cached one, else a new one. */
  async function accessToken(now: Date | undefined, renew: boolean): Promise<string> {
    if (cached && !renew && (now === undefined || now.getTime() < cached.expiresAt)) {
      return cached.token;
    }
    const credentials = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const response = await config.fetch(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${credentials}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const json = await readJson(response);
    const token = str(dig(json, 'access_token'));
    const expiresIn = dig(json, 'expires_in');
    if (!response.ok || !token || typeof expiresIn !== 'number') {
      throw new Error(`PayPal OAuth token request failed (HTTP ${response.status})`);
    }
    // Renewed one minute early; a token fetched without `now` counts as already old.
    cached = { token, expiresAt: now ? now.getTime() + (expiresIn - 60) * 1000 : 0 };
    return token;
  }

  /** Authenticated JSON POST; a 401 (token revoked or expired early) renews the token once. */
  async function call(
    path: string,
    body: string,
    now: Date | undefined,
    extraHeaders: Record<string, string> = {},
  ): Promise<{ status: number; json: unknown }> {
    const send = async (token: string) =>
      config.fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          accept: 'application/json',
          ...extraHeaders,
        },
        body,
      });
    let response = await send(await accessToken(now, false));
    if (response.status === 401) response = await send(await accessToken(now, true));
    return { status: response.status, json: await readJson(response) };
  }

  return { call };
}
