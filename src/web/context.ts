/**
 * What the Fastify server hands to every loader and action (`getLoadContext` in
 * src/server/ssr.ts). Loaders read data through module functions with `context.database.db`.
 */
import type { Database } from '../db/client';
import type { PlateLookup } from '../modules/vehicles';

declare module 'react-router' {
  interface AppLoadContext {
    database: Database;
    /** Per-request CSP nonce (base64), also sent in the Content-Security-Policy header. */
    cspNonce: string;
    requestId: string;
    /** ISO 3166-1 alpha-2 country of the visitor (geo-IP or choice), FR by default. */
    country: string;
    /**
     * Memo of reference data shared by all requests for ~30 s (menus, domains, brands,
     * layout texts). The key must name everything the value depends on, e.g. the locale.
     */
    cached: <T>(key: string, load: () => Promise<T>) => Promise<T>;
    /** Plate-to-vehicle lookup (the plate search form without JavaScript). */
    plateLookup: PlateLookup;
  }
}

export {};
