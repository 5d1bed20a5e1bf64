/**
 * The articles pages in-process (routes/admin-content-articles*.tsx): the list with its article
 * types, and one article's editor (texts per language, pictures, publication). A refusal comes
 * back with the typed values and a translated error per field. Permission 'content'. Server only.
 */
import { data, redirect } from 'react-router';
import {
  createArticleType,
  deleteArticle,
  deleteArticleType,
  getAdminArticle,
  listAdminArticleTypes,
  listAdminArticles,
  parisDate,
  parisInput,
  removeContentImage,
  saveArticle,
  setContentImageAlt,
  slugOf,
} from '../../modules/content';
import { imagesOf } from '../../modules/media';
import { LOCALES, type Locale } from '../../shared/locale';
import { adminGuard } from '../account/admin-guard.server';
import { uploadContentPicture } from './content-picture.server';
import { href } from '../paths';

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

export async function articlesPage(args: PageArgs) {
  await adminGuard(args, 'content');
  const db = args.context.database.db;
  const [articles, types] = await Promise.all([listAdminArticles(db), listAdminArticleTypes(db)]);
  return { articles, types, done: doneOf(args.request) };
}

export async function articlesAction(args: PageArgs) {
  const locale = await adminGuard(args, 'content');
  const { context } = args;
  const db = context.database.db;
  const actor = context.session!.userId;
  const form = await args.request.formData();
  const intent = str(form, 'intent');
  const self = href('admin-content-articles', null, locale);
  if (intent === 'type-create') {
    const result = await createArticleType(db, actor, str(form, 'identifier'), 0);
    if (!result.ok) return refusal(result, locale, intent, null, form);
    return done(self, 'type');
  }
  if (intent === 'type-delete') {
    const result = await deleteArticleType(db, actor, idParam(str(form, 'id')));
    if (!result.ok) return refusal(result, locale, intent, null, form);
    return done(self, 'type');
  }
  // create: a draft from its French title; the editor opens on it.
  const title = str(form, 'title.fr');
  const result = await saveArticle(
    db,
    actor,
    null,
    {
      articleTypeId: null,
      published: false,
      publishedAt: '',
      position: 0,
      translations: { fr: { title, slug: slugOf(title) } },
    },
    null,
    context.now(),
  );
  if (!result.ok) return refusal(result, locale, 'create', null, form);
  return redirect(href('admin-content-articles-id', { id: String(result.id) }, locale), 303);
}

export async function articlePage(args: PageArgs) {
  await adminGuard(args, 'content');
  const db = args.context.database.db;
  const id = idParam(args.params?.id);
  const [article, types] = await Promise.all([getAdminArticle(db, id), listAdminArticleTypes(db)]);
  if (!article) throw data(null, { status: 404 });
  return {
    article: { ...article, publishedAtInput: parisInput(new Date(article.publishedAt)) },
    types,
    done: doneOf(args.request),
  };
}

function articleInput(form: FormData) {
  const translations: Partial<Record<Locale, Record<string, string>>> = {};
  for (const locale of LOCALES)
    translations[locale] = {
      title: str(form, `title.${locale}`),
      slug: str(form, `slug.${locale}`),
      summary: str(form, `summary.${locale}`),
      body: str(form, `body.${locale}`),
    };
  const type = str(form, 'article_type_id');
  return {
    articleTypeId: type ? Number(type) : null,
    published: form.get('published') === 'yes',
    publishedAt: str(form, 'published_at'),
    position: Number(str(form, 'position') || '0'),
    translations,
  };
}

export async function articleAction(args: PageArgs) {
  const locale = await adminGuard(args, 'content');
  const { context } = args;
  const db = context.database.db;
  const actor = context.session!.userId;
  const id = idParam(args.params?.id);
  const form = await args.request.formData();
  const intent = str(form, 'intent');
  const self = href('admin-content-articles-id', { id: String(id) }, locale);
  const version = str(form, 'version') || null;
  if (intent === 'preview') {
    const shown = previewLocale(form, locale);
    const input = articleInput(form);
    const text = input.translations[shown] ?? {};
    const images = await imagesOf(db, 'article', id);
    const at = parisDate(input.publishedAt) ?? context.now();
    const answer: ContentAnswer = {
      intent,
      target: String(id),
      message: null,
      errors: {},
      values: formValues(form),
      preview: {
        kind: 'article',
        locale: shown,
        article: {
          title: text.title ?? '',
          body: (text.body ?? '').replace(/\r\n/g, '\n'),
          publishedAt: at.toISOString(),
          image: images[0] ? { url: images[0].url } : null,
        },
      },
    };
    return answer;
  }
  if (intent === 'delete') {
    const result = await deleteArticle(db, actor, id, version);
    if (!result.ok) return refusal(result, locale, intent, String(id), form);
    return done(href('admin-content-articles', null, locale), 'deleted');
  }
  if (intent === 'image-upload')
    return uploadContentPicture(context, form, 'article', id, self, locale);
  if (intent === 'image-alt' || intent === 'image-remove') {
    const imageId = idParam(str(form, 'image_id'));
    const result =
      intent === 'image-alt'
        ? await setContentImageAlt(db, actor, 'article', id, imageId, perLocale(form, 'alt'))
        : await removeContentImage(db, actor, 'article', id, imageId);
    if (!result.ok) return refusal(result, locale, intent, String(imageId), form);
    return done(self, 'image');
  }
  const result = await saveArticle(db, actor, id, articleInput(form), version, context.now());
  if (!result.ok) return refusal(result, locale, 'save', String(id), form);
  return done(self, 'saved');
}
