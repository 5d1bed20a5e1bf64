import type { ReactNode } from 'react';
import type { ContentAnswer, ContentPreview } from '../../admin/content-pages.server';
import { useT } from '../../i18n';
import { LOCALES, type Locale } from '../../../shared/locale';
import { ArticleView } from '../article-view';
import { BannerView, SlideView } from '../content-banners';
import { FaqView } from '../faq-view';
import { LegalPage } from '../legal-page';
import { AdminSubnav } from './admin-subnav';

const PAGES = [
  ['admin-content', 'admin.content.navHome'],
  ['admin-content-articles', 'admin.content.navArticles'],
  ['admin-content-faq', 'admin.content.navFaq'],
  ['admin-content-texts', 'admin.content.navTexts'],
  ['admin-content-banners', 'admin.content.navBanners'],
  ['admin-content-pages', 'admin.content.navPages'],
] as const;

export type ContentPageName = (typeof PAGES)[number][0];

/** The content pages, the current one marked (`aria-current`). */
export function ContentNav({ current }: { current: ContentPageName }) {
  return <AdminSubnav label="admin.content.nav" pages={PAGES} current={current} />;
}

/** "Saved." after a redirect (`?done=`), announced politely. */
export function DoneNotice({ done }: { done: string | null }) {
  const t = useT();
  if (!done) return null;
  return (
    <p className="form-alert form-alert-success" role="status" data-testid="admin-done">
      {t('admin.content.done')}
    </p>
  );
}

/** The refusal's message above a form, when the refusal is this form's. */
export function AnswerAlert({ answer }: { answer: ContentAnswer | null }) {
  if (!answer?.message) return null;
  return (
    <p className="form-alert" role="alert" data-testid="admin-content-error">
      {answer.message}
    </p>
  );
}

/** Per-language errors of a translated field (`title.fr` → `{ fr: … }`). */
export function localeErrors(
  answer: ContentAnswer | null,
  name: string,
): Partial<Record<Locale, string>> {
  const errors: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const error = answer?.errors[`${name}.${locale}`];
    if (error) errors[locale] = error;
  }
  return errors;
}

/** What a translated field shows: the typed values after a refusal or preview, else stored. */
export function localeValues(
  answer: ContentAnswer | null,
  name: string,
  stored: Partial<Record<Locale, string>>,
): Partial<Record<Locale, string>> {
  if (!answer) return stored;
  const values: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) values[locale] = answer.values[`${name}.${locale}`] ?? '';
  return values;
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  );
}

/** The language a preview is shown in, and the button asking for it. */
export function PreviewControls({
  locale,
  intent = 'preview',
  idPrefix = '',
  testId = 'admin-content-preview',
}: {
  locale: Locale;
  /** The post's intent (a page with several kinds of forms names which is previewed). */
  intent?: string;
  /** For a page with several forms: their ids stay unique. */
  idPrefix?: string;
  testId?: string;
}) {
  const t = useT();
  const id = `${idPrefix}preview-locale`;
  return (
    <div className="admin-preview-controls">
      <label htmlFor={id}>{t('admin.content.previewLocale')}</label>
      <select id={id} name="preview_locale" defaultValue={locale}>
        {LOCALES.map((l) => (
          <option key={l} value={l}>
            {l.toUpperCase()}
          </option>
        ))}
      </select>
      <button
        type="submit"
        name="intent"
        value={intent}
        className="button"
        data-testid={testId}
        formNoValidate
      >
        {t('admin.content.preview')}
      </button>
    </div>
  );
}

/**
 * The storefront's own component with the unsaved values of the chosen language, framed so
 * nobody takes it for the live page (the page's fixed labels stay in the back office's
 * language). Nothing is written.
 */
export function PreviewPanel({ preview }: { preview: ContentPreview | undefined }) {
  const t = useT();
  if (!preview) return null;
  let page: ReactNode;
  if (preview.kind === 'article') page = <ArticleView article={preview.article} />;
  else if (preview.kind === 'faq') page = <FaqView groups={preview.groups} />;
  else if (preview.kind === 'banner') page = <BannerView banner={preview.banner} />;
  else if (preview.kind === 'slide') page = <SlideView slide={preview.slide} />;
  else
    page = (
      <LegalPage
        title={LEGAL_TITLES[preview.page][0]}
        lead={LEGAL_TITLES[preview.page][1]}
        sections={preview.sections}
      />
    );
  return (
    <section
      className="admin-preview"
      aria-labelledby="admin-preview-title"
      data-testid="admin-preview"
    >
      <h2 id="admin-preview-title">
        {t('admin.content.previewTitle')} ({preview.locale.toUpperCase()})
      </h2>
      <div className="admin-preview-frame" lang={preview.locale}>
        {page}
      </div>
    </section>
  );
}

const LEGAL_TITLES = {
  cgv: ['page.cgv.title', 'page.cgv.description'],
  legal: ['page.legal.title', 'page.legal.description'],
  privacy: ['page.privacy.title', 'page.privacy.description'],
} as const;
