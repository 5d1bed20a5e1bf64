import type { TestApp } from './app';

/** A valid registration body; override any field. */
export function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: `client${Math.random().toString(36).slice(2, 10)}@example.test`,
    password: 'Sellerie1!',
    firstname: 'Camille',
    lastname: 'Martin',
    accept_terms: true,
    accept_privacy: true,
    ...overrides,
  };
}

/** Registers a customer through the API; returns their id, e-mail, password and token. */
export async function registerCustomer(app: TestApp, overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  // Each test customer signs up from an address of their own (sign-ups are limited per address).
  const byte = () => Math.floor(Math.random() * 250) + 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/users',
    payload: body,
    remoteAddress: `10.${byte()}.${byte()}.${byte()}`,
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const json = res.json() as { data: { id: number }; access_token: string };
  return {
    id: json.data.id,
    email: body.email as string,
    password: body.password as string,
    token: json.access_token,
    auth: { authorization: `Bearer ${json.access_token}` },
  };
}

/** The French account links of a shop served at `baseUrl`, for tests that register in-process. */
export function frenchAccountUrls(baseUrl: string) {
  return {
    verifyEmail: (token: string) => `${baseUrl}/compte?token=${token}`,
    resetPassword: (token: string) => `${baseUrl}/nouveau-mot-de-passe?token=${token}`,
    forgotPassword: () => `${baseUrl}/nouveau-mot-de-passe`,
    account: () => `${baseUrl}/compte`,
  };
}
