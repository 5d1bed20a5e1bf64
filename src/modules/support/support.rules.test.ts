import { describe, expect, it } from 'vitest';
import {
  awaitingAfter,
  mailRecipient,
  matchesInboxFilter,
  messageRefusal,
  stateChange,
  visibleMessages,
  type AuthorKind,
  type ClaimAwaiting,
  type ClaimState,
  type InboxFilter,
} from './support.rules';

const m = (authorKind: AuthorKind, internal = false) => ({ authorKind, internal });

describe('awaitingAfter', () => {
  it.each([
    ['no message', [], 'us'],
    ['customer wrote', [m('customer')], 'us'],
    ['staff replied', [m('customer'), m('staff')], 'customer'],
    ['customer answered', [m('customer'), m('staff'), m('customer')], 'us'],
    ['a note after the customer', [m('customer'), m('staff', true)], 'us'],
    ['a note after staff', [m('customer'), m('staff'), m('staff', true)], 'customer'],
    ['only notes', [m('staff', true), m('staff', true)], 'us'],
  ] as const)('%s → %s', (_label, messages, expected) => {
    expect(awaitingAfter(messages)).toBe(expected);
  });
});

describe('messageRefusal', () => {
  it.each([
    ['open', m('customer'), null],
    ['open', m('staff'), null],
    ['open', m('staff', true), null],
    ['closed', m('customer'), 'claim_closed'],
    ['closed', m('staff'), 'claim_closed'],
    ['closed', m('staff', true), 'claim_closed'],
    ['open', m('customer', true), 'claim_note_staff_only'],
  ] as const)('%s claim, %o → %s', (state, message, expected) => {
    expect(messageRefusal(state, message)).toBe(expected);
  });
});

describe('stateChange', () => {
  it.each([
    ['open', 'closed', 'closed'],
    ['closed', 'open', 'open'],
    ['open', 'open', null],
    ['closed', 'closed', null],
  ] as const)('%s → %s gives %s', (from, to, expected) => {
    expect(stateChange(from, to)).toBe(expected);
  });
});

describe('matchesInboxFilter', () => {
  const cases: [ClaimState, ClaimAwaiting, InboxFilter, boolean][] = [
    ['open', 'us', 'open', true],
    ['open', 'customer', 'open', true],
    ['closed', 'us', 'open', false],
    ['open', 'us', 'waiting_us', true],
    ['open', 'customer', 'waiting_us', false],
    ['closed', 'us', 'waiting_us', false],
    ['open', 'customer', 'waiting_customer', true],
    ['open', 'us', 'waiting_customer', false],
    ['closed', 'customer', 'waiting_customer', false],
    ['closed', 'us', 'closed', true],
    ['open', 'us', 'closed', false],
    ['closed', 'customer', 'all', true],
  ];
  it.each(cases)('%s, awaiting %s, filter %s → %s', (state, awaiting, filter, expected) => {
    expect(matchesInboxFilter({ state, awaiting }, filter)).toBe(expected);
  });
});

describe('visibleMessages and mailRecipient', () => {
  const thread = [
    { id: 1, ...m('customer') },
    { id: 2, ...m('staff', true) },
    { id: 3, ...m('staff') },
  ];
  it('hides notes from the customer only', () => {
    expect(visibleMessages(thread, 'customer').map((x) => x.id)).toEqual([1, 3]);
    expect(visibleMessages(thread, 'staff').map((x) => x.id)).toEqual([1, 2, 3]);
  });
  it.each([
    [m('customer'), 'shop'],
    [m('staff'), 'customer'],
    [m('staff', true), null],
  ] as const)('%o is mailed to %s', (message, expected) => {
    expect(mailRecipient(message)).toBe(expected);
  });
});
