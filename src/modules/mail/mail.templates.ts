/**
 * Renders a transactional e-mail (subject, HTML, plain text) from its template, locale and data.
 * Pure: no I/O, no clock. Every interpolated value is HTML-escaped in the HTML part; links must
 * be absolute http(s) URLs (anything else is a bug of the caller and throws). The account mails
 * (a link and a button) are drawn here; the order mails by order-mail.templates.ts.
 */
import { isHttpUrl } from '../../shared/url';
import type { Locale } from '../../shared/locale';
import { ACCENT, buttonHtml, emailDocument, escapeHtml, fill } from './mail-layout.templates';
import { isOrderEmailTemplate, orderEmailProblem } from './order-mail.contract';
import { renderOrderEmail } from './order-mail.templates';
import {
  isReviewEmailTemplate,
  renderReviewInvitation,
  reviewEmailProblem,
} from './review-mail.templates';
import { COMMON, LINK_TEMPLATE_FIELDS, TEXTS, type EmailTemplate } from './mail.texts';

export { SHOP_NAME, escapeHtml } from './mail-layout.templates';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  /** Extra headers (marketing mails: List-Unsubscribe, marketing-mail.templates.ts). */
  headers?: Readonly<Record<string, string>>;
}

export interface TemplateInput {
  locale: Locale;
  template: EmailTemplate;
  /** Account mails: strings ({ firstname, link }); order mails: order-mail.data.ts shapes. */
  data: Readonly<Record<string, unknown>>;
}

/** Why `input` cannot be rendered, or null: missing data, or a link that is not http(s). */
export function templateProblem(input: TemplateInput): string | null {
  if (isOrderEmailTemplate(input.template)) return orderEmailProblem(input.template, input.data);
  if (isReviewEmailTemplate(input.template)) return reviewEmailProblem(input.data);
  const fields = LINK_TEMPLATE_FIELDS[input.template];
  if (!fields) return `unknown template ${String(input.template)}`;
  const missing = fields.filter((f) => typeof input.data[f] !== 'string' || !input.data[f]);
  if (missing.length > 0) return `${input.template}: missing ${missing.join(', ')}`;
  if (fields.includes('link') && !isHttpUrl(input.data.link as string)) {
    return `${input.template}: link must be an absolute http(s) URL`;
  }
  return null;
}

export function renderEmail(input: TemplateInput): RenderedEmail {
  const problem = templateProblem(input);
  if (problem) throw new Error(`Cannot render e-mail: ${problem}`);
  if (isOrderEmailTemplate(input.template))
    return renderOrderEmail(input.locale, input.template, input.data);
  if (isReviewEmailTemplate(input.template))
    return renderReviewInvitation(input.locale, input.data);
  const data = input.data as Record<string, string>;
  const words = TEXTS[input.template][input.locale];
  const common = COMMON[input.locale];
  const t = (text: string) => fill(text, data);
  const link = data.link!;
  const parts = {
    subject: t(words.subject),
    preheader: t(words.preheader),
    // Visitors (newsletter) have no first name: "Bonjour," rather than "Bonjour ,".
    greeting: data.firstname ? t(common.greeting) : common.greeting.replace(/ \{firstname\}/, ''),
    intro: t(words.intro),
    button: t(words.button),
    note: t(words.note),
    fallback: t(common.fallback),
    signature: t(common.signature),
    footer: t(common.footer),
  };
  return {
    subject: parts.subject,
    html: html(input.locale, link, parts),
    text: [
      parts.greeting,
      parts.intro,
      `${parts.button}${common.colon}\n${link}`,
      parts.note,
      parts.signature,
      `--\n${parts.footer}`,
    ].join('\n\n'),
  };
}

type Parts = Record<
  | 'subject'
  | 'preheader'
  | 'greeting'
  | 'intro'
  | 'button'
  | 'note'
  | 'fallback'
  | 'signature'
  | 'footer',
  string
>;

/** The greeting, the intro, a button and the link written in full, the note, the signature. */
function html(locale: Locale, link: string, raw: Parts): string {
  const p = Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [key, escapeHtml(value)]),
  ) as Parts;
  const href = escapeHtml(link);
  return emailDocument({
    locale,
    subject: raw.subject,
    preheader: raw.preheader,
    footer: raw.footer,
    bodyHtml: `<p style="margin:0 0 16px">${p.greeting}</p>
<p style="margin:0 0 24px">${p.intro.replace(/\n/g, '<br>')}</p>
${buttonHtml(p.button, href)}
<p style="margin:0 0 8px;font-size:14px;line-height:20px;color:#555555">${p.fallback}</p>
<p style="margin:0 0 24px;font-size:14px;line-height:20px;word-break:break-all"><a href="${href}" style="color:${ACCENT}">${href}</a></p>
<p style="margin:0 0 24px">${p.note}</p>
<p style="margin:0 0 24px">${p.signature}</p>`,
  });
}
