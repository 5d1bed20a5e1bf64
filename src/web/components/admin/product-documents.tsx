import { Form } from 'react-router';
import type { AdminDocument } from '../../../modules/catalog/product-admin.contract';
import type { Locale } from '../../../shared/locale';
import { fileSize } from '../../format';
import type { Translate } from '../../i18n';
import type { AdminAnswer } from './admin-form';
import { ErrorText, fieldError, localeErrors } from './product-main-form';
import { SortableList } from './sortable-list';
import { TranslatedFields } from './translated-fields';

/**
 * The product's public PDFs (fitting instructions, data sheets): each with its title in six
 * languages, put in order (dragged with JavaScript, ↑/↓ without), or taken off; and a plain multipart form to attach a new one.
 * Every form carries the product's version: a page read before another save is refused.
 */
export function ProductDocuments({
  documents,
  version,
  answer,
  target,
  locale,
  t,
}: {
  documents: AdminDocument[];
  version: string;
  answer: AdminAnswer | null;
  /** The document the answer is about; null: the new document's form. */
  target: number | null;
  locale: Locale;
  t: Translate;
}) {
  const own = (id: number | null) => (answer && target === id ? answer : null);
  const common = (intent: string, documentId?: number) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={version} />
      {documentId === undefined ? null : (
        <input type="hidden" name="document_id" value={documentId} />
      )}
    </>
  );
  const alert = (a: AdminAnswer | null) =>
    a ? (
      <p className="form-alert" role="alert">
        {a.message}
      </p>
    ) : null;
  return (
    <div className="admin-documents" data-testid="product-documents">
      {documents.length === 0 ? <p>{t('admin.product.noDocuments')}</p> : null}
      <SortableList
        items={documents}
        label={t('admin.product.documentsTitle')}
        intentPrefix="document-"
        hidden={{ version }}
        rowFields={(document) => ({ document_id: document.id })}
        upLabel={t('admin.product.imageUp')}
        downLabel={t('admin.product.imageDown')}
        testId="document-list"
        render={(document) => (
          <div className="admin-document" data-testid="admin-document">
            <p>
              <a href={document.url} target="_blank" rel="noopener">
                {document.title.fr ?? document.original_name}
              </a>{' '}
              <span className="admin-help">
                {document.original_name} · {fileSize(document.size, locale)}
              </span>
            </p>
            {alert(own(document.id))}
            <Form method="post" className="admin-inline-form">
              {common('document-remove', document.id)}
              <button type="submit" className="button">
                {t('admin.product.imageRemove')}
              </button>
            </Form>
            <Form method="post" className="admin-form">
              {common('document-title', document.id)}
              <TranslatedFields
                name="title"
                label={t('admin.product.documentTitle')}
                values={document.title}
                errors={localeErrors(own(document.id), 'title')}
                required={['fr']}
                idPrefix={`document-${document.id}`}
                maxLength={150}
              />
              <button type="submit" className="button">
                {t('admin.product.documentTitleSave')}
              </button>
            </Form>
          </div>
        )}
      />
      {/* Keyed on the list: once a document is attached the form starts empty again. */}
      <Form
        key={documents.map((d) => d.id).join()}
        method="post"
        encType="multipart/form-data"
        className="admin-form admin-upload"
      >
        {common('document-upload')}
        {alert(own(null))}
        <div className="admin-field">
          <label htmlFor="document-file">{t('admin.product.documentFile')}</label>
          <input
            id="document-file"
            name="file"
            type="file"
            accept="application/pdf,.pdf"
            required
            aria-invalid={fieldError(own(null), 'file') ? true : undefined}
          />
          <ErrorText id="document-file" error={fieldError(own(null), 'file')} />
        </div>
        <TranslatedFields
          name="title"
          label={t('admin.product.documentTitle')}
          values={{}}
          errors={localeErrors(own(null), 'title')}
          required={['fr']}
          idPrefix="document-new"
          maxLength={150}
        />
        <button type="submit" className="button" data-testid="document-upload">
          {t('admin.product.documentUpload')}
        </button>
      </Form>
    </div>
  );
}
