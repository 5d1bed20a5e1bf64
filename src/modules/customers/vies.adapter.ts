/**
 * The intra-EU VAT number check of the European Commission (VIES), behind an interface:
 * - `createViesChecker(url)`: the published REST service,
 *   `POST {url}/check-vat-number` with `{ countryCode, vatNumber }` (the prefix apart: EL for
 *   Greece, the rest without it) answering `{ valid, name, address, requestDate, … }`;
 * - `createOfflineVatChecker()`: deterministic, no network (tests, demo, a shop that has not
 *   turned the check on). Chosen by `VIES_URL` like the plate lookup's `PLATE_LOOKUP_URL`.
 * The answer is stored on the company; "unavailable" (a member state's server down, a timeout,
 * rate limits) is an answer too, never an error for the customer.
 */
import { compactVatNumber } from '../geo';

export type VatCheckStatus = 'valid' | 'invalid' | 'unavailable';

export interface VatCheckResult {
  status: VatCheckStatus;
  /** The registered name and address VIES gives (null when the member state hides them). */
  name: string | null;
  address: string | null;
}

export interface VatChecker {
  readonly kind: 'vies' | 'offline';
  check(vatNumber: string): Promise<VatCheckResult>;
}

export const DEFAULT_VIES_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api';

/** VIES shows "---" for what a member state does not disclose. */
const disclosed = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() && value.trim() !== '---' ? value.trim() : null;

export function createViesChecker(
  url: string,
  options: { timeoutMs?: number; fetch?: typeof fetch } = {},
): VatChecker {
  const endpoint = `${url.replace(/\/+$/, '')}/check-vat-number`;
  const doFetch = options.fetch ?? fetch;
  return {
    kind: 'vies',
    async check(vatNumber) {
      const compact = compactVatNumber(vatNumber);
      const unavailable: VatCheckResult = { status: 'unavailable', name: null, address: null };
      try {
        const response = await doFetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ countryCode: compact.slice(0, 2), vatNumber: compact.slice(2) }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        if (!response.ok) return unavailable;
        const body = (await response.json()) as Record<string, unknown>;
        // `userError` other than VALID/INVALID: the member state's service could not answer.
        const error = typeof body.userError === 'string' ? body.userError : null;
        if (error && !['VALID', 'INVALID', 'INVALID_INPUT'].includes(error)) return unavailable;
        const valid = body.valid ?? body.isValid;
        if (typeof valid !== 'boolean') return unavailable;
        return {
          status: valid ? 'valid' : 'invalid',
          name: disclosed(body.name),
          address: disclosed(body.address),
        };
      } catch {
        return unavailable;
      }
    },
  };
}

/**
 * Without the network: a number of the right format is valid, except numbers whose digits end
 * in `000` (invalid) and `999` (unavailable) — so tests and the demo walk every answer.
 */
export function createOfflineVatChecker(): VatChecker {
  return {
    kind: 'offline',
    async check(vatNumber) {
      const compact = compactVatNumber(vatNumber);
      if (compact.endsWith('999')) return { status: 'unavailable', name: null, address: null };
      if (compact.endsWith('000')) return { status: 'invalid', name: null, address: null };
      return { status: 'valid', name: null, address: null };
    },
  };
}

/** `VIES_URL` set (e.g. the Commission's REST API): the real check; else offline. */
export function vatCheckerFromEnv(env: NodeJS.ProcessEnv = process.env): VatChecker {
  const url = env.VIES_URL?.trim();
  if (!url) return createOfflineVatChecker();
  if (!/^https?:\/\//.test(url))
    throw new Error('VIES_URL must be an http(s) URL such as ' + DEFAULT_VIES_URL);
  const timeoutMs = Number(env.VIES_TIMEOUT_MS ?? 5000);
  return createViesChecker(url, { timeoutMs: Number.isFinite(timeoutMs) ? timeoutMs : 5000 });
}
