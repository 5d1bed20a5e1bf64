/**
 * Cookie consent rules (SPEC §4, §7, §9), pure: no DOM, no clock. The browser writes the
 * cookies with `document.cookie = …` for each string of `serialiseConsent`; the server reads
 * them with `parseConsent(cookieHeader)` so a returning visitor never gets the banner.
 * Lifetime: see docs/decisions/005-consent.md (172800000 ms as written in SPEC → 172800 s).
 */
export const CONSENT_COOKIES = {
  decided: 'accept_cookies',
  functional: 'fonctionnal_cookies',
  publicity: 'publicity_cookies',
} as const;

/** SPEC §7/§9 "lifetime 172800000 (ms)" = 172 800 s = 2 days, as Max-Age in seconds. */
export const CONSENT_MAX_AGE_S = 172_800;
/** SPEC §7: `user_country` has the same settings as the consent cookies. */
export const COUNTRY_COOKIE = 'user_country';
export const LOCALE_COOKIE = 'i18n_redirected';
/** SPEC §7/§9: the locale cookie lives 365 days. */
export const LOCALE_MAX_AGE_S = 365 * 24 * 60 * 60;

export interface ConsentState {
  /** A choice was made (accept, refuse or save): the banner is not shown again. */
  decided: boolean;
  functional: boolean;
  publicity: boolean;
}

export const NO_CHOICE: ConsentState = { decided: false, functional: false, publicity: false };
export const ACCEPT_ALL: ConsentState = { decided: true, functional: true, publicity: true };
export const REFUSE_ALL: ConsentState = { decided: true, functional: false, publicity: false };

/** Reads `name=value; …` (a Cookie header or document.cookie) into a map; bad escapes kept raw. */
export function parseCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (!name || cookies.has(name)) continue;
    const raw = part.slice(at + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      cookies.set(name, raw);
    }
  }
  return cookies;
}

const isTrue = (value: string | undefined) => value === 'true' || value === '1';

/** Consent from cookies. Without `accept_cookies=true` nothing counts as consented. */
export function parseConsent(cookieHeader: string | null | undefined): ConsentState {
  const cookies = parseCookies(cookieHeader);
  if (!isTrue(cookies.get(CONSENT_COOKIES.decided))) return NO_CHOICE;
  return {
    decided: true,
    functional: isTrue(cookies.get(CONSENT_COOKIES.functional)),
    publicity: isTrue(cookies.get(CONSENT_COOKIES.publicity)),
  };
}

export interface CookieOptions {
  maxAgeS: number;
  /** Adds `Secure` (pages served over HTTPS). */
  secure?: boolean;
}

/** One `Set-Cookie`/`document.cookie` string: path /, SameSite Lax (SPEC §7). */
export function serialiseCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${options.maxAgeS}`,
    'SameSite=Lax',
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** The three consent cookies for a choice; any choice sets `accept_cookies=true`. */
export function serialiseConsent(
  choice: Pick<ConsentState, 'functional' | 'publicity'>,
  options: { secure?: boolean } = {},
): string[] {
  const cookie = { maxAgeS: CONSENT_MAX_AGE_S, secure: options.secure };
  return [
    serialiseCookie(CONSENT_COOKIES.decided, 'true', cookie),
    serialiseCookie(CONSENT_COOKIES.functional, String(choice.functional), cookie),
    serialiseCookie(CONSENT_COOKIES.publicity, String(choice.publicity), cookie),
  ];
}

/** What the root loader hands to <CookieConsent /> (consent.server.ts). */
export interface ConsentData {
  state: ConsentState;
  /** Meta pixel id (configuration `ad_pixel_id`), null when none. */
  pixelId: string | null;
  /** Crisp website id of this locale (configuration `chat_widget_id_<locale>`), null when none. */
  chatId: string | null;
}
