import { describe, expect, it } from 'vitest';
import { billingFollowsDelivery } from './checkout.rules';

// One case a line: name, delivery address id, billing address id → follows.
// prettier-ignore
const CASES: [string, number | null, number | null, boolean][] = [
  ['nothing chosen yet', null, null, true],
  ['delivery chosen, billing never', 4, null, true],
  ['billing the same as delivery', 4, 4, true],
  ['billing chosen apart', 4, 7, false],
  // Only reachable through data written before the delivery step: kept as chosen.
  ['billing without delivery', null, 7, false],
];

describe('billingFollowsDelivery', () => {
  it.each(CASES)('%s', (_name, shippingAddressId, billingAddressId, follows) => {
    expect(billingFollowsDelivery({ shippingAddressId, billingAddressId })).toBe(follows);
  });
});
