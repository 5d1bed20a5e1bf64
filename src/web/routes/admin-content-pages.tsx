import { Form, Link, useActionData } from 'react-router';
import type { Route } from './+types/admin-content-pages';
import {
  legalPagesAction,
  legalPagesPage,
  type ContentAnswer,
} from '../admin/content-pages.server';
import {
  AnswerAlert,
  ContentNav,
  DoneNotice,
  PreviewControls,
  PreviewPanel,
  localeErrors,
  localeValues,
} from '../components/admin/content-admin';
import { TranslatedFields } from '../components/admin/translated-fields';
import { PageHeader, pageLinks } from '../components/page';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { staticMeta } from '../seo';

/**
 * Back office: the legal pages' texts (terms of sale, legal notice, data protection) per
 * language: `## Title` opens a section, a blank line a paragraph, `{company}`, `{address}`…
 * are the shop's settings. A language left as its default text follows the shop's updates of
 * it. "Preview" renders the page with the typed text, writes nothing.
 */
export const loader = (args: Route.LoaderArgs) => legalPagesPage(args);
export const action = (args: Route.ActionArgs) => legalPagesAction(args);

export const links = pageLinks;

export const meta = staticMeta(
  'admin-content-pages',
  'admin.content.pages.title',
  'admin.content.lead',
  {
    noindex: true,
  },
);

const PAGES = [
  ['cgv', 'page.cgv.title'],
  ['legal', 'page.legal.title'],
  ['privacy', 'page.privacy.title'],
] as const;

export default function AdminContentPages({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const answer = useActionData<ContentAnswer>() ?? null;
  const { page, values, edited, version, done } = loaderData;
  const self = href('admin-content-pages', null, locale);
  return (
    <div className="page container admin-content" data-testid="admin-content-pages">
      <PageHeader title={t('admin.content.pages.title')} lead={t('admin.content.pages.lead')} />
      <ContentNav current="admin-content-pages" />
      <nav className="admin-subnav" aria-label={t('admin.content.pages.which')}>
        <ul>
          {PAGES.map(([name, label]) => (
            <li key={name}>
              <Link to={`${self}?page=${name}`} aria-current={name === page ? 'page' : undefined}>
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <DoneNotice done={done} />
      <p className="admin-note">
        {t('admin.content.pages.edited', {
          locales: edited.length ? edited.map((l) => l.toUpperCase()).join(', ') : '—',
        })}
      </p>
      <Form key={`${page}-${version}`} method="post" className="admin-form" noValidate>
        <input type="hidden" name="version" value={version} />
        <AnswerAlert answer={answer} />
        <TranslatedFields
          name="text"
          label={t(PAGES.find(([name]) => name === page)![1])}
          help={t('admin.content.pages.help')}
          values={localeValues(answer, 'text', values)}
          errors={localeErrors(answer, 'text')}
          multiline
          idPrefix={`page-${page}`}
        />
        <div className="admin-actions">
          <button
            type="submit"
            name="intent"
            value="save"
            className="button button-primary"
            data-testid="admin-page-save"
          >
            {t('admin.content.save')}
          </button>
          <PreviewControls locale={locale} />
        </div>
      </Form>
      <PreviewPanel preview={answer?.preview} />
    </div>
  );
}
