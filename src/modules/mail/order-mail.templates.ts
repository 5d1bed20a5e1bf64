/**
 * The order e-mails (confirmation, transfer instructions and reminder, payment received,
 * parcel shipped, cancellation) in the order's language, and the shop's own new-order mail in
 * the shop's: subject, table-based HTML and plain text. Pure.
 * Every value is escaped in the HTML; amounts use the shop's French number format in every
 * language (SPEC §1), dates the mail's language, in the shop's time zone.
 */
import { formatPrice } from '../../shared/money';
import type { Locale } from '../../shared/locale';
import { ACCENT, buttonHtml, emailDocument, escapeHtml, fill } from './mail-layout.templates';
import { COMMON } from './mail.texts';
import {
  ORDER_EMAIL_SCHEMAS,
  type OrderConfirmationData,
  type OrderEmailData,
  type OrderEmailTemplate,
  type OrderMailDelivery,
  type OrderMailLine,
} from './order-mail.contract';
import { ORDER_LABELS, type OrderLabels } from './order-mail-labels.texts';
import { CANCELLATION_TEXTS, ORDER_TEXTS } from './order-mail.texts';
import { SHOP_ORDER_STATE_TEXTS } from './shop-order-mail.texts';

export const SHOP_TIME_ZONE = 'Europe/Paris';

export function formatMailDate(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }).format(
    new Date(iso),
  );
}

function formatRate(locale: Locale, rateBp: number): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    rateBp / 10_000,
  );
}

/** A block of the mail: its HTML (values escaped) and its plain-text form. */
interface Block {
  html: string;
  text: string;
}

/** Two-column rows (label, value); `strong` rows are bold. */
function rows(
  colon: string,
  items: readonly { label: string; value: string; strong?: boolean }[],
): Block {
  const cell = 'padding:4px 0;font-size:14px;line-height:20px';
  const html = items
    .map((item) => {
      const weight = item.strong ? ';font-weight:bold' : '';
      return `<tr><td style="${cell}${weight}">${escapeHtml(item.label)}</td><td align="right" style="${cell}${weight};white-space:nowrap">${escapeHtml(item.value)}</td></tr>`;
    })
    .join('\n');
  return {
    html: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px;border-top:1px solid #e3e5e9">\n${html}\n</table>`,
    text: items.map((item) => `${item.label}${colon} ${item.value}`).join('\n'),
  };
}

function heading(title: string): Block {
  return {
    html: `<p style="margin:0 0 8px;font-weight:bold;color:${ACCENT}">${escapeHtml(title)}</p>`,
    text: title.toUpperCase(),
  };
}

function paragraph(lines: readonly string[]): Block {
  return {
    html: `<p style="margin:0 0 24px;font-size:14px;line-height:20px">${lines.map(escapeHtml).join('<br>')}</p>`,
    text: lines.join('\n'),
  };
}

/** A link drawn as a button; in the plain text, the label and the address in full. */
function button(colon: string, label: string, url: string): Block {
  return {
    html: buttonHtml(escapeHtml(label), escapeHtml(url)),
    text: `${label}${colon} ${url}`,
  };
}

function linesTable(
  l: OrderLabels,
  data: Pick<OrderConfirmationData, 'lines'> & { pro?: boolean },
): Block {
  // A verified PRO's order reads excl. tax (decision 048).
  const pro = data.pro === true;
  const unit = (line: OrderMailLine) =>
    pro ? `${formatPrice(line.unitHtCents ?? 0)} ${l.exclTax}` : formatPrice(line.unitTtcCents);
  const total = (line: OrderMailLine) =>
    formatPrice(pro ? (line.totalHtCents ?? 0) : line.totalTtcCents);
  const th = 'padding:6px 0;font-size:12px;color:#777777;border-bottom:1px solid #e3e5e9';
  const td = 'padding:8px 0;font-size:14px;line-height:20px;border-bottom:1px solid #eef0f3';
  const body = data.lines
    .map(
      (line) =>
        `<tr><td style="${td}">${escapeHtml(line.name)}<br><span style="font-size:12px;color:#777777">${escapeHtml(line.reference)} · ${escapeHtml(unit(line))}</span></td>` +
        `<td align="center" style="${td}">${line.quantity}</td>` +
        `<td align="right" style="${td};white-space:nowrap">${escapeHtml(total(line))}</td></tr>`,
    )
    .join('\n');
  return {
    html: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px">
<tr><td style="${th}">${escapeHtml(l.article)}</td><td align="center" style="${th}">${escapeHtml(l.quantity)}</td><td align="right" style="${th}">${escapeHtml(pro ? l.totalHt : l.total)}</td></tr>
${body}
</table>`,
    text: data.lines
      .map((line) => `- ${line.name} (${line.reference}) × ${line.quantity} — ${total(line)}`)
      .join('\n'),
  };
}

function totalsRows(locale: Locale, l: OrderLabels, data: OrderConfirmationData): Block {
  const t = data.totals;
  // A verified PRO's order: products, code and shipping excl. tax, then the VAT (decision 048).
  const pro = t.pricesIncludeTax === false;
  const products = pro ? (t.productsHtCents ?? t.productsTtcCents) : t.productsTtcCents;
  const promo = pro ? (t.promoDiscountHtCents ?? t.promoDiscountTtcCents) : t.promoDiscountTtcCents;
  const shipping = pro ? (t.shippingHtCents ?? t.shippingTtcCents) : t.shippingTtcCents;
  const items: { label: string; value: string; strong?: boolean }[] = [
    { label: l.products, value: formatPrice(products) },
  ];
  if (promo > 0) items.push({ label: l.promo, value: `−${formatPrice(promo)}` });
  if (t.loyaltyDiscountTtcCents > 0)
    items.push({ label: l.loyalty, value: `−${formatPrice(t.loyaltyDiscountTtcCents)}` });
  items.push({ label: l.shipping, value: shipping === 0 ? l.free : formatPrice(shipping) });
  if (t.paymentFeesTtcCents > 0)
    items.push({ label: l.fees, value: formatPrice(t.paymentFeesTtcCents) });
  items.push(
    { label: l.totalHt, value: formatPrice(t.totalHtCents) },
    {
      label: fill(l.vat, { rate: formatRate(locale, t.vatRateBp) }),
      value: formatPrice(t.vatCents),
    },
    { label: l.totalTtc, value: formatPrice(t.totalTtcCents), strong: true },
  );
  if (t.giftCardUsedCents > 0)
    items.push(
      { label: l.giftCard, value: `−${formatPrice(t.giftCardUsedCents)}` },
      { label: l.amountDue, value: formatPrice(t.amountDueCents), strong: true },
    );
  return rows(COMMON[locale].colon, items);
}

function deliveryBlocks(l: OrderLabels, delivery: OrderMailDelivery): Block[] {
  const blocks = [heading(l.delivery), paragraph([delivery.method])];
  switch (delivery.kind) {
    case 'home':
    case 'express':
      blocks.push(heading(l.deliveryAddress), paragraph(delivery.address));
      break;
    case 'relay':
      blocks.push(heading(l.relayPoint), paragraph(delivery.relayPoint));
      break;
    case 'store':
      blocks.push(heading(l.pickupAddress), paragraph(delivery.pickupAddress));
      if (delivery.pickupHours)
        blocks.push(heading(l.pickupHours), paragraph([delivery.pickupHours]));
      break;
  }
  return blocks;
}

function details(locale: Locale, template: OrderEmailTemplate, data: unknown): Block[] {
  const l = ORDER_LABELS[locale];
  const colon = COMMON[locale].colon;
  switch (template) {
    case 'order_confirmation': {
      const order = data as OrderConfirmationData;
      return [
        rows(colon, [
          { label: l.orderNumber, value: order.number, strong: true },
          { label: l.orderDate, value: formatMailDate(locale, order.placedAt) },
        ]),
        linesTable(l, { ...order, pro: order.totals.pricesIncludeTax === false }),
        totalsRows(locale, l, order),
        ...deliveryBlocks(l, order.delivery),
        heading(l.payment),
        paragraph([l.methods[order.paymentMethod]]),
      ];
    }
    case 'transfer_instructions':
    case 'transfer_reminder': {
      const bank = data as OrderEmailData<'transfer_instructions'>;
      return [
        heading(l.bankDetails),
        rows(colon, [
          { label: l.amount, value: formatPrice(bank.amountCents), strong: true },
          { label: l.holder, value: bank.holder },
          { label: 'IBAN', value: bank.iban },
          { label: 'BIC', value: bank.bic },
          { label: l.reference, value: bank.number, strong: true },
          { label: l.deadline, value: formatMailDate(locale, bank.deadline) },
        ]),
      ];
    }
    case 'order_shipped': {
      const parcel = data as OrderEmailData<'order_shipped'>;
      return [
        rows(colon, [
          { label: l.orderNumber, value: parcel.number },
          { label: l.carrier, value: parcel.carrier },
          { label: l.trackingNumber, value: parcel.trackingNumber, strong: true },
        ]),
        ...(parcel.trackingUrl ? [button(colon, l.trackParcel, parcel.trackingUrl)] : []),
        ...deliveryBlocks(l, parcel.delivery),
      ];
    }
    case 'shop_new_order': {
      const order = data as OrderEmailData<'shop_new_order'>;
      return [
        rows(colon, [
          { label: l.orderNumber, value: order.number, strong: true },
          { label: l.customer, value: order.customerName },
          { label: l.email, value: order.customerEmail },
          ...(order.customerPhone ? [{ label: l.phone, value: order.customerPhone }] : []),
          { label: l.totalTtc, value: formatPrice(order.amountCents), strong: true },
        ]),
        linesTable(l, order),
        ...deliveryBlocks(l, order.delivery),
      ];
    }
    case 'payment_received':
    case 'order_cancelled':
      return [];
  }
}

/** The intro's placeholders, formatted for the mail's language. */
function placeholders(locale: Locale, data: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = { number: String(data.number) };
  if (typeof data.amountCents === 'number') values.amount = formatPrice(data.amountCents);
  if (typeof data.deadline === 'string') values.deadline = formatMailDate(locale, data.deadline);
  if (typeof data.paymentMethod === 'string')
    values.method = ORDER_LABELS[locale].methods[data.paymentMethod as 'transfer'];
  if (typeof data.customerName === 'string') values.customer = data.customerName;
  return values;
}

export function renderOrderEmail(
  locale: Locale,
  template: OrderEmailTemplate,
  raw: unknown,
): { subject: string; html: string; text: string } {
  const data = ORDER_EMAIL_SCHEMAS[template].parse(raw) as Record<string, unknown>;
  const words = ORDER_TEXTS[template][locale];
  const common = COMMON[locale];
  const values = placeholders(locale, data);
  const t = (text: string) => fill(text, values);
  let intro = t(words.intro);
  if (template === 'shop_new_order') {
    const state = (data as OrderEmailData<'shop_new_order'>).state;
    intro = `${intro} ${SHOP_ORDER_STATE_TEXTS[locale][state]}`;
  }
  if (template === 'order_cancelled') {
    const cancelled = data as OrderEmailData<'order_cancelled'>;
    const why = CANCELLATION_TEXTS[locale];
    intro = [intro, why[cancelled.reason], cancelled.refund ? why.refund : '']
      .filter(Boolean)
      .join(' ');
  }
  // The shop's own mails greet the team; the customer's, the customer by first name.
  const greeting =
    typeof data.firstname === 'string'
      ? fill(common.greeting, { firstname: data.firstname })
      : common.teamGreeting;
  const subject = t(words.subject);
  const note = t(words.note);
  const blocks = details(locale, template, data);
  const bodyHtml = [
    `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>`,
    `<p style="margin:0 0 24px">${escapeHtml(intro)}</p>`,
    ...blocks.map((b) => b.html),
    `<p style="margin:0 0 24px">${escapeHtml(note)}</p>`,
    `<p style="margin:0 0 24px">${escapeHtml(common.signature)}</p>`,
  ].join('\n');
  return {
    subject,
    html: emailDocument({
      locale,
      subject,
      preheader: t(words.preheader),
      footer: common.footer,
      bodyHtml,
    }),
    text: [
      greeting,
      intro,
      ...blocks.map((b) => b.text),
      note,
      common.signature,
      `--\n${common.footer}`,
    ].join('\n\n'),
  };
}
