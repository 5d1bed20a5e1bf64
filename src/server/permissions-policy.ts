/**
 * `Permissions-Policy` of every answer (pages, API, assets, media): the browser features the
 * shop never uses are switched off for its pages and anything they embed, so an injected or
 * third-party script (the chat, the ad pixel after consent) cannot ask for them either.
 *
 * - Payment: every gateway is a top-level redirect or form post to the provider's own site
 *   (src/modules/payments/providers), whose page has its own policy; the shop calls no Payment
 *   Request API and frames no gateway, so `payment` is off too.
 * - Left at the browser's default (same origin only): `fullscreen`, `autoplay` (the chat's
 *   notification sound), `clipboard-*`.
 * - Only names Chromium recognises: an unknown one costs a console warning on every page
 *   (`ambient-light-sensor`, `battery`, `bluetooth`, `document-domain`, `web-share` are unknown
 *   to Chromium 156).
 */
const DISABLED = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
] as const;

export const PERMISSIONS_POLICY = DISABLED.map((feature) => `${feature}=()`).join(', ');
