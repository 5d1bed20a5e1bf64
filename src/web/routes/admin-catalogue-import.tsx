import { Form, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/admin-catalogue-import';
import {
  catalogueImportAction,
  catalogueImportPage,
  type ImportAnswer,
} from '../admin/catalogue-import-page.server';
import { PageHeader, pageLinks } from '../components/page';
import { ProductsNav } from '../components/admin/products-nav';
import { useT, type Translate } from '../i18n';
import type { MessageKey } from '../i18n/catalogues';
import type { ImportCreation, ImportError } from '../../modules/catalog';
import { staticMeta } from '../seo';

/**
 * Back office: the catalogue as CSV. The export is a download; the import is a plain form —
 * first a dry run listing every change and every error, then "apply", which writes the whole
 * file in one transaction or nothing. With JavaScript the page shows a progress bar while the
 * server works; without, the result page comes when it is done.
 */
export const loader = (args: Route.LoaderArgs) => catalogueImportPage(args);
export const action = (args: Route.ActionArgs) => catalogueImportAction(args);

export const links = pageLinks;

export const meta = staticMeta(
  'admin-catalogue-import',
  'admin.catalogueImport.title',
  'admin.catalogueImport.lead',
  { noindex: true },
);

function errorText(t: Translate, error: ImportError): string {
  return t(`admin.catalogueImport.error.${error.code}` as MessageKey);
}

function ErrorTable({ errors, t }: { errors: ImportError[]; t: Translate }) {
  return (
    <table className="admin-table" data-testid="import-errors">
      <caption>{t('admin.catalogueImport.errors')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('admin.catalogueImport.line')}</th>
          <th scope="col">{t('admin.catalogueImport.reference')}</th>
          <th scope="col">{t('admin.catalogueImport.field')}</th>
          <th scope="col">{t('admin.catalogueImport.problem')}</th>
        </tr>
      </thead>
      <tbody>
        {errors.map((e, i) => (
          <tr key={i}>
            <td>{e.line || '—'}</td>
            <td>{e.reference ?? ''}</td>
            <td>{e.field ?? ''}</td>
            <td>
              {errorText(t, e)}
              {e.value ? ` (${e.value})` : ''}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function creationText(t: Translate, c: ImportCreation): string {
  const params = { reference: c.reference, product: c.productReference, name: c.name };
  if (c.kind === 'product') return t('admin.catalogueImport.newProduct', params);
  return c.productId === null
    ? t('admin.catalogueImport.newVariantOfNew', params)
    : t('admin.catalogueImport.newVariant', { ...params, id: String(c.productId) });
}

function CreationList({ creations, t }: { creations: ImportCreation[]; t: Translate }) {
  return (
    <div data-testid="import-creations">
      <h3>{t('admin.catalogueImport.creations')}</h3>
      <ul className="admin-import-creations">
        {creations.map((c) => (
          <li key={c.line}>
            <span className="admin-import-line">
              {t('admin.catalogueImport.line')} {c.line}
            </span>{' '}
            {creationText(t, c)}
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function AdminCatalogueImport({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const answer = useActionData<ImportAnswer>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const check = answer?.kind === 'check' ? answer : null;
  return (
    <div className="page container admin-catalogue-import" data-testid="admin-catalogue-import">
      <PageHeader title={t('admin.catalogueImport.title')} lead={t('admin.catalogueImport.lead')} />
      <ProductsNav current="admin-catalogue-import" />
      {loaderData.applied ? (
        <p className="form-alert form-alert-success" role="status" data-testid="import-applied">
          {t('admin.catalogueImport.applied', {
            lines: String(loaderData.applied.lines),
            changes: String(loaderData.applied.changes),
          })}
        </p>
      ) : null}
      <section className="admin-fieldset">
        <h2>{t('admin.catalogueImport.exportTitle')}</h2>
        <p>{t('admin.catalogueImport.exportHelp')}</p>
        <a
          className="button"
          href="/api/admin/catalogue/export.csv"
          download
          data-testid="catalogue-export"
        >
          {t('admin.catalogueImport.export')}
        </a>
      </section>
      <section className="admin-fieldset">
        <h2>{t('admin.catalogueImport.importTitle')}</h2>
        <p>{t('admin.catalogueImport.importHelp', { max: String(loaderData.maxMegabytes) })}</p>
        <Form method="post" encType="multipart/form-data" className="admin-form">
          <input type="hidden" name="intent" value="check" />
          <div className="admin-field">
            <label htmlFor="import-file">{t('admin.catalogueImport.file')}</label>
            <input id="import-file" type="file" name="file" accept=".csv,text/csv" required />
          </div>
          <button type="submit" className="button button-primary" data-testid="import-check">
            {t('admin.catalogueImport.check')}
          </button>
        </Form>
      </section>
      {busy ? (
        <div role="status" className="admin-progress" data-testid="import-progress">
          <p>
            {t(
              busy === 'apply'
                ? 'admin.catalogueImport.applying'
                : 'admin.catalogueImport.checking',
            )}
          </p>
          <progress />
        </div>
      ) : null}
      {answer?.kind === 'refused' ? (
        <div>
          <p className="form-alert" role="alert" data-testid="import-refused">
            {answer.message}
          </p>
          {answer.errors.length > 0 ? <ErrorTable errors={answer.errors} t={t} /> : null}
        </div>
      ) : null}
      {check ? (
        <section className="admin-fieldset" data-testid="import-dry-run">
          <h2>{t('admin.catalogueImport.dryRun', { file: check.fileName })}</h2>
          <p data-testid="import-summary">
            {t('admin.catalogueImport.summary', {
              lines: String(check.lines),
              changes: String(check.changeCount),
              errors: String(check.errorCount),
            })}
          </p>
          {check.errors.length > 0 ? (
            <>
              <p className="form-alert" role="alert">
                {t('admin.catalogueImport.fixErrors')}
              </p>
              <ErrorTable errors={check.errors} t={t} />
            </>
          ) : null}
          {check.creations.length > 0 ? <CreationList creations={check.creations} t={t} /> : null}
          {check.changes.length > 0 ? (
            <table className="admin-table" data-testid="import-changes">
              <caption>{t('admin.catalogueImport.changes')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.catalogueImport.line')}</th>
                  <th scope="col">{t('admin.catalogueImport.reference')}</th>
                  <th scope="col">{t('admin.catalogueImport.field')}</th>
                  <th scope="col">{t('admin.catalogueImport.old')}</th>
                  <th scope="col">{t('admin.catalogueImport.new')}</th>
                </tr>
              </thead>
              <tbody>
                {check.changes.map((c, i) => (
                  <tr key={i}>
                    <td>{c.line}</td>
                    <td>{c.reference}</td>
                    <td>{c.field}</td>
                    <td>{c.old}</td>
                    <td>{c.new}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {check.changeCount > loaderData.shown || check.errorCount > loaderData.shown ? (
            <p>{t('admin.catalogueImport.more', { shown: String(loaderData.shown) })}</p>
          ) : null}
          {check.errorCount === 0 && check.changeCount > 0 ? (
            <Form method="post">
              <input type="hidden" name="intent" value="apply" />
              <input type="hidden" name="sha256" value={check.sha256} />
              <button
                type="submit"
                className="button button-primary"
                data-testid="import-apply"
                disabled={Boolean(busy)}
              >
                {t('admin.catalogueImport.apply', { changes: String(check.changeCount) })}
              </button>
            </Form>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
