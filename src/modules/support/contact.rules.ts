/**
 * Contact-form rules (decision 052), pure: the subjects a sender picks from, the fields' sizes,
 * the shop-wide burst guard and the status a message moves between.
 */

/**
 * What people write to an upholstery shop about: an order (delay, delivery), a product
 * (material, colour, availability), fitting advice (which model fits, mounting), a PRO account
 * or prices, anything else. A fixed list routes messages and keeps the acknowledgement free of
 * text typed by strangers.
 */
export const CONTACT_SUBJECTS = ['order', 'product', 'fitting', 'pro', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_STATUSES = ['unhandled', 'handled'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  orderNumber: 40,
  /** The shortest message worth answering (the error message says 10). */
  messageMin: 10,
  /** Fits a multipart text field (10 kB) even in two-byte letters. */
  message: 5000,
} as const;

/**
 * The shop-wide guard: messages accepted in any minute, whoever sends them. Past it (a botnet
 * rotating addresses), the next one is refused with "try again in a minute": the customer
 * service's inbox and the mail sender's reputation are worth more than one late message.
 */
export const CONTACT_SHOP_LIMIT_PER_MINUTE = 49;
export const CONTACT_SHOP_WINDOW_MS = 60_000;

/** Whether one more message may be taken, given how many came in the last minute. */
export function shopWideRoomLeft(messagesInWindow: number): boolean {
  return messagesInWindow < CONTACT_SHOP_LIMIT_PER_MINUTE;
}

/** A filled honeypot (a field people never see) is a robot's message. */
export function isRobot(honeypot: string | undefined | null): boolean {
  return typeof honeypot === 'string' && honeypot.trim() !== '';
}

export function isContactSubject(value: unknown): value is ContactSubject {
  return typeof value === 'string' && (CONTACT_SUBJECTS as readonly string[]).includes(value);
}
