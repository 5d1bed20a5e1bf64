/**
 * Property: no input answers 5xx. Every route Fastify registers (API, /dev mailbox, payment
 * notifications, media) gets generated hostile requests — prototype keys in the query and the
 * body, control characters, huge numbers, decimals for integers, arrays for scalars, wrong
 * content types, empty and deeply nested bodies, unicode — as a visitor, a signed-in customer
 * and an administrator. The pages get the same in tests/e2e/no-5xx-pages.test.ts.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app';
import {
  caseArbitrary,
  describeCase,
  fuzzActors,
  knownIds,
  routeCollector,
  type Actor,
} from '../../support/route-fuzz';

const collector = routeCollector();
const api = useTestApp({ devMailbox: true, onRoute: collector.onRoute });
let actors: Actor[] = [];
let ids: string[] = [];

beforeAll(async () => {
  actors = await fuzzActors(api.app, api.database);
  ids = await knownIds(api.database);
});

/** The pages' catch-all is not registered here (web: false); their own test covers them. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

describe('no input answers 5xx', () => {
  it('registers the routes it fuzzes', () => {
    const urls = collector.routes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain('GET /api/products');
    expect(urls).toContain('POST /api/users');
    expect(urls).toContain('GET /dev/mailbox.json');
    expect(collector.routes.length).toBeGreaterThan(80);
  });

  it('on every route, as a visitor, a customer and an administrator', async () => {
    const failures: string[] = [];
    for (const [index, route] of collector.routes.entries()) {
      for (const actor of actors) {
        let answer = '';
        const result = await fc.check(
          fc.asyncProperty(caseArbitrary(route, actor, ids, false), async (request) => {
            const res = await api.app.inject(request);
            answer = `${res.statusCode} ${res.body.slice(0, 120)}`;
            return res.statusCode < 500;
          }),
          { numRuns: RUNS, seed: 20_261_126 + index, endOnFailure: true },
        );
        if (result.failed && result.counterexample)
          failures.push(`${actor.name}: ${describeCase(result.counterexample[0])} → ${answer}`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
