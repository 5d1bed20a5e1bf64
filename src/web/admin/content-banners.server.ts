/**
 * The banners and slides page in-process (routes/admin-content-banners.tsx): saves, deletions,
 * pictures, and `banner-preview` / `slide-preview`, which render the storefront's banner or
 * slide with the typed values and the stored picture, writing nothing (docs/decisions/044).
 * Permission 'content'. Server only.
 */
import {
  deleteBanner,
  deleteSlide,
  listAdminBanners,
  listAdminSlides,
  parisInput,
  saveBanner,
  saveSlide,
  type SaveResult,
} from '../../modules/content';
import { imagesOf } from '../../modules/media';
import { adminGuard } from '../account/admin-guard.server';
import { href } from '../paths';
import { uploadContentPicture } from './content-picture.server';
import {
  done,
  doneOf,
  formValues,
  idParam,
  perLocale,
  previewLocale,
  refusal,
  str,
  type ContentAnswer,
  type PageArgs,
} from './content-form.server';

export async function bannersPage(args: PageArgs) {
  await adminGuard(args, 'content');
  const db = args.context.database.db;
  const [banners, slides] = await Promise.all([listAdminBanners(db), listAdminSlides(db)]);
  return {
    banners: banners.map((b) => ({
      ...b,
      startsAtInput: parisInput(b.startsAt ? new Date(b.startsAt) : null),
      endsAtInput: parisInput(b.endsAt ? new Date(b.endsAt) : null),
    })),
    slides,
    done: doneOf(args.request),
  };
}

export async function bannersAction(args: PageArgs) {
  const locale = await adminGuard(args, 'content');
  const { context } = args;
  const db = context.database.db;
  const actor = context.session!.userId;
  const form = await args.request.formData();
  const intent = str(form, 'intent');
  const rawId = str(form, 'id');
  const id = rawId ? idParam(rawId) : null;
  const version = str(form, 'version') || null;
  const self = href('admin-content-banners', null, locale);
  if (intent === 'image-upload')
    return uploadContentPicture(
      context,
      form,
      str(form, 'image_owner') === 'sliders' ? 'slider' : 'wallpaper',
      idParam(rawId),
      self,
      locale,
    );
  if (intent === 'banner-preview' || intent === 'slide-preview')
    return preview(form, intent, rawId || null, rawId ? idParam(rawId) : null, locale, db);
  const tags = str(form, 'tags')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  let result: SaveResult;
  if (intent === 'banner-delete') result = await deleteBanner(db, actor, idParam(rawId));
  else if (intent === 'slide-delete') result = await deleteSlide(db, actor, idParam(rawId));
  else if (intent === 'slide-save')
    result = await saveSlide(
      db,
      actor,
      id,
      {
        tags,
        active: form.get('active') === 'yes',
        position: Number(str(form, 'position') || '0'),
        title: perLocale(form, 'title'),
        subtitle: perLocale(form, 'subtitle'),
        link: perLocale(form, 'link'),
      },
      version,
    );
  else
    result = await saveBanner(
      db,
      actor,
      id,
      {
        name: str(form, 'name'),
        tags,
        linkUrl: str(form, 'link_url'),
        startsAt: str(form, 'starts_at'),
        endsAt: str(form, 'ends_at'),
        active: form.get('active') === 'yes',
        position: Number(str(form, 'position') || '0'),
      },
      version,
    );
  if (!result.ok) return refusal(result, locale, intent || 'banner-save', rawId || null, form);
  return done(self, 'saved');
}

/**
 * The storefront's banner or slide with what was typed and the stored picture (a new one has
 * none yet: the picture is added once it is saved). Nothing is written.
 */
async function preview(
  form: FormData,
  intent: 'banner-preview' | 'slide-preview',
  target: string | null,
  id: number | null,
  locale: Parameters<typeof previewLocale>[1],
  db: Parameters<typeof imagesOf>[0],
): Promise<ContentAnswer> {
  const shown = previewLocale(form, locale);
  const isBanner = intent === 'banner-preview';
  const images = id ? await imagesOf(db, isBanner ? 'wallpaper' : 'slider', id) : [];
  const image = images[0] ? { url: images[0].url, alt: images[0].alt[shown] ?? '' } : null;
  const answer = { intent, target, message: null, errors: {}, values: formValues(form) };
  if (isBanner)
    return {
      ...answer,
      preview: {
        kind: 'banner',
        locale: shown,
        banner: { name: str(form, 'name'), linkUrl: str(form, 'link_url'), image },
      },
    };
  return {
    ...answer,
    preview: {
      kind: 'slide',
      locale: shown,
      slide: {
        title: perLocale(form, 'title')[shown] ?? '',
        subtitle: perLocale(form, 'subtitle')[shown] ?? '',
        link: perLocale(form, 'link')[shown] ?? '',
        image,
      },
    },
  };
}
