/**
 * What the home page shows of the content the owner manages in the back office: the slides
 * tagged `home` (by position, in the page's language or French) and the banners tagged
 * `home_banner` that are switched on and inside their dates (SPEC §7: wallpapers with tags
 * home_banner, inDateRange=1, is_active=1). The same lists as `/api/sliders` and
 * `/api/wallpapers`, so a slide or banner the back office previews is the one the home shows.
 */
import type { Db } from '../../db/client';
import type { FilterValue, ListQuery } from '../../shared/api-query';
import type { Locale } from '../../shared/locale';
import type { ImageDto } from '../media';
import { listSliders } from './content-lists.service';
import { listWallpapers } from './content.service';

/** More slides than this would only lengthen a strip nobody scrolls to the end of. */
const HOME_SLIDES = 6;
/** One banner at a time: the first running one by position. */
const HOME_BANNERS = 1;

export interface ShowcasePicture {
  url: string;
  /** The text alternative written in the back office in the page's language, else empty. */
  alt: string;
  width: number | null;
  height: number | null;
}

export interface HomeSlide {
  id: number;
  title: string;
  subtitle: string;
  link: string;
  image: ShowcasePicture | null;
}

export interface HomeBanner {
  id: number;
  name: string;
  link: string;
  image: ShowcasePicture | null;
}

const listQuery = (params: Record<string, FilterValue>, limit: number): ListQuery => ({
  include: new Set(['images']),
  fields: {},
  filter: {},
  params,
  sort: [{ field: 'position', descending: false }],
  page: 1,
  limit,
});

function picture(images: ImageDto[] | undefined, locale: Locale): ShowcasePicture | null {
  const first = images?.[0];
  if (!first) return null;
  return {
    url: first.url,
    alt: first.alt?.[locale] ?? '',
    width: first.width,
    height: first.height,
  };
}

export async function homeShowcase(
  db: Db,
  locale: Locale,
  now: Date,
): Promise<{ slides: HomeSlide[]; banners: HomeBanner[] }> {
  const [slides, banners] = await Promise.all([
    listSliders(db, locale, listQuery({ tags: ['home'] }, HOME_SLIDES)),
    listWallpapers(
      db,
      listQuery({ tags: ['home_banner'], inDateRange: true, is_active: true }, HOME_BANNERS),
      now,
    ),
  ]);
  return {
    slides: slides.data.map((slide) => ({
      id: slide.id,
      title: slide.title,
      subtitle: slide.subtitle ?? '',
      link: slide.link_url ?? '',
      image: picture(slide.images, locale),
    })),
    banners: banners.data.map((banner) => ({
      id: banner.id,
      name: banner.name,
      link: banner.link_url ?? '',
      image: picture(banner.images, locale),
    })),
  };
}
