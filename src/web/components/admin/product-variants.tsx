import { Form } from 'react-router';
import {
  OUT_OF_STOCK_STATUSES,
  type AdminVariant,
  type ProductEditorChoices,
} from '../../../modules/catalog/product-admin.contract';
import type { Locale } from '../../../shared/locale';
import { centsToEurosInput } from '../../../shared/money';
import type { Translate } from '../../i18n';
import type { AdminAnswer } from './admin-form';
import { ErrorText, fieldError, localeErrors } from './product-main-form';
import { TranslatedFields } from './translated-fields';

interface Props {
  variant: AdminVariant | null;
  filters: ProductEditorChoices['filters'];
  answer: AdminAnswer | null;
  locale: Locale;
  t: Translate;
}

/**
 * One variant's form (a new one when `variant` is null): reference, name per language, price
 * excl. tax in euros, discount, stock, what happens once out of stock, reorder delays, filter
 * values, activity; plus its removal. Plain posts.
 */
export function VariantForm({ variant: v, filters, answer, locale, t }: Props) {
  const key = v ? `variant-${v.id}` : 'variant-new';
  const input = (name: string, label: string, value: string, mode?: 'decimal' | 'numeric') => (
    <div className="admin-field">
      <label htmlFor={`${key}-${name}`}>{label}</label>
      <input id={`${key}-${name}`} name={name} defaultValue={value} inputMode={mode} />
      <ErrorText id={`${key}-${name}`} error={fieldError(answer, name)} />
    </div>
  );
  return (
    <section className="admin-variant" aria-labelledby={`${key}-title`} data-testid={key}>
      <h3 id={`${key}-title`}>
        {v ? t('admin.product.variant', { reference: v.reference }) : t('admin.product.variantNew')}
      </h3>
      <Form method="post" className="admin-form" noValidate>
        <input type="hidden" name="intent" value={v ? 'variant-save' : 'variant-add'} />
        {v ? <input type="hidden" name="variant_id" value={v.id} /> : null}
        {answer ? (
          <p className="form-alert" role="alert">
            {answer.message}
          </p>
        ) : null}
        {input('reference', t('admin.product.reference'), v?.reference ?? '')}
        <TranslatedFields
          name="name"
          label={t('admin.product.variantName')}
          values={v?.name ?? {}}
          errors={localeErrors(answer, 'name')}
          required={['fr']}
          idPrefix={key}
        />
        <div className="admin-row">
          {input(
            'price_ht',
            t('admin.product.price'),
            v ? centsToEurosInput(v.price_ht_cents, locale) : '',
            'decimal',
          )}
          {input(
            'discount_percent',
            t('admin.product.discount'),
            String(v?.discount_percent ?? 0),
            'numeric',
          )}
          {input('quantity', t('admin.product.quantity'), String(v?.quantity ?? 0), 'numeric')}
          <div className="admin-field">
            <label htmlFor={`${key}-status`}>{t('admin.product.status')}</label>
            <select
              id={`${key}-status`}
              name="out_of_stock_status"
              defaultValue={v?.out_of_stock_status ?? 'stock'}
            >
              {OUT_OF_STOCK_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`admin.product.status.${s}`)}
                </option>
              ))}
            </select>
            <ErrorText id={`${key}-status`} error={fieldError(answer, 'out_of_stock_status')} />
          </div>
          {input(
            'reorder_delay_min',
            t('admin.product.delayMin'),
            v?.reorder_delay_min?.toString() ?? '',
            'numeric',
          )}
          {input(
            'reorder_delay_max',
            t('admin.product.delayMax'),
            v?.reorder_delay_max?.toString() ?? '',
            'numeric',
          )}
        </div>
        <fieldset className="admin-checks">
          <legend>{t('admin.product.filterValues')}</legend>
          {filters.map((f) => (
            <div key={f.id} className="admin-field">
              <label htmlFor={`${key}-filter-${f.id}`}>{f.name}</label>
              <select
                id={`${key}-filter-${f.id}`}
                name="filter_value_ids"
                defaultValue={
                  f.values.find((value) => v?.filter_value_ids.includes(value.id))?.id ?? ''
                }
              >
                <option value="" />
                {f.values.map((value) => (
                  <option key={value.id} value={value.id}>
                    {value.name}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </fieldset>
        <div className="admin-field admin-check">
          <label>
            <input
              type="checkbox"
              name="is_active"
              value="yes"
              defaultChecked={v?.is_active ?? true}
            />{' '}
            {t('admin.product.variantActive')}
          </label>
        </div>
        <button type="submit" className="button button-primary" data-testid={`${key}-submit`}>
          {v ? t('admin.product.variantSave') : t('admin.product.variantAdd')}
        </button>
      </Form>
      {v ? (
        <Form method="post" className="admin-inline-form">
          <input type="hidden" name="intent" value="variant-remove" />
          <input type="hidden" name="variant_id" value={v.id} />
          <button type="submit" className="button">
            {t('admin.product.variantRemove')}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
