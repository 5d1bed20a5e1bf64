/**
 * The shoppers of `npm run bench:orders`, in a worker thread (plain JavaScript: a worker does not
 * inherit tsx's loader). Each shopper loops: add to cart (timed), address, delivery, transfer,
 * place (timed). Posts `{ timings, failures }` back when the time is up.
 */
/* global fetch, performance, setTimeout */
import { parentPort, workerData } from 'node:worker_threads';

const { base, shoppers, variantIds, recordFrom, stopAt, thinkMs } = workerData;
const timings = { add: [], place: [] };
const failures = { add: 0, place: 0, steps: 0 };
let range = null;

/** A person reads the page before the next click: 0.5 to 1.5 times `thinkMs` (0: no pause). */
const think = () =>
  thinkMs > 0
    ? new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random())))
    : null;

async function call(shopper, method, url, body) {
  await think();
  const started = performance.now();
  const res = await fetch(base + url, {
    method,
    headers: shopper.headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = await res.json().catch(() => null);
  // Requests sent during the warm-up (JIT, first statements) are not timed.
  const timed = Date.now() >= recordFrom;
  return { status: res.status, data: json?.data, ms: performance.now() - started, timed };
}

async function shop(shopper, n) {
  let turn = n;
  while (Date.now() < stopAt) {
    turn += 1;
    const added = await call(shopper, 'POST', '/api/orders/current/order_variants', {
      variant_id: variantIds[turn % variantIds.length],
      quantity: 1 + (turn % 2),
    });
    if (added.timed) timings.add.push(added.ms);
    if (added.status !== 201) {
      if (added.timed) failures.add += 1;
      continue;
    }
    const steps = [
      await call(shopper, 'PATCH', '/api/orders/current/assign_shipping_address', {
        address_id: shopper.addressId,
      }),
    ];
    if (range === null) {
      const ranges = await call(
        shopper,
        'GET',
        '/api/orders/current/shipping_method_ranges/available',
      );
      range = ranges.data.find((r) => r.shipping_method.code === 'store_pickup');
    }
    steps.push(
      await call(
        shopper,
        'PATCH',
        `/api/orders/current/shipping_methods/${range.shipping_method.id}/${range.id}`,
        {},
      ),
    );
    steps.push(
      await call(shopper, 'PATCH', '/api/orders/current/payment_methods/transfer/assign', {}),
    );
    if (steps.some((s) => s.status !== 200)) {
      failures.steps += 1;
      continue;
    }
    const placed = await call(shopper, 'POST', '/api/orders/current/place', {});
    if (placed.timed) timings.place.push(placed.ms);
    if (placed.status !== 201 && placed.timed) failures.place += 1;
  }
}

await Promise.all(shoppers.map((s, i) => shop(s, i)));
parentPort.postMessage({ timings, failures });
