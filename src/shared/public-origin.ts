/**
 * The shop's public origin, from `PUBLIC_URL` (decided once here: trimmed, no trailing slash).
 * Requests fall back to their own origin; work done outside a request (the sweeps' e-mails:
 * gift cards due on a later day, review invitations) falls back to the local shop's address,
 * which is why a deployed shop sets `PUBLIC_URL` (README, start-up warning).
 */
export function configuredPublicOrigin(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.PUBLIC_URL?.trim().replace(/\/+$/, '') || undefined;
}

/** Origin of links in e-mails sent outside any request. */
export function backgroundOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return configuredPublicOrigin(env) ?? `http://localhost:${env.PORT ?? 3000}`;
}
