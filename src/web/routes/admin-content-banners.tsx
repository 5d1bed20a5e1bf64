import { Form, useActionData } from 'react-router';
import type { Route } from './+types/admin-content-banners';
import { bannersAction, bannersPage, type ContentAnswer } from '../admin/content-pages.server';
import {
  AnswerAlert,
  ContentNav,
  DoneNotice,
  FieldError,
  localeErrors,
  localeValues,
  PreviewControls,
  PreviewPanel,
} from '../components/admin/content-admin';
import { ContentImageUpload } from '../components/admin/content-image-upload';
import { TranslatedFields } from '../components/admin/translated-fields';
import { PageHeader, pageLinks } from '../components/page';
import { useLocale, useT } from '../i18n';
import { staticMeta } from '../seo';

/**
 * Back office: banners (wallpapers) with their link and date window typed in Paris time — the
 * storefront shows one only inside its window — and the home slides (title, subtitle, link per
 * language, position, shown or not). Pictures need JavaScript (upload); the rest does not.
 */
export const loader = (args: Route.LoaderArgs) => bannersPage(args);
export const action = (args: Route.ActionArgs) => bannersAction(args);

export const links = pageLinks;

export const meta = staticMeta(
  'admin-content-banners',
  'admin.content.banners.title',
  'admin.content.lead',
  { noindex: true },
);

type Banner = Route.ComponentProps['loaderData']['banners'][number];
type Slide = Route.ComponentProps['loaderData']['slides'][number];

function BannerForm({ banner, answer }: { banner: Banner | null; answer: ContentAnswer | null }) {
  const t = useT();
  const key = banner ? String(banner.id) : 'new';
  const locale = useLocale();
  const mine =
    (answer?.intent === 'banner-save' || answer?.intent === 'banner-preview') &&
    (answer.target ?? 'new') === key
      ? answer
      : null;
  const v = (name: string, stored: string) => mine?.values[name] ?? stored;
  const p = `banner-${key}`;
  const field = (name: string, label: string, stored: string, type = 'text', help?: string) => (
    <div className="admin-field">
      <label htmlFor={`${p}-${name}`}>{label}</label>
      <input
        id={`${p}-${name}`}
        name={name}
        type={type}
        defaultValue={v(name, stored)}
        aria-invalid={mine?.errors[name] ? true : undefined}
        aria-describedby={mine?.errors[name] ? `${p}-${name}-error` : undefined}
      />
      {help ? <p className="field-help">{help}</p> : null}
      <FieldError id={`${p}-${name}`} error={mine?.errors[name]} />
    </div>
  );
  return (
    <Form
      method="post"
      className="admin-form admin-grid-form"
      key={banner?.version ?? 'new'}
      noValidate
      data-testid={`admin-banner-form-${key}`}
    >
      {banner ? <input type="hidden" name="id" value={banner.id} /> : null}
      {banner ? <input type="hidden" name="version" value={banner.version} /> : null}
      <AnswerAlert answer={mine} />
      {field('name', t('admin.content.banners.name'), banner?.name ?? '')}
      {field('link_url', t('admin.content.banners.link'), banner?.linkUrl ?? '')}
      {field('tags', t('admin.content.banners.tags'), banner?.tags.join(', ') ?? '')}
      {field(
        'starts_at',
        t('admin.content.banners.from'),
        banner?.startsAtInput ?? '',
        'datetime-local',
        t('admin.content.parisTime'),
      )}
      {field(
        'ends_at',
        t('admin.content.banners.to'),
        banner?.endsAtInput ?? '',
        'datetime-local',
        t('admin.content.parisTime'),
      )}
      {field('position', t('admin.content.position'), String(banner?.position ?? 0), 'number')}
      <div className="admin-check">
        <input
          id={`${p}-active`}
          name="active"
          type="checkbox"
          value="yes"
          defaultChecked={mine ? mine.values.active === 'yes' : (banner?.active ?? true)}
        />
        <label htmlFor={`${p}-active`}>{t('admin.content.shown')}</label>
      </div>
      <button
        type="submit"
        name="intent"
        value="banner-save"
        className="button button-primary"
        data-testid={`admin-banner-save-${key}`}
      >
        {t(banner ? 'admin.content.save' : 'admin.content.banners.add')}
      </button>
      <PreviewControls
        locale={locale}
        intent="banner-preview"
        idPrefix={`${p}-`}
        testId={`admin-banner-preview-${key}`}
      />
      <PreviewPanel preview={mine?.preview} />
    </Form>
  );
}

function SlideForm({ slide, answer }: { slide: Slide | null; answer: ContentAnswer | null }) {
  const t = useT();
  const key = slide ? String(slide.id) : 'new';
  const locale = useLocale();
  const mine =
    (answer?.intent === 'slide-save' || answer?.intent === 'slide-preview') &&
    (answer.target ?? 'new') === key
      ? answer
      : null;
  const p = `slide-${key}`;
  return (
    <Form method="post" className="admin-form" key={slide?.version ?? 'new'} noValidate>
      {slide ? <input type="hidden" name="id" value={slide.id} /> : null}
      {slide ? <input type="hidden" name="version" value={slide.version} /> : null}
      <AnswerAlert answer={mine} />
      <TranslatedFields
        name="title"
        label={t('admin.content.slides.titleField')}
        values={localeValues(mine, 'title', slide?.title ?? {})}
        errors={localeErrors(mine, 'title')}
        required={['fr']}
        idPrefix={p}
      />
      <TranslatedFields
        name="subtitle"
        label={t('admin.content.slides.subtitle')}
        values={localeValues(mine, 'subtitle', slide?.subtitle ?? {})}
        errors={localeErrors(mine, 'subtitle')}
        idPrefix={p}
      />
      <TranslatedFields
        name="link"
        label={t('admin.content.slides.link')}
        values={localeValues(mine, 'link', slide?.link ?? {})}
        errors={localeErrors(mine, 'link')}
        idPrefix={p}
      />
      <div className="admin-field">
        <label htmlFor={`${p}-tags`}>{t('admin.content.banners.tags')}</label>
        <input
          id={`${p}-tags`}
          name="tags"
          defaultValue={mine?.values.tags ?? slide?.tags.join(', ') ?? ''}
        />
        <FieldError id={`${p}-tags`} error={mine?.errors.tags} />
      </div>
      <div className="admin-field">
        <label htmlFor={`${p}-position`}>{t('admin.content.position')}</label>
        <input
          id={`${p}-position`}
          name="position"
          type="number"
          min={0}
          max={9999}
          defaultValue={mine?.values.position ?? String(slide?.position ?? 0)}
        />
        <FieldError id={`${p}-position`} error={mine?.errors.position} />
      </div>
      <div className="admin-check">
        <input
          id={`${p}-active`}
          name="active"
          type="checkbox"
          value="yes"
          defaultChecked={mine ? mine.values.active === 'yes' : (slide?.active ?? true)}
        />
        <label htmlFor={`${p}-active`}>{t('admin.content.shown')}</label>
      </div>
      <button
        type="submit"
        name="intent"
        value="slide-save"
        className="button button-primary"
        data-testid={`admin-slide-save-${key}`}
      >
        {t(slide ? 'admin.content.save' : 'admin.content.slides.add')}
      </button>
      <PreviewControls
        locale={locale}
        intent="slide-preview"
        idPrefix={`${p}-`}
        testId={`admin-slide-preview-${key}`}
      />
      <PreviewPanel preview={mine?.preview} />
    </Form>
  );
}

function DeleteButton({ intent, id }: { intent: string; id: number }) {
  const t = useT();
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className="button">
        {t('admin.content.delete')}
      </button>
    </Form>
  );
}

export default function AdminContentBanners({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const answer = useActionData<ContentAnswer>() ?? null;
  const { banners, slides, done } = loaderData;
  const opened = (kind: 'banner' | 'slide', id: number) =>
    answer?.target === String(id) && answer.intent.startsWith(kind);
  return (
    <div className="page container admin-content" data-testid="admin-content-banners">
      <PageHeader title={t('admin.content.banners.title')} lead={t('admin.content.banners.lead')} />
      <ContentNav current="admin-content-banners" />
      <DoneNotice done={done} />
      <h2>{t('admin.content.banners.list')}</h2>
      {banners.map((banner) => (
        <details key={banner.id} className="admin-content-item" open={opened('banner', banner.id)}>
          <summary>
            {banner.name} {banner.active ? '' : `(${t('admin.content.hidden')})`}
          </summary>
          {banner.images[0] ? (
            <img src={banner.images[0].url} alt="" width={240} height={60} loading="lazy" />
          ) : null}
          <BannerForm banner={banner} answer={answer} />
          <ContentImageUpload owner="banners" id={banner.id} />
          <DeleteButton intent="banner-delete" id={banner.id} />
        </details>
      ))}
      <h3>{t('admin.content.banners.add')}</h3>
      <BannerForm banner={null} answer={answer} />
      <h2>{t('admin.content.slides.list')}</h2>
      {slides.map((slide) => (
        <details key={slide.id} className="admin-content-item" open={opened('slide', slide.id)}>
          <summary>
            {slide.title.fr ?? '—'} {slide.active ? '' : `(${t('admin.content.hidden')})`}
          </summary>
          {slide.images[0] ? (
            <img src={slide.images[0].url} alt="" width={240} height={90} loading="lazy" />
          ) : null}
          <SlideForm slide={slide} answer={answer} />
          <ContentImageUpload owner="sliders" id={slide.id} />
          <DeleteButton intent="slide-delete" id={slide.id} />
        </details>
      ))}
      <h3>{t('admin.content.slides.add')}</h3>
      <SlideForm slide={null} answer={answer} />
    </div>
  );
}
