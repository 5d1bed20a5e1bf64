import type { AppLoadContext } from 'react-router';
import { loyaltyProgram } from '../../modules/orders';

/**
 * Points per euro paid, as the cart and the checkout say what an order will earn (the back
 * office's rule, memoised like the other settings for a few seconds).
 */
export async function pointsPerEuroFor(context: AppLoadContext): Promise<number> {
  const program = await context.cached('loyalty-program', () =>
    loyaltyProgram(context.database.db),
  );
  return program.pointsPerEuro;
}
