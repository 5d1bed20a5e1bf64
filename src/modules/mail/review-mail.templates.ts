/**
 * The review invitation (decision 054): the products of a delivered order, each with a link
 * to its review form, sent as a marketing mail (unsubscribe footer and one-click headers).
 * Its data: { firstname, number, products: [{ name, link }], unsubscribe }. Pure.
 */
import { z } from 'zod';
import { isHttpUrl } from '../../shared/url';
import type { Locale } from '../../shared/locale';
import { emailDocument, escapeHtml, fill, ACCENT } from './mail-layout.templates';
import { marketingMail } from './marketing-mail.templates';
import type { RenderedEmail } from './mail.templates';
import { COMMON } from './mail.texts';
import { REVIEW_INVITATION_TEXTS } from './review-mail.texts';

const httpUrl = z.string().refine(isHttpUrl, 'link must be an absolute http(s) URL');

export const reviewInvitationData = z.object({
  firstname: z.string(),
  number: z.string().min(1),
  products: z.array(z.object({ name: z.string().min(1), link: httpUrl })).min(1),
  unsubscribe: httpUrl,
});
export type ReviewInvitationData = z.infer<typeof reviewInvitationData>;

export function isReviewEmailTemplate(template: string): template is 'review_invitation' {
  return template === 'review_invitation';
}

export function reviewEmailProblem(data: unknown): string | null {
  const parsed = reviewInvitationData.safeParse(data);
  return parsed.success
    ? null
    : `review_invitation: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join(', ')}`;
}

export function renderReviewInvitation(locale: Locale, raw: unknown): RenderedEmail {
  const data = reviewInvitationData.parse(raw);
  const words = REVIEW_INVITATION_TEXTS[locale];
  const common = COMMON[locale];
  const values = { firstname: data.firstname, number: data.number };
  const greeting = data.firstname
    ? fill(common.greeting, values)
    : common.greeting.replace(/ \{firstname\}/, '');
  const subject = fill(words.subject, values);
  const intro = fill(words.intro, values);
  const rows = data.products
    .map(
      (product) =>
        `<tr><td style="padding:8px 0;border-bottom:1px solid #e3e5e9">${escapeHtml(product.name)}</td>
<td align="right" style="padding:8px 0 8px 12px;border-bottom:1px solid #e3e5e9;white-space:nowrap"><a href="${escapeHtml(product.link)}" style="color:${ACCENT};font-weight:bold">${escapeHtml(words.button)}</a></td></tr>`,
    )
    .join('\n');
  const html = emailDocument({
    locale,
    subject,
    preheader: words.preheader,
    footer: common.footer,
    bodyHtml: `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 24px">${escapeHtml(intro)}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px">
${rows}
</table>
<p style="margin:0 0 24px;font-size:14px;line-height:20px;color:#555555">${escapeHtml(words.note)}</p>
<p style="margin:0 0 24px">${escapeHtml(common.signature)}</p>`,
  });
  const text = [
    greeting,
    intro,
    data.products.map((p) => `- ${p.name}\n  ${words.button}${common.colon} ${p.link}`).join('\n'),
    words.note,
    common.signature,
    `--\n${common.footer}`,
  ].join('\n\n');
  return marketingMail(
    { subject, html, text },
    { locale, unsubscribeUrl: data.unsubscribe, what: words.what },
  );
}
