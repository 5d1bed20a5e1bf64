/**
 * The development mailbox's pages as plain HTML strings (pure). Every value is escaped; the
 * mail's own HTML is never inlined: the detail page frames it from /dev/mailbox/{id}/html,
 * served sandboxed (see mail.routes.ts).
 */
import type { DevMail } from './mail.repo';
import { escapeHtml as e } from './mail.templates';

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f6f6f6;color:#222}
main{max-width:960px;margin:0 auto}h1{font-size:22px}table{border-collapse:collapse;width:100%;background:#fff}
th,td{padding:8px 12px;border-bottom:1px solid #ddd;text-align:left;vertical-align:top}
th{background:#eee}a{color:#0b57d0}iframe{width:100%;height:720px;border:1px solid #ccc;background:#fff}
pre{white-space:pre-wrap;background:#fff;border:1px solid #ccc;padding:16px}
.note{color:#666;font-size:14px}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>
${body}
</main></body>
</html>
`;
}

export function formatDate(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

export function mailboxListPage(mails: readonly DevMail[]): string {
  const rows = mails
    .map(
      (m) =>
        `<tr><td>${e(formatDate(m.createdAt))}</td><td>${e(m.to)}</td>` +
        `<td><a href="/dev/mailbox/${m.id}">${e(m.subject)}</a></td></tr>`,
    )
    .join('\n');
  return page(
    'Development mailbox',
    `<h1>Development mailbox</h1>
<p class="note">Mail the shop sent while no SMTP server is configured (newest first).</p>
${
  mails.length === 0
    ? '<p>No mail yet.</p>'
    : `<table><thead><tr><th>Date</th><th>To</th><th>Subject</th></tr></thead>
<tbody>
${rows}
</tbody></table>`
}`,
  );
}

export function mailboxMailPage(mail: DevMail): string {
  return page(
    mail.subject,
    `<p><a href="/dev/mailbox">← Development mailbox</a></p>
<h1>${e(mail.subject)}</h1>
<table>
<tr><th>Date</th><td>${e(formatDate(mail.createdAt))}</td></tr>
<tr><th>To</th><td>${e(mail.to)}</td></tr>
</table>
<h2>HTML</h2>
<iframe src="/dev/mailbox/${mail.id}/html" title="${e(mail.subject)}"></iframe>
<h2>Text</h2>
<pre>${linkify(mail.text)}</pre>`,
  );
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** The http(s) URLs of a plain-text mail, in order. */
export function findLinks(text: string): string[] {
  return text.match(URL_PATTERN) ?? [];
}

/** Escapes the text and makes its http(s) URLs clickable. */
export function linkify(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    out += e(text.slice(last, match.index));
    out += `<a href="${e(match[0])}">${e(match[0])}</a>`;
    last = match.index + match[0].length;
  }
  return out + e(text.slice(last));
}

/** The mail's HTML for the sandboxed frame: links open in the top window, not the frame. */
export function framedMailHtml(html: string): string {
  const base = '<base target="_top">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (h) => h + base) : base + html;
}

/**
 * The framed mail's policy: nothing runs (sandbox without scripts, unique origin), styles and
 * images of the mail only, framed by our own page only; links may navigate the top window.
 */
export const FRAMED_MAIL_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src data: https: http:',
  "frame-ancestors 'self'",
  'sandbox allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation',
].join('; ');
