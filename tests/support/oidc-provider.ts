import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface LocalOidcProvider {
  /** Issuer URL (http://127.0.0.1:<port>). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Registers the shop's redirect URI and starts answering. */
  start(redirectUri: string): void;
  close(): Promise<void>;
}

/** What the provider says about the person who signs in with login `login`. */
export type Claims = (login: string) => Record<string, unknown>;

/**
 * A real OpenID Connect provider (panva's oidc-provider, the certified implementation) on a
 * free local port, with its development login and consent pages: any login and password sign
 * in, and `claims(login)` are the person's claims. The port is known before the shop starts;
 * the client (with the shop's redirect URI) is registered by `start`.
 */
export async function startLocalOidcProvider(claims: Claims): Promise<LocalOidcProvider> {
  let handler: ((req: never, res: never) => void) | null = null;
  const server: Server = createServer((req, res) => {
    if (handler) return handler(req as never, res as never);
    res.statusCode = 503;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'sellerie-shop';
  const clientSecret = 'local-test-secret-0123456789abcdef';
  return {
    issuer,
    clientId,
    clientSecret,
    start(redirectUri: string) {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: [redirectUri],
            grant_types: ['authorization_code'],
            response_types: ['code'],
            token_endpoint_auth_method: 'client_secret_basic',
          },
        ],
        pkce: { required: () => true },
        claims: {
          openid: ['sub'],
          email: ['email', 'email_verified'],
          profile: ['given_name', 'family_name', 'name'],
        },
        async findAccount(_ctx, id) {
          return { accountId: id, claims: async () => ({ sub: id, ...claims(id) }) };
        },
      });
      handler = provider.callback() as never;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
