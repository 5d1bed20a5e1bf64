import { createContext, useContext } from 'react';

/**
 * The request's CSP nonce, provided by entry.server.tsx around <ServerRouter>. It never goes
 * into loader data (that would expose it to every script on the page); in the browser the
 * context is empty, which is fine: nonces only matter in the server-rendered HTML.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
