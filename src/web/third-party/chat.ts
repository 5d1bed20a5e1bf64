/**
 * Crisp live chat, written to Crisp's published loader: `$crisp` queue, `CRISP_WEBSITE_ID`,
 * `CRISP_RUNTIME_CONFIG.locale`, then `https://client.crisp.chat/l.js`. One website id per
 * locale (configuration `chat_widget_id_<locale>`). Called only with functional consent.
 */
import { injectScript } from './nonce';

export const CHAT_SCRIPT_URL = 'https://client.crisp.chat/l.js';

declare global {
  interface Window {
    $crisp?: unknown[];
    CRISP_WEBSITE_ID?: string;
    CRISP_RUNTIME_CONFIG?: { locale?: string };
  }
}

export function loadChat(websiteId: string, locale: string, nonce: string | undefined): void {
  if (window.CRISP_WEBSITE_ID) return;
  window.$crisp = [];
  window.CRISP_WEBSITE_ID = websiteId;
  window.CRISP_RUNTIME_CONFIG = { locale };
  injectScript('crisp-chat', CHAT_SCRIPT_URL, nonce);
}
