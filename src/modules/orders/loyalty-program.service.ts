/**
 * The loyalty rules the back office sets (Promotions › Loyalty, stored in the shop's settings):
 * points per euro paid and what a point is worth. Read by the crediting of a paid order, the
 * pages that say what an order will earn, and the account's loyalty page.
 */
import type { Db } from '../../db/client';
import { getPublicConfiguration } from '../content';
import {
  DEFAULT_POINT_VALUE_CENTS,
  DEFAULT_POINTS_PER_EURO,
  settingNumber,
} from './loyalty-earning.rules';

export interface LoyaltyProgram {
  /** Points earned per whole euro of products paid (0: the shop gives none). */
  pointsPerEuro: number;
  /** What one point pays, in cents. */
  pointValueCents: number;
}

/** `db` may be a transaction (the crediting of a paid order reads it inside its own). */
export async function loyaltyProgram(db: Db): Promise<LoyaltyProgram> {
  const perEuro = await getPublicConfiguration(db, 'loyalty_points_per_euro');
  const value = await getPublicConfiguration(db, 'loyalty_point_value_cents');
  return {
    pointsPerEuro: settingNumber(perEuro?.value, DEFAULT_POINTS_PER_EURO),
    pointValueCents: settingNumber(value?.value, DEFAULT_POINT_VALUE_CENTS, true),
  };
}
