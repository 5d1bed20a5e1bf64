/**
 * The gift cards an order bought (docs/decisions/056): issued once the order is paid, in the
 * transaction of that move (placement paid at once, a payment notification, a transfer the staff
 * confirmed), e-mailed with their PDF on the chosen day — at once, or by the `gift-cards` sweep
 * — to the recipient or the buyer, in the order's language; the buyer is told when a card
 * for someone else left. A cancelled order's unsent cards are switched off and never sent.
 * Idempotent: a line gets one card (`set … where gift_card_id is null`, a unique index) and
 * one sending (`sent_at`), under the line's lock.
 */
import type { Db } from '../../db/client';
import { isLocale, type Locale } from '../../shared/locale';
import { formatPrice } from '../../shared/money';
import { findCustomer } from '../customers';
import { enqueueEmail, SHOP_NAME } from '../mail';
import {
  issuePurchasedGiftCard,
  parisDay,
  parisDayEnd,
  purchasedGiftCard,
  renderGiftCardPdf,
  voidPurchasedGiftCard,
} from '../promotions';
import {
  dueGiftCardLines,
  giftCardLinesOf,
  lockGiftCardLine,
  markGiftCardSent,
  setIssuedCard,
  voidUnsentLines,
  type GiftCardLineRow,
} from './gift-card-lines.repo';
import { giftCardDue, giftCardLastDay } from './gift-card-purchase.rules';
import { findPlacedOrder } from './order-snapshot.repo';
import type { OrderRow } from './orders.repo';

/** The gift cards page in each language, for the e-mail's button. */
const GIFT_CARDS_PATH: Record<Locale, string> = {
  fr: '/cartes-cadeaux',
  en: '/en/gift-cards',
  es: '/es/tarjetas-regalo',
  de: '/de/geschenkkarten',
  it: '/it/carte-regalo',
  pt: '/pt/cartoes-presente',
};

const origin = () => process.env.PUBLIC_URL?.trim().replace(/\/+$/, '') || 'http://localhost:3000';

/** Issues the cards of a paid order (those not issued yet) and sends those due today. */
export async function issueOrderGiftCards(tx: Db, order: OrderRow, now: Date): Promise<number> {
  const lines = await giftCardLinesOf(tx, order.id);
  const today = parisDay(now);
  let issued = 0;
  for (const line of lines) {
    if (line.giftCardId !== null || line.voidedAt !== null) continue;
    const lastDay = giftCardLastDay(today);
    const card = await issuePurchasedGiftCard(tx, {
      amountCents: line.amountCents,
      expiresAt: parisDayEnd(lastDay)!,
      recipientEmail: line.recipientEmail,
      now,
    });
    if (!(await setIssuedCard(tx, line.id, card.id))) continue;
    issued += 1;
    if (giftCardDue(line.deliverOn, today)) await sendGiftCardLine(tx, line.id, now);
  }
  return issued;
}

/** A cancelled order: its cards not sent yet are switched off, and will never be sent. */
export async function voidOrderGiftCards(tx: Db, orderId: number, now: Date): Promise<void> {
  for (const line of await voidUnsentLines(tx, orderId, now))
    if (line.giftCardId !== null) await voidPurchasedGiftCard(tx, line.giftCardId, now);
}

/** Mails one issued card (with its PDF) once; false when already sent, voided or not issued. */
export async function sendGiftCardLine(tx: Db, lineId: number, now: Date): Promise<boolean> {
  const line = await lockGiftCardLine(tx, lineId);
  if (!line || line.giftCardId === null || line.sentAt !== null || line.voidedAt !== null)
    return false;
  const [card, order] = await Promise.all([
    purchasedGiftCard(tx, line.giftCardId),
    orderOf(tx, line),
  ]);
  if (!card || !order) return false;
  const locale: Locale = isLocale(order.locale) ? order.locale : 'fr';
  const buyer = order.userId === null ? null : await findCustomer(tx, order.userId);
  const to = line.recipientKind === 'other' ? line.recipientEmail : (buyer?.email ?? null);
  if (!to) return false;
  const buyerName = buyer ? `${buyer.firstname} ${buyer.lastname}`.trim() : '';
  const sender = line.senderName || buyerName || SHOP_NAME;
  const shownDay = new Intl.DateTimeFormat(locale, {
    timeZone: 'Europe/Paris',
    dateStyle: 'long',
  }).format(card.expiresAt);
  const pdf = await renderGiftCardPdf({
    locale,
    shopName: SHOP_NAME,
    amountCents: card.amountCents,
    code: card.code,
    lastDay: parisDay(card.expiresAt),
    recipientName: line.recipientName ?? (buyerName || null),
    senderName: line.recipientKind === 'other' ? sender : null,
    message: line.message,
  });
  const link = `${origin()}${GIFT_CARDS_PATH[locale]}`;
  await enqueueEmail(tx, {
    to,
    locale,
    template: 'gift_card',
    data: {
      firstname: line.recipientName ?? buyer?.firstname ?? '',
      link,
      sender,
      amount: formatPrice(card.amountCents),
      code: card.code,
      last_day: shownDay,
      message: line.message ?? '',
      number: order.number ?? '',
    },
    attachments: [
      {
        filename: `carte-cadeau-${card.code.slice(-4)}.pdf`,
        contentType: 'application/pdf',
        content: pdf,
      },
    ],
  });
  // The buyer hears that a card for someone else left (a card for themself is its own news).
  if (line.recipientKind === 'other' && buyer?.email)
    await enqueueEmail(tx, {
      to: buyer.email,
      locale,
      template: 'gift_card_sent',
      data: {
        firstname: buyer.firstname,
        link,
        amount: formatPrice(card.amountCents),
        number: order.number ?? '',
        recipient: `${line.recipientName ?? ''} <${line.recipientEmail}>`.trim(),
      },
    });
  return markGiftCardSent(tx, line.id, now);
}

function orderOf(tx: Db, line: GiftCardLineRow): Promise<OrderRow | null> {
  return findPlacedOrder(tx, line.orderId);
}

/**
 * The `gift-cards` sweep: cards whose day has come and that wait to be sent, each in its own
 * transaction (one failing leaves the others sent). Returns how many left.
 */
export async function sendDueGiftCards(db: Db, now: Date): Promise<number> {
  let sent = 0;
  for (const { id } of await dueGiftCardLines(db, parisDay(now)))
    if (await db.transaction((tx) => sendGiftCardLine(tx, id, now))) sent += 1;
  return sent;
}
