import type { Db } from '../client';
import { giftCards } from '../schema';
import { BASE_DATE } from './constants';

/**
 * Demo gift cards (codes anyone can try in the cart). Fake
 * codes of a demo shop: a real shop sells its cards and never seeds any.
 */
export async function seedGiftCards(db: Db): Promise<void> {
  const year = 365 * 86_400_000;
  await db.insert(giftCards).values([
    {
      code: 'CADEAU-DEMO-50',
      initialCents: 5000,
      balanceCents: 5000,
      expiresAt: new Date(BASE_DATE.getTime() + 5 * year),
      createdAt: BASE_DATE,
    },
    {
      code: 'CADEAU-DEMO-100',
      initialCents: 10000,
      balanceCents: 10000,
      expiresAt: new Date(BASE_DATE.getTime() + 5 * year),
      createdAt: BASE_DATE,
    },
    {
      code: 'CADEAU-EXPIRE-20',
      initialCents: 2000,
      balanceCents: 2000,
      expiresAt: new Date(BASE_DATE.getTime() - year),
      createdAt: BASE_DATE,
    },
  ]);
}
