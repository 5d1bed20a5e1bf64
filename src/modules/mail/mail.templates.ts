/**
 * Renders a transactional e-mail (subject, HTML, plain text) from its template, locale and data.
 * Pure: no I/O, no clock. Every interpolated value is HTML-escaped in the HTML part; links must
 * be absolute http(s) URLs (anything else is a bug of the caller and throws).
 */
import type { Locale } from '../../shared/locale';
import { COMMON, TEMPLATE_FIELDS, TEXTS, type EmailTemplate } from './mail.texts';

export const SHOP_NAME = 'Sellerie';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export interface TemplateInput {
  locale: Locale;
  template: EmailTemplate;
  data: Record<string, string>;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** Why `input` cannot be rendered, or null: missing data, or a link that is not http(s). */
export function templateProblem(input: TemplateInput): string | null {
  const fields = TEMPLATE_FIELDS[input.template];
  if (!fields) return `unknown template ${String(input.template)}`;
  const missing = fields.filter((f) => typeof input.data[f] !== 'string' || !input.data[f]);
  if (missing.length > 0) return `${input.template}: missing ${missing.join(', ')}`;
  if (fields.includes('link') && !isHttpUrl(input.data.link!)) {
    return `${input.template}: link must be an absolute http(s) URL`;
  }
  return null;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** `{name}` → data.name, in one pass (a value containing `{link}` is not substituted again). */
function fill(text: string, data: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => data[name] ?? whole);
}

export function renderEmail(input: TemplateInput): RenderedEmail {
  const problem = templateProblem(input);
  if (problem) throw new Error(`Cannot render e-mail: ${problem}`);
  const words = TEXTS[input.template][input.locale];
  const common = COMMON[input.locale];
  const t = (text: string) => fill(text, input.data);
  const link = input.data.link!;
  const parts = {
    subject: t(words.subject),
    preheader: t(words.preheader),
    // Visitors (newsletter) have no first name: "Bonjour," rather than "Bonjour ,".
    greeting: input.data.firstname
      ? t(common.greeting)
      : common.greeting.replace(/ \{firstname\}/, ''),
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

const FONT = 'font-family:Helvetica,Arial,sans-serif;color:#222222;font-size:16px;line-height:24px';
const ACCENT = '#8a4b1f';

/** Table layout and inline styles: what every mail client (Outlook included) renders alike. */
function html(locale: Locale, link: string, raw: Parts): string {
  const p = Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [key, escapeHtml(value)]),
  ) as Parts;
  const href = escapeHtml(link);
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${p.subject}</title>
</head>
<body style="margin:0;padding:0;background:#f4f1ec">
<div style="display:none;max-height:0;overflow:hidden">${p.preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f1ec">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:6px">
<tr><td style="padding:24px 32px;border-bottom:3px solid ${ACCENT};font-family:Georgia,serif;font-size:26px;font-weight:bold;color:${ACCENT}">${SHOP_NAME}</td></tr>
<tr><td style="padding:32px 32px 8px;${FONT}">
<p style="margin:0 0 16px">${p.greeting}</p>
<p style="margin:0 0 24px">${p.intro}</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px"><tr>
<td align="center" bgcolor="${ACCENT}" style="border-radius:4px">
<a href="${href}" style="display:inline-block;padding:12px 24px;font-family:Helvetica,Arial,sans-serif;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:4px">${p.button}</a>
</td></tr></table>
<p style="margin:0 0 8px;font-size:14px;line-height:20px;color:#555555">${p.fallback}</p>
<p style="margin:0 0 24px;font-size:14px;line-height:20px;word-break:break-all"><a href="${href}" style="color:${ACCENT}">${href}</a></p>
<p style="margin:0 0 24px">${p.note}</p>
<p style="margin:0 0 24px">${p.signature}</p>
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #e6e1da;font-family:Helvetica,Arial,sans-serif;font-size:12px;line-height:18px;color:#777777">${p.footer}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
