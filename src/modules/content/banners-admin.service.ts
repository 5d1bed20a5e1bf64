/** Banners (wallpapers) with their date windows, and home slides (see content-admin.service.ts). */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Locale } from '../../shared/locale';
import { recordAudit } from '../audit';
import { detachImages, imagesOf, type AttachedImage } from '../media';
import {
  checkBanner,
  checkSlide,
  contentVersion,
  type BannerInput,
  type SlideInput,
} from './content-admin.rules';
import { type SaveResult, asDb, write, type PerLocale } from './content-admin.service';
import { sliderTranslations, sliders, wallpapers } from './content.tables';

export interface AdminBanner {
  id: number;
  name: string;
  tags: string[];
  linkUrl: string | null;
  startsAt: string | null;
  endsAt: string | null;
  active: boolean;
  position: number;
  images: AttachedImage[];
  version: string;
}

async function bannerRows(db: Db, id?: number, lock = false): Promise<AdminBanner[]> {
  const query = db
    .select()
    .from(wallpapers)
    .where(id === undefined ? undefined : eq(wallpapers.id, id))
    .orderBy(asc(wallpapers.position), asc(wallpapers.id));
  const rows = lock ? await query.for('update') : await query;
  return Promise.all(
    rows.map(async (w) => {
      const base = {
        id: w.id,
        name: w.name,
        tags: w.tags,
        linkUrl: w.linkUrl,
        startsAt: w.startsAt?.toISOString() ?? null,
        endsAt: w.endsAt?.toISOString() ?? null,
        active: w.isActive,
        position: w.position,
      };
      return {
        ...base,
        images: await imagesOf(db, 'wallpaper', w.id),
        version: contentVersion(base),
      };
    }),
  );
}

export const listAdminBanners = (db: Db) => bannerRows(db);

export async function saveBanner(
  db: Db,
  actorUserId: number,
  id: number | null,
  input: BannerInput,
  version: string | null,
): Promise<SaveResult> {
  const checked = checkBanner(input);
  if (!checked.ok) return checked;
  const value = checked.value;
  return write(db, async (tx) => {
    const [before] = id === null ? [] : await bannerRows(asDb(tx), id, true);
    if (id !== null && !before) return { ok: false, notFound: true };
    if (before && version !== null && before.version !== version)
      return { ok: false, conflict: true };
    let bannerId = id;
    if (bannerId === null) {
      const [made] = await tx.insert(wallpapers).values(value).returning({ id: wallpapers.id });
      bannerId = made!.id;
    } else await tx.update(wallpapers).set(value).where(eq(wallpapers.id, bannerId));
    await recordAudit(tx, {
      actorUserId,
      action: id === null ? 'content.banner.create' : 'content.banner.update',
      entity: 'wallpapers',
      entityId: bannerId,
      before: before ? { ...before, images: undefined, version: undefined } : null,
      after: value,
    });
    return { ok: true, id: bannerId };
  });
}

export async function deleteBanner(db: Db, actorUserId: number, id: number): Promise<SaveResult> {
  return write(db, async (tx) => {
    const [before] = await bannerRows(asDb(tx), id, true);
    if (!before) return { ok: false, notFound: true };
    await detachImages(asDb(tx), 'wallpaper', id);
    await tx.delete(wallpapers).where(eq(wallpapers.id, id));
    await recordAudit(tx, {
      actorUserId,
      action: 'content.banner.delete',
      entity: 'wallpapers',
      entityId: id,
      before: { ...before, images: undefined, version: undefined },
      after: null,
    });
    return { ok: true, id };
  });
}

// --- slides -------------------------------------------------------------------------------------

export interface AdminSlide {
  id: number;
  tags: string[];
  active: boolean;
  position: number;
  title: PerLocale<string>;
  subtitle: PerLocale<string>;
  link: PerLocale<string>;
  images: AttachedImage[];
  version: string;
}

async function slideRows(db: Db, id?: number, lock = false): Promise<AdminSlide[]> {
  const query = db
    .select()
    .from(sliders)
    .where(id === undefined ? undefined : eq(sliders.id, id))
    .orderBy(asc(sliders.position), asc(sliders.id));
  const rows = lock ? await query.for('update') : await query;
  const textRows = rows.length
    ? await db
        .select()
        .from(sliderTranslations)
        .where(
          inArray(
            sliderTranslations.sliderId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return Promise.all(
    rows.map(async (s) => {
      const title: PerLocale<string> = {};
      const subtitle: PerLocale<string> = {};
      const link: PerLocale<string> = {};
      for (const t of textRows.filter((r) => r.sliderId === s.id)) {
        const locale = t.locale as Locale;
        title[locale] = t.title;
        if (t.subtitle) subtitle[locale] = t.subtitle;
        if (t.linkUrl) link[locale] = t.linkUrl;
      }
      const base = {
        id: s.id,
        tags: s.tags,
        active: s.isActive,
        position: s.position,
        title,
        subtitle,
        link,
      };
      return { ...base, images: await imagesOf(db, 'slider', s.id), version: contentVersion(base) };
    }),
  );
}

export const listAdminSlides = (db: Db) => slideRows(db);

export async function saveSlide(
  db: Db,
  actorUserId: number,
  id: number | null,
  input: SlideInput,
  version: string | null,
): Promise<SaveResult> {
  const checked = checkSlide(input);
  if (!checked.ok) return checked;
  const value = checked.value;
  return write(db, async (tx) => {
    const [before] = id === null ? [] : await slideRows(asDb(tx), id, true);
    if (id !== null && !before) return { ok: false, notFound: true };
    if (before && version !== null && before.version !== version)
      return { ok: false, conflict: true };
    const fields = { tags: value.tags, isActive: value.isActive, position: value.position };
    let slideId = id;
    if (slideId === null) {
      const [made] = await tx.insert(sliders).values(fields).returning({ id: sliders.id });
      slideId = made!.id;
    } else await tx.update(sliders).set(fields).where(eq(sliders.id, slideId));
    await tx.delete(sliderTranslations).where(eq(sliderTranslations.sliderId, slideId));
    const rows = Object.entries(value.texts).map(([locale, t]) => ({
      sliderId: slideId!,
      locale,
      ...t,
    }));
    if (rows.length) await tx.insert(sliderTranslations).values(rows);
    await recordAudit(tx, {
      actorUserId,
      action: id === null ? 'content.slide.create' : 'content.slide.update',
      entity: 'sliders',
      entityId: slideId,
      before: before ? { ...before, images: undefined, version: undefined } : null,
      after: value,
    });
    return { ok: true, id: slideId };
  });
}

export async function deleteSlide(db: Db, actorUserId: number, id: number): Promise<SaveResult> {
  return write(db, async (tx) => {
    const [before] = await slideRows(asDb(tx), id, true);
    if (!before) return { ok: false, notFound: true };
    await detachImages(asDb(tx), 'slider', id);
    await tx.delete(sliders).where(eq(sliders.id, id));
    await recordAudit(tx, {
      actorUserId,
      action: 'content.slide.delete',
      entity: 'sliders',
      entityId: id,
      before: { ...before, images: undefined, version: undefined },
      after: null,
    });
    return { ok: true, id };
  });
}
