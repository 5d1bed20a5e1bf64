/**
 * Meta (Facebook) Pixel, written to Meta's published base code: a queueing `fbq` stub, the
 * `fbevents.js` loader, `fbq('init', id)` and a PageView. Called only with publicity consent.
 */
import { injectScript } from './nonce';

export const PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
};

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

export function loadPixel(pixelId: string, nonce: string | undefined): void {
  if (window.fbq) return;
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as Fbq;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  window.fbq = fbq;
  window._fbq ??= fbq;
  injectScript('meta-pixel', PIXEL_SCRIPT_URL, nonce);
  fbq('init', pixelId);
  fbq('track', 'PageView');
}
