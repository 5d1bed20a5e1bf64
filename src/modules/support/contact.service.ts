/**
 * Contact messages (SPEC §2 /contact, §7 `POST /contacts`; decision 052): taking one in from
 * the API or the page (honeypot, throttles, the shop-wide burst guard, the optional private
 * attachment, both e-mails in the same transaction), and the customer service's handling.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError } from '../../shared/http';
import { DEFAULT_LOCALE, type Locale } from '../../shared/locale';
import { recordAudit } from '../audit';
import { configurationValues } from '../content';
import { takeAttempt, throttleKey, tooManyAttempts } from '../customers';
import { enqueueEmail, isEmailAddress } from '../mail';
import { storeUploads, type FileStorage, type ReceivedFile, type UploadRow } from '../media';
import type { ContactInput } from './contact.contract';
import {
  CONTACT_SHOP_WINDOW_MS,
  isRobot,
  shopWideRoomLeft,
  type ContactStatus,
} from './contact.rules';
import { contactMessages, type ContactMessageRow } from './contact.tables';
import { CONTACT_SUBJECT_LABELS } from './contact.texts';

/** Absolute links of the contact e-mails, for the origin the request came to. */
export interface ContactUrls {
  /** The storefront (the acknowledgement's button), in the sender's language. */
  shop(locale: Locale): string;
  /** The message in the back office (the customer service's e-mail). */
  contactMessage(id: number): string;
}

export interface ContactDeps {
  db: Db;
  storage: FileStorage;
  now: () => Date;
  urls: ContactUrls;
}

export interface ContactSender {
  ip: string;
  /** The signed-in customer, null for a visitor. */
  userId: number | null;
  /** The page's or request's language, when the input names none. */
  locale: Locale;
}

/** Where the customer service reads the shop's mail: `contact_email` of the settings. */
async function shopInbox(db: Db): Promise<string | null> {
  const value = (await configurationValues(db, ['contact_email'])).get('contact_email');
  return value && isEmailAddress(value) ? value : null;
}

/**
 * Refusals before anything is stored, cheapest first: a filled honeypot (422, the page says
 * to write by e-mail), then 5 messages per address and per sender's e-mail (429, then one per
 * 10 minutes), then the shop-wide guard (429 for a minute).
 */
async function admit(db: Db, input: ContactInput, sender: ContactSender, now: Date) {
  if (isRobot(input.website)) throw new HttpError(422, 'contact_refused');
  await takeAttempt(db, 'contact', throttleKey.contactIp(sender.ip), now, 'contact_too_many');
  await takeAttempt(db, 'contact', throttleKey.contactEmail(input.email), now, 'contact_too_many');
  const since = new Date(now.getTime() - CONTACT_SHOP_WINDOW_MS);
  const [recent] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(gte(contactMessages.createdAt, since));
  if (!shopWideRoomLeft(Number(recent?.count ?? 0)))
    throw tooManyAttempts('contact_busy', CONTACT_SHOP_WINDOW_MS);
}

/** Stores a checked message (and its attachment) and queues both e-mails, all or nothing. */
export async function sendContactMessage(
  deps: ContactDeps,
  input: ContactInput,
  sender: ContactSender,
  attachment: ReceivedFile | null,
): Promise<{ id: number }> {
  const { db } = deps;
  const now = deps.now();
  await admit(db, input, sender, now);
  const locale = (input.locale as Locale | undefined) ?? sender.locale;
  const inbox = await shopInbox(db);

  const write = async (tx: Db, upload: UploadRow | null): Promise<number> => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        subject: input.subject,
        orderNumber: input.order_number,
        message: input.message,
        attachmentUploadId: upload?.id ?? null,
        userId: sender.userId,
        locale,
        createdAt: now,
      })
      .returning({ id: contactMessages.id });
    const id = row!.id;
    // No contact address in the settings: the message still waits in the back office.
    if (inbox)
      await enqueueEmail(tx, {
        to: inbox,
        locale: DEFAULT_LOCALE,
        template: 'contact_message',
        data: {
          link: deps.urls.contactMessage(id),
          name: input.name,
          email: input.email,
          subject: CONTACT_SUBJECT_LABELS[DEFAULT_LOCALE][input.subject],
          order_number: input.order_number ?? '—',
          attachment: upload ? upload.originalName : '—',
          message: input.message,
        },
      });
    await enqueueEmail(tx, {
      to: input.email,
      locale,
      template: 'contact_received',
      data: {
        link: deps.urls.shop(locale),
        subject: CONTACT_SUBJECT_LABELS[locale][input.subject],
      },
    });
    return id;
  };

  if (!attachment) return { id: await db.transaction((tx) => write(tx as unknown as Db, null)) };
  let id = 0;
  await storeUploads(db, deps.storage, {
    purpose: 'contact_attachment',
    files: [attachment],
    // The file belongs to the message, not to an account: staff with `claims` read it.
    ownerUserId: null,
    now,
    alongside: async (tx, rows) => {
      id = await write(tx, rows[0]!);
    },
  });
  return { id };
}

/** Marks a message handled (or back to unhandled), audited with who did it. */
export async function setContactStatus(
  db: Db,
  actorUserId: number,
  id: number,
  status: ContactStatus,
  now: Date,
): Promise<ContactMessageRow> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [before] = await t
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .for('update');
    if (!before) throw new HttpError(404, 'not_found');
    if (before.status === status) return before;
    const [after] = await t
      .update(contactMessages)
      .set(
        status === 'handled'
          ? { status, handledAt: now, handledByUserId: actorUserId }
          : { status, handledAt: null, handledByUserId: null },
      )
      .where(and(eq(contactMessages.id, id)))
      .returning();
    await recordAudit(t, {
      actorUserId,
      action: status === 'handled' ? 'contact.handle' : 'contact.reopen',
      entity: 'contact_message',
      entityId: id,
      before: { status: before.status },
      after: { status },
    });
    return after!;
  });
}
