export { CookieConsent, CookieSettingsLink, openCookieChooser } from './cookie-consent';
export type { CookieConsentProps } from './cookie-consent';
export {
  CONSENT_COOKIES,
  CONSENT_MAX_AGE_S,
  parseConsent,
  serialiseConsent,
  type ConsentData,
  type ConsentState,
} from './consent-rules';
