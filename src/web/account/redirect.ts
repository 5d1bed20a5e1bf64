/**
 * Where to go after logging in: a path of this site (`/compte/addresses?x=1`), never another
 * origin. `//evil.test` and `/\evil.test` are read by browsers as other hosts: refused.
 */
export function safeRedirect(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters (a newline in a header, a tab browsers strip) make another URL.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  return value;
}

/** Notices a page shows after a redirect (`?notice=…`): a closed list, never free text. */
export const NOTICES = [
  'emailVerified',
  'verificationSent',
  'saved',
  'deleted',
  'notFound',
  'passwordChanged',
  'loggedOut',
  'passwordReset',
  'verifyFailed',
] as const;
export type Notice = (typeof NOTICES)[number];

export function noticeOf(url: URL): Notice | null {
  const value = url.searchParams.get('notice');
  return (NOTICES as readonly string[]).includes(value ?? '') ? (value as Notice) : null;
}

/** `path` with `?notice=…` (any existing query replaced). */
export function withNotice(path: string, notice: Notice): string {
  return `${path.split('?')[0]}?notice=${notice}`;
}
