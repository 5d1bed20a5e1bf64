/**
 * Root-loader data for <CookieConsent />: the visitor's choice read from the request cookies
 * (no banner flash for returning visitors) and the public third-party ids of the locale.
 * Usage in root.tsx's loader: `consent: await loadConsentData(request, context, locale)`.
 */
import type { AppLoadContext } from 'react-router';
import { getPublicConfiguration } from '../../../modules/content';
import type { Locale } from '../../../shared/locale';
import type {} from '../../context';
import { parseConsent, type ConsentData } from './consent-rules';

const PIXEL_ID = /^\d{5,20}$/;
const CHAT_ID = /^[\w-]{6,64}$/;

export async function loadConsentData(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
): Promise<ConsentData> {
  const ids = await context.cached(`third-party-ids:${locale}`, async () => {
    const db = context.database.db;
    const [pixel, chat] = await Promise.all([
      getPublicConfiguration(db, 'ad_pixel_id'),
      getPublicConfiguration(db, `chat_widget_id_${locale}`),
    ]);
    const pixelId = pixel?.value.trim() ?? '';
    const chatId = chat?.value.trim() ?? '';
    return {
      pixelId: PIXEL_ID.test(pixelId) ? pixelId : null,
      chatId: CHAT_ID.test(chatId) ? chatId : null,
    };
  });
  return { state: parseConsent(request.headers.get('cookie')), ...ids };
}
