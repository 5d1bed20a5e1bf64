/**
 * Property: no input answers 5xx, for every page of the route table in every language (GET,
 * and POST to its action), through the real app and the production build, as a visitor, a
 * signed-in customer and an administrator. The API routes: tests/integration/api/no-5xx.test.ts.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import {
  caseArbitrary,
  describeCase,
  fuzzActors,
  knownIds,
  pageRoutes,
  type Actor,
} from '../support/route-fuzz';

let test: Awaited<ReturnType<typeof createTestApp>>;
let actors: Actor[] = [];
let ids: string[] = [];
beforeAll(async () => {
  test = await createTestApp({ web: true, devMailbox: true });
  actors = await fuzzActors(test.app, test.database);
  ids = await knownIds(test.database);
});
afterAll(async () => test?.close());

const RUNS = Number(process.env.FUZZ_RUNS ?? 2);

it('every page, GET and POST, as a visitor, a customer and an administrator', async () => {
  const routes = pageRoutes();
  expect(routes.length).toBeGreaterThan(400);
  const failures: string[] = [];
  for (const [index, route] of routes.entries()) {
    for (const actor of actors) {
      let answer = '';
      const result = await fc.check(
        fc.asyncProperty(caseArbitrary(route, actor, ids, true), async (request) => {
          const res = await test.app.inject(request);
          answer = `${res.statusCode}`;
          return res.statusCode < 500;
        }),
        { numRuns: RUNS, seed: 20_261_126 + index, endOnFailure: true },
      );
      if (result.failed && result.counterexample)
        failures.push(`${actor.name}: ${describeCase(result.counterexample[0])} → ${answer}`);
    }
  }
  expect(failures).toEqual([]);
}, 900_000);

it('refuses a page write that is not a form, or holds a control character, in its language', async () => {
  const json = await test.app.inject({
    method: 'POST',
    url: '/es/registro',
    headers: { 'content-type': 'application/json' },
    payload: '{"quantity": 1e999}',
  });
  expect(json.statusCode).toBe(415);
  expect(json.body).toContain('Este tipo de contenido no se acepta.');
  const nul = await test.app.inject({
    method: 'POST',
    url: '/en/register',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'firstname=a%00b&email=x%40example.test',
  });
  expect(nul.statusCode).toBe(422);
  expect(nul.headers['content-type']).toMatch(/^text\/html/);
  expect(nul.body).toContain('This text contains characters that are not allowed.');
});
