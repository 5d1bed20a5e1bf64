import { Form } from 'react-router';
import type {
  AdminProduct,
  ProductEditorChoices,
} from '../../../modules/catalog/product-admin.contract';
import { LOCALES, type Locale } from '../../../shared/locale';
import { centsToEurosInput } from '../../../shared/money';
import type { Translate } from '../../i18n';
import type { AdminAnswer } from './admin-form';
import { TranslatedFields } from './translated-fields';

/** Per-language errors of a translated field (`name.fr`…) out of a refusal's fields. */
export function localeErrors(answer: AdminAnswer | null, name: string) {
  const errors: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const list = answer?.fields[`${name}.${locale}`];
    if (list) errors[locale] = list.join(' ');
  }
  return errors;
}

export const fieldError = (answer: AdminAnswer | null, name: string) =>
  answer?.fields[name]?.join(' ') ?? null;

export function ErrorText({ id, error }: { id: string; error: string | null }) {
  return error ? (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  ) : null;
}

interface Props {
  product: AdminProduct | null;
  choices: ProductEditorChoices;
  make: { id: number; name: string } | null;
  models: Array<{ id: number; name: string; label: string }>;
  fitted: Array<{ id: number; label: string }>;
  answer: AdminAnswer | null;
  locale: Locale;
  t: Translate;
}

/**
 * The product's own fields: texts in six languages, reference, brand, categories (the tree as
 * checkboxes), vehicles (those it fits, and the chosen make's models with "all generations of
 * <model>"), workshop fitting price, activity. One plain post (`intent=save`).
 */
export function ProductMainForm({
  product,
  choices,
  make,
  models,
  fitted,
  answer,
  locale,
  t,
}: Props) {
  const p = product;
  const modelNames = [...new Set(models.map((m) => m.name))];
  const fittedIds = new Set(fitted.map((f) => f.id));
  return (
    <Form method="post" className="admin-form" noValidate aria-labelledby="product-main-title">
      <h2 id="product-main-title">{t('admin.product.main')}</h2>
      <input type="hidden" name="intent" value="save" />
      {p ? <input type="hidden" name="version" value={p.version} /> : null}
      {answer ? (
        <p className="form-alert" role="alert">
          {answer.message}
        </p>
      ) : null}
      <div className="admin-field">
        <label htmlFor="product-reference">{t('admin.product.reference')}</label>
        <input id="product-reference" name="reference" defaultValue={p?.reference ?? ''} required />
        <ErrorText id="product-reference" error={fieldError(answer, 'reference')} />
      </div>
      <TranslatedFields
        name="name"
        label={t('admin.product.name')}
        values={p?.name ?? {}}
        errors={localeErrors(answer, 'name')}
        required={['fr']}
        idPrefix="product"
      />
      <TranslatedFields
        name="slug"
        label={t('admin.product.slug')}
        help={t('admin.product.slugHelp')}
        values={p?.slug ?? {}}
        errors={localeErrors(answer, 'slug')}
        idPrefix="product"
      />
      <TranslatedFields
        name="description"
        label={t('admin.product.description')}
        values={p?.description ?? {}}
        errors={localeErrors(answer, 'description')}
        multiline
        idPrefix="product"
      />
      <TranslatedFields
        name="meta_title"
        label={t('admin.product.metaTitle')}
        values={p?.meta_title ?? {}}
        errors={localeErrors(answer, 'meta_title')}
        maxLength={120}
        idPrefix="product"
      />
      <TranslatedFields
        name="meta_description"
        label={t('admin.product.metaDescription')}
        values={p?.meta_description ?? {}}
        errors={localeErrors(answer, 'meta_description')}
        maxLength={320}
        idPrefix="product"
      />
      <div className="admin-field">
        <label htmlFor="product-brand">{t('admin.product.brand')}</label>
        <select id="product-brand" name="brand_id" defaultValue={p?.brand_id ?? ''}>
          <option value="">{t('admin.product.noBrand')}</option>
          {choices.brands.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
        <ErrorText id="product-brand" error={fieldError(answer, 'brand_id')} />
      </div>
      <fieldset className="admin-checks">
        <legend>{t('admin.product.categories')}</legend>
        {choices.categories.map((c) => (
          <label key={c.id} style={{ paddingInlineStart: `${c.depth * 1.25}rem` }}>
            <input
              type="checkbox"
              name="category_ids"
              value={c.id}
              defaultChecked={p?.category_ids.includes(c.id)}
            />{' '}
            {c.name}
          </label>
        ))}
        <ErrorText id="product-categories" error={fieldError(answer, 'category_ids')} />
      </fieldset>
      <fieldset className="admin-checks">
        <legend>{t('admin.product.vehicles')}</legend>
        {fitted.map((v) => (
          <label key={v.id}>
            <input type="checkbox" name="vehicle_ids" value={v.id} defaultChecked /> {v.label}
          </label>
        ))}
        {make ? (
          <>
            <p>{make.name}</p>
            {modelNames.map((name) => (
              <div key={name} className="admin-model">
                <label>
                  <input type="checkbox" name="fits_model" value={`${make.id}:${name}`} />{' '}
                  {t('admin.product.fitsAll', { model: `${make.name} ${name}` })}
                </label>
                {models
                  .filter((m) => m.name === name && !fittedIds.has(m.id))
                  .map((m) => (
                    <label key={m.id} style={{ paddingInlineStart: '1.25rem' }}>
                      <input type="checkbox" name="vehicle_ids" value={m.id} /> {m.label}
                    </label>
                  ))}
              </div>
            ))}
          </>
        ) : null}
        <ErrorText id="product-vehicles" error={fieldError(answer, 'vehicle_ids')} />
      </fieldset>
      <div className="admin-field">
        <label htmlFor="product-assembly">{t('admin.product.assembly')}</label>
        <input
          id="product-assembly"
          name="assembly_price_ht"
          inputMode="decimal"
          defaultValue={
            p?.assembly_price_ht_cents == null
              ? ''
              : centsToEurosInput(p.assembly_price_ht_cents, locale)
          }
        />
        <ErrorText id="product-assembly" error={fieldError(answer, 'assembly_price_ht')} />
      </div>
      <div className="admin-field admin-check">
        <label>
          <input
            type="checkbox"
            name="is_active"
            value="yes"
            defaultChecked={p?.is_active ?? true}
          />{' '}
          {t('admin.product.active')}
        </label>
      </div>
      <button type="submit" className="button button-primary" data-testid="product-save">
        {p ? t('admin.product.save') : t('admin.product.create')}
      </button>
    </Form>
  );
}

/** The make picker: a GET form (`?make=`) that lists the make's models in the form above. */
export function MakePicker({ choices, make, t }: Pick<Props, 'choices' | 'make' | 't'>) {
  return (
    <Form method="get" className="admin-inline-form">
      <label htmlFor="product-make">{t('admin.product.make')}</label>
      <select id="product-make" name="make" defaultValue={make?.id ?? ''}>
        <option value="" />
        {choices.makes.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </select>
      <button type="submit" className="button">
        {t('admin.product.showMake')}
      </button>
    </Form>
  );
}
