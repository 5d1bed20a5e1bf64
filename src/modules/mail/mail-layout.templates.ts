/**
 * What every e-mail shares: escaping, placeholder filling, and the table-based frame (header,
 * white card, footer) with inline styles — what every mail client, Outlook included, renders
 * alike. Pure.
 */
import type { Locale } from '../../shared/locale';

export const SHOP_NAME = 'Sellerie Shop';

/** Where the seller's line goes in the footer of every mail (withSellerLine). */
const SELLER_MARK = '<!--seller-->';

/**
 * The seller as the settings name it (`Sellerie Démo SAS · 12 rue … · SIRET …`), added to the
 * footer of a rendered mail at sending time: the same identity as invoices and the legal notice.
 */
export function withSellerLine<T extends { html: string; text: string }>(
  mail: T,
  line: string | null,
): T {
  if (!line) return mail;
  return {
    ...mail,
    html: mail.html.replace(SELLER_MARK, `<br>${escapeHtml(line)}`),
    text: `${mail.text}\n${line}`,
  };
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

/** `{name}` → data.name, in one pass (a value containing `{link}` is not substituted again). */
export function fill(text: string, data: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => data[name] ?? whole);
}

export const FONT =
  'font-family:Helvetica,Arial,sans-serif;color:#222222;font-size:16px;line-height:24px';
/** The storefront's colours (src/web/styles/app.css): brand red, near-black primary. */
export const ACCENT = '#d71920';
const PRIMARY = '#16181d';

/**
 * A link drawn as a button (a table cell, which every mail client paints); `label` and `href`
 * come escaped by the caller.
 */
export function buttonHtml(label: string, href: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px"><tr>
<td align="center" bgcolor="${PRIMARY}" style="border-radius:4px">
<a href="${href}" style="display:inline-block;padding:12px 24px;font-family:Helvetica,Arial,sans-serif;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:4px">${label}</a>
</td></tr></table>`;
}

export interface EmailFrame {
  locale: Locale;
  /** Plain text (escaped here). */
  subject: string;
  preheader: string;
  footer: string;
  /** The card's content: HTML whose every interpolated value the caller escaped. */
  bodyHtml: string;
}

export function emailDocument(frame: EmailFrame): string {
  const subject = escapeHtml(frame.subject);
  return `<!doctype html>
<html lang="${frame.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${subject}</title>
</head>
<body style="margin:0;padding:0;background:#f4f5f7">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(frame.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f5f7">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:6px">
<tr><td style="padding:24px 32px;border-bottom:3px solid ${ACCENT};font-family:Helvetica,Arial,sans-serif;font-size:24px;font-weight:bold;color:${PRIMARY}">${SHOP_NAME}</td></tr>
<tr><td style="padding:32px 32px 8px;${FONT}">
${frame.bodyHtml}
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #e3e5e9;font-family:Helvetica,Arial,sans-serif;font-size:12px;line-height:18px;color:#777777">${escapeHtml(frame.footer)}${SELLER_MARK}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
