import type { Db } from '../client';
import { shippingMethodRanges, shippingMethods } from '../schema';
import { SHIPPING_METHODS } from './data/shipping';

/** Delivery methods and their price grids by destination and weight. */
export async function seedShipping(db: Db): Promise<void> {
  for (const [position, method] of SHIPPING_METHODS.entries()) {
    const [row] = await db
      .insert(shippingMethods)
      .values({
        code: method.code,
        carrier: method.carrier,
        kind: method.kind,
        name: method.name,
        description: method.description,
        freeShippingEligible: method.freeShippingEligible,
        position,
      })
      .returning({ id: shippingMethods.id });
    const ranges = method.grids.flatMap(([countryIsos, steps]) =>
      steps.map(([maxWeightGrams, priceHtCents], i) => ({
        shippingMethodId: row!.id,
        countryIsos,
        minWeightGrams: i === 0 ? 0 : steps[i - 1]![0],
        maxWeightGrams,
        priceHtCents,
      })),
    );
    await db.insert(shippingMethodRanges).values(ranges);
  }
}
