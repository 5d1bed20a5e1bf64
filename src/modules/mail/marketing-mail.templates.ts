/**
 * What makes a rendered mail a marketing mail (decision 054): an unsubscribe line at the foot
 * of both parts, and the RFC 2369 / RFC 8058 headers — `List-Unsubscribe` with the link, and
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, so a mail client's "unsubscribe" button
 * POSTs to that link and the recipient is out at once, without opening a page. The link must
 * answer a POST without any other input (a signed URL). Pure.
 */
import { isHttpUrl } from '../../shared/url';
import type { Locale } from '../../shared/locale';
import { ACCENT, escapeHtml } from './mail-layout.templates';
import type { RenderedEmail } from './mail.templates';

export interface MarketingOptions {
  locale: Locale;
  /** Absolute http(s) URL answering GET (a page) and POST (one click) with the opt-out. */
  unsubscribeUrl: string;
  /** What the recipient stops receiving ("review invitations"), in their language. */
  what?: string;
}

const UNSUBSCRIBE: Record<Locale, { line: string; link: string }> = {
  fr: { line: 'Vous ne souhaitez plus recevoir {what} ?', link: 'Se désinscrire' },
  en: { line: 'No longer want to receive {what}?', link: 'Unsubscribe' },
  es: { line: '¿Ya no desea recibir {what}?', link: 'Darse de baja' },
  de: { line: 'Sie möchten keine {what} mehr erhalten?', link: 'Abmelden' },
  it: { line: 'Non vuoi più ricevere {what}?', link: 'Annulla l’iscrizione' },
  pt: { line: 'Já não quer receber {what}?', link: 'Cancelar a subscrição' },
};

const GENERIC: Record<Locale, string> = {
  fr: 'ces e-mails',
  en: 'these e-mails',
  es: 'estos correos',
  de: 'diese E-Mails',
  it: 'queste e-mail',
  pt: 'estes e-mails',
};

/** The mail with its unsubscribe footer and headers; a non-http(s) link is a bug (throws). */
export function marketingMail(mail: RenderedEmail, options: MarketingOptions): RenderedEmail {
  if (!isHttpUrl(options.unsubscribeUrl))
    throw new Error('marketingMail: the unsubscribe link must be an absolute http(s) URL');
  const words = UNSUBSCRIBE[options.locale];
  const line = words.line.replace('{what}', options.what ?? GENERIC[options.locale]);
  const href = escapeHtml(options.unsubscribeUrl);
  const footerHtml = `<p style="margin:0 0 16px;font-size:12px;line-height:18px;color:#777777">${escapeHtml(line)} <a href="${href}" style="color:${ACCENT}">${escapeHtml(words.link)}</a></p>`;
  return {
    ...mail,
    // Inside the card, after its content: the frame's own footer stays the same for every mail.
    html: mail.html.replace(
      /(\n<\/td><\/tr>\n<tr><td style="padding:16px 32px 24px)/,
      `\n${footerHtml}$1`,
    ),
    text: `${mail.text}\n\n${line} ${words.link}: ${options.unsubscribeUrl}`,
    headers: {
      ...mail.headers,
      'List-Unsubscribe': `<${options.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
