/**
 * The account's loyalty page: the balance, what it is worth, the rules as the back office set
 * them, and the ledger with the orders it names (the customer's own only).
 */
import type { Db } from '../../db/client';
import { loyaltyActions, loyaltyBalance } from '../../modules/customers';
import { customerOrderNumbers, loyaltyProgram, type LoyaltyProgram } from '../../modules/orders';

export type LoyaltyReason = 'order_paid' | 'order_used' | 'order_cancelled' | 'adjustment';

export interface LoyaltyLine {
  id: number;
  points: number;
  reason: LoyaltyReason;
  createdAt: string;
  /** The order the movement belongs to, when it is one of the customer's. */
  order: { id: number; number: string } | null;
}

export interface LoyaltyPageData {
  balance: number;
  /** What the balance pays at the checkout, in cents. */
  valueCents: number;
  program: LoyaltyProgram;
  history: LoyaltyLine[];
}

const REASONS: readonly string[] = ['order_paid', 'order_used', 'order_cancelled', 'adjustment'];

export async function loyaltyPageData(db: Db, userId: number): Promise<LoyaltyPageData> {
  const [balance, actions, program] = await Promise.all([
    loyaltyBalance(db, userId),
    loyaltyActions(db, userId),
    loyaltyProgram(db),
  ]);
  const orderIds = [...new Set(actions.flatMap((a) => (a.order_id === null ? [] : [a.order_id])))];
  const numbers = await customerOrderNumbers(db, userId, orderIds);
  return {
    balance,
    valueCents: Math.max(0, balance) * program.pointValueCents,
    program,
    history: actions.map((action) => {
      const number = action.order_id === null ? undefined : numbers.get(action.order_id);
      return {
        id: action.id,
        points: action.points,
        reason: (REASONS.includes(action.reason) ? action.reason : 'adjustment') as LoyaltyReason,
        createdAt: action.created_at,
        order: number !== undefined ? { id: action.order_id!, number } : null,
      };
    }),
  };
}
