import type { Db } from '../client';
import { configurations, giftCards } from '../schema';
import { BASE_DATE } from './constants';

/**
 * Demo gift cards (codes anyone can try in the cart) and the value of a loyalty point. Fake
 * codes of a demo shop: a real shop sells its cards and never seeds any.
 */
export async function seedGiftCardsAndLoyalty(db: Db): Promise<void> {
  const year = 365 * 86_400_000;
  await db.insert(giftCards).values([
    {
      code: 'CADEAU-DEMO-50',
      initialCents: 5000,
      balanceCents: 5000,
      expiresAt: new Date(BASE_DATE.getTime() + 5 * year),
    },
    {
      code: 'CADEAU-DEMO-100',
      initialCents: 10000,
      balanceCents: 10000,
      expiresAt: new Date(BASE_DATE.getTime() + 5 * year),
    },
    {
      code: 'CADEAU-EXPIRE-20',
      initialCents: 2000,
      balanceCents: 2000,
      expiresAt: new Date(BASE_DATE.getTime() - year),
    },
  ]);
  await db
    .insert(configurations)
    .values({ key: 'loyalty_point_value_cents', value: '5', isPublic: true })
    .onConflictDoNothing();
}
