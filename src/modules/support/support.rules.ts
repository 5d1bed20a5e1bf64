/**
 * The claim's states (SPEC §4, decision 051), pure: open or closed, a closed claim takes no
 * message until reopened, and whose turn it is — derived from the last message that is not a
 * staff note. No I/O, no clock.
 */

export const CLAIM_STATES = ['open', 'closed'] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];

/** Who has to write next: `us` (the shop) or `customer`. */
export const CLAIM_AWAITING = ['us', 'customer'] as const;
export type ClaimAwaiting = (typeof CLAIM_AWAITING)[number];

export type AuthorKind = 'customer' | 'staff';

/** The back office's inbox filters (URL values). */
export const INBOX_FILTERS = ['open', 'waiting_us', 'waiting_customer', 'closed', 'all'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

export const isClaimState = (value: unknown): value is ClaimState =>
  CLAIM_STATES.includes(value as ClaimState);

export const isInboxFilter = (value: unknown): value is InboxFilter =>
  INBOX_FILTERS.includes(value as InboxFilter);

/** Claim title and message lengths (the table's checks say the same). */
export const CLAIM_LIMITS = { title: 150, body: 5000 } as const;

/**
 * Whose turn it is after these messages (oldest first): the last message that is not a staff
 * note decides — a customer's asks us, staff's reply asks the customer. No message: us.
 */
export function awaitingAfter(
  messages: readonly { authorKind: AuthorKind; internal: boolean }[],
): ClaimAwaiting {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i]!;
    if (message.internal) continue;
    return message.authorKind === 'customer' ? 'us' : 'customer';
  }
  return 'us';
}

/**
 * Why a message may not be added, or null. A closed claim takes none (SPEC §4), not even a
 * staff note: reopen it first. A note is staff's only.
 */
export function messageRefusal(
  state: ClaimState,
  message: { authorKind: AuthorKind; internal: boolean },
): 'claim_closed' | 'claim_note_staff_only' | null {
  if (message.internal && message.authorKind !== 'staff') return 'claim_note_staff_only';
  if (state === 'closed') return 'claim_closed';
  return null;
}

/**
 * The state a close or reopen leads to, or null when it changes nothing (closing a closed
 * claim): both the customer and staff may do either.
 */
export function stateChange(from: ClaimState, to: ClaimState): ClaimState | null {
  return from === to ? null : to;
}

/** Whether a claim shows in an inbox filter. */
export function matchesInboxFilter(
  claim: { state: ClaimState; awaiting: ClaimAwaiting },
  filter: InboxFilter,
): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'open':
      return claim.state === 'open';
    case 'closed':
      return claim.state === 'closed';
    case 'waiting_us':
      return claim.state === 'open' && claim.awaiting === 'us';
    case 'waiting_customer':
      return claim.state === 'open' && claim.awaiting === 'customer';
  }
}

/** Which messages a viewer sees: the customer never sees staff notes. */
export function visibleMessages<T extends { internal: boolean }>(
  messages: readonly T[],
  viewer: 'customer' | 'staff',
): T[] {
  return viewer === 'staff' ? [...messages] : messages.filter((m) => !m.internal);
}

/**
 * Whether a message tells someone by e-mail: staff replies go to the customer, customer
 * messages to the shop; notes to nobody.
 */
export function mailRecipient(message: {
  authorKind: AuthorKind;
  internal: boolean;
}): 'customer' | 'shop' | null {
  if (message.internal) return null;
  return message.authorKind === 'staff' ? 'customer' : 'shop';
}
