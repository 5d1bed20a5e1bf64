/**
 * The home page shows the slides and the banner the owner manages in the back office: slides
 * tagged `home` by position in the page's language, and only banners tagged `home_banner` that
 * are switched on, inside their dates and have a picture (SPEC §7 wallpapers).
 */
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as homeRoute from '../../../src/web/routes/home';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import { ORIGIN, pageContext } from '../../support/page-context';

let test: TestDatabase;
let context: AppLoadContext;

beforeAll(async () => {
  test = await createTestDatabase();
  context = await pageContext(test.database);
}, 120_000);

afterAll(async () => {
  await test?.cleanup();
});

type HomeData = Awaited<ReturnType<typeof homeRoute.loader>>;

async function home(path: string): Promise<HomeData> {
  return (await homeRoute.loader({
    request: new Request(`${ORIGIN}${path}`),
    params: {},
    context,
  } as never)) as HomeData;
}

describe('the home page showcase', () => {
  it('lists the home slides by position, in the page language with French as fallback', async () => {
    const slides = await test.database.query<{ id: number; title: string }>(
      `select s.id, t.title from sliders s join slider_translations t on t.slider_id = s.id
        where t.locale = 'en' and s.is_active and 'home' = any(s.tags) order by s.position, s.id`,
    );
    expect(slides.length).toBeGreaterThan(0);
    const english = await home('/en');
    expect(english.slides.map((slide) => slide.title)).toEqual(
      slides.slice(0, 6).map((slide) => slide.title),
    );
    for (const slide of english.slides) expect(slide.image?.url).toMatch(/^\/media\//);

    // A slide switched off leaves the home (saves empty the caches; the test context keeps none).
    await test.database.query(`update sliders set is_active = false where id = $1`, [
      slides[0]!.id,
    ]);
    const after = await home('/en');
    expect(after.slides.map((slide) => slide.id)).not.toContain(slides[0]!.id);
  });

  it('shows the first running home banner only: not an expired, future, inactive or other-tag one', async () => {
    const shown = (await home('/')).banners;
    expect(shown.length).toBeLessThanOrEqual(1);
    const [running] = await test.database.query<{ id: number }>(
      `select id from wallpapers
        where is_active and 'home_banner' = any(tags)
          and (starts_at is null or starts_at <= now()) and (ends_at is null or ends_at >= now())
        order by position, id limit 1`,
    );
    expect(shown.map((banner) => banner.id)).toEqual(running ? [running.id] : []);

    await test.database.query(
      `update wallpapers set is_active = false where 'home_banner' = any(tags)`,
    );
    await test.database.query(
      `update wallpapers set is_active = true, starts_at = now() - interval '2 days',
         ends_at = now() - interval '1 day' where 'home_banner' = any(tags)`,
    );
    expect((await home('/')).banners).toEqual([]);
    await test.database.query(
      `update wallpapers set starts_at = now() + interval '1 day', ends_at = now() + interval '2 days'
        where 'home_banner' = any(tags)`,
    );
    expect((await home('/')).banners).toEqual([]);
  });
});
