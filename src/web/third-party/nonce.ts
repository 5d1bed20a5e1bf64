/**
 * The page's CSP nonce in the browser. Browsers hide the nonce attribute once parsed, but the
 * `nonce` property of the server-rendered scripts keeps it; scripts we add carry it too.
 */
export function documentNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const script of document.querySelectorAll<HTMLScriptElement>('script')) {
    if (script.nonce) return script.nonce;
  }
  return undefined;
}

/** Appends an async external script once (by id), with the nonce. */
export function injectScript(id: string, src: string, nonce: string | undefined): void {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.async = true;
  script.src = src;
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
}
