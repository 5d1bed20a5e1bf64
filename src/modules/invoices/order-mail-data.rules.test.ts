import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS, paymentFlow } from '../orders';
import { shopNoticeAtPlacement, shopNoticeOnPayment } from './order-mail-data.rules';

describe('when the shop hears of a new order', () => {
  it.each(PAYMENT_METHODS)('%s: once, as the orders module’s payment flow says', (method) => {
    const flow = paymentFlow(method);
    const placed =
      flow === 'online' ? 'awaiting_payment' : flow === 'on_pickup' ? 'open' : 'awaiting_payment';
    const atPlacement = shopNoticeAtPlacement({ status: placed, paymentMethod: method });
    // Online: nothing at placement, the news when the gateway pays; otherwise at placement only.
    expect(atPlacement === null).toBe(flow === 'online');
    expect(shopNoticeOnPayment(method)).toBe(flow === 'online');
    if (flow === 'on_pickup') expect(atPlacement).toBe('pay_at_pickup');
    if (flow === 'offline_wait') expect(atPlacement).toBe('awaiting_payment');
  });

  it('an order already paid when placed (a gift card covered it) is news at once', () => {
    expect(shopNoticeAtPlacement({ status: 'paid', paymentMethod: 'gift_card' })).toBe('paid');
    expect(shopNoticeOnPayment('gift_card')).toBe(false);
  });
});
