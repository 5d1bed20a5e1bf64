import { Form, Link, useActionData } from 'react-router';
import type { Route } from './+types/admin-filters';
import { filtersAction, filtersPage, type StructureAnswer } from '../admin/filters-page.server';
import { AdminField, AdminForm, AdminSwitch } from '../components/admin/admin-form';
import { AdminPictureField } from '../components/admin/picture-field';
import { SortableList } from '../components/admin/sortable-list';
import { StructureNav } from '../components/admin/structure-nav';
import { TranslatedFields, translatedErrors } from '../components/admin/translated-fields';
import structureStylesUrl from '../components/admin/catalogue-structure.css?url';
import { PageHeader, pageLinks } from '../components/page';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { staticMeta } from '../seo';
import type { Locale } from '../../shared/locale';
import { RANGE_FILTER_TYPE } from '../../modules/catalog/catalogue-structure.rules';

/**
 * Back office: the product-list filters (checkbox list or numeric range) and their values,
 * names in six languages, shown on cards, opened at first; ordered by drag and drop or ↑/↓
 * buttons without JavaScript. Permission 'catalogue'.
 */
export const loader = (args: Route.LoaderArgs) => filtersPage(args);
export const action = (args: Route.ActionArgs) => filtersAction(args);

export const links = () => [...pageLinks(), { rel: 'stylesheet', href: structureStylesUrl }];

export const meta = staticMeta(
  'admin-filters',
  'admin.structure.filtersTitle',
  'admin.structure.filtersLead',
  {
    noindex: true,
  },
);

const named = (name: Partial<Record<Locale, string>>, locale: Locale) =>
  name[locale] || name.fr || '';

export default function AdminFilters({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const answer = useActionData<StructureAnswer>() ?? null;
  const base = href('admin-filters', null, locale);
  const editing = loaderData.filters.find((f) => f.id === loaderData.edit) ?? null;
  const intent = editing ? 'update' : 'create';
  const mine = answer?.intent === intent ? answer : null;
  const value = editing?.values.find((v) => v.id === loaderData.value) ?? null;
  const valueIntent = value ? 'value-update' : 'value-create';
  const range = editing?.filter_type_id === RANGE_FILTER_TYPE;
  const valueError = (name: string) => valueAnswer?.fields[name]?.join(' ') ?? null;
  const valueAnswer = answer?.intent === valueIntent ? answer : null;
  const other = answer && answer !== mine && answer !== valueAnswer ? answer : null;
  return (
    <div className="page container">
      <PageHeader
        title={t('admin.structure.filtersTitle')}
        lead={t('admin.structure.filtersLead')}
      />
      <StructureNav current="admin-filters" />
      {loaderData.done ? (
        <p className="form-notice" role="status">
          {t('admin.structure.saved')}
        </p>
      ) : null}
      {other ? (
        <p className="form-alert" role="alert">
          {other.message} {Object.values(other.fields).flat().join(' ')}
        </p>
      ) : null}
      <p className="admin-help">{t('admin.structure.dragHelp')}</p>
      <SortableList
        items={loaderData.filters}
        label={t('admin.structure.filters')}
        rowFields={(filter) => ({ id: filter.id })}
        upLabel={t('admin.structure.up')}
        downLabel={t('admin.structure.down')}
        testId="filters"
        render={(filter) => (
          <>
            <strong>{named(filter.name, locale)}</strong>
            <span className="admin-muted">
              {t(
                filter.filter_type_id === RANGE_FILTER_TYPE
                  ? 'admin.structure.typeRange'
                  : 'admin.structure.typeList',
              )}
              {' · '}
              {t('admin.structure.valuesCount', { count: String(filter.values.length) })}
            </span>
            <Link to={`${base}?edit=${filter.id}#editor`}>{t('admin.structure.edit')}</Link>
          </>
        )}
      />

      <section id="editor" className="admin-structure-editor">
        <AdminForm
          intent={intent}
          title={
            editing
              ? t('admin.structure.editFilter', { name: named(editing.name, locale) })
              : t('admin.structure.newFilter')
          }
          answer={mine}
          formKey={`${editing?.id ?? 'new'}-${editing?.version ?? ''}-${loaderData.done ?? ''}`}
          button={t('admin.structure.save')}
          buttonTestId="filter-save"
          version={editing?.version}
        >
          {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
          <TranslatedFields
            name="name"
            label={t('admin.structure.name')}
            values={editing?.name ?? {}}
            errors={translatedErrors(mine?.fields, 'name')}
            required={['fr']}
            maxLength={80}
            idPrefix="filter"
          />
          <div className="admin-field">
            <label htmlFor="filter-type">{t('admin.structure.type')}</label>
            <select
              id="filter-type"
              name="filter_type_id"
              defaultValue={editing?.filter_type_id ?? 1}
            >
              <option value={1}>{t('admin.structure.typeList')}</option>
              <option value={RANGE_FILTER_TYPE}>{t('admin.structure.typeRange')}</option>
            </select>
          </div>
          {(
            [
              ['show_on_product_card', 'admin.structure.onCard'],
              ['starts_opened', 'admin.structure.opened'],
              ['use_images', 'admin.structure.useImages'],
            ] as const
          ).map(([name, label]) => (
            <AdminSwitch
              key={name}
              name={name}
              label={t(label)}
              defaultChecked={editing?.[name] ?? false}
            />
          ))}
        </AdminForm>

        {editing ? (
          <>
            <h2>{t('admin.structure.values')}</h2>
            <SortableList
              items={editing.values}
              label={t('admin.structure.values')}
              intentPrefix="value-"
              hidden={{ id: editing.id }}
              rowFields={(value) => ({ value_id: value.id })}
              upLabel={t('admin.structure.up')}
              downLabel={t('admin.structure.down')}
              testId="filter-values"
              render={(row) => (
                <>
                  {row.image ? (
                    <img src={row.image.url} alt="" className="admin-structure-thumb" />
                  ) : null}
                  {row.color ? (
                    <span aria-hidden="true" style={{ color: row.color }}>
                      ●
                    </span>
                  ) : null}
                  <strong>{named(row.name, locale)}</strong>
                  {range && row.numeric_value !== null ? (
                    <span className="admin-muted">{row.numeric_value}</span>
                  ) : null}
                  <Link to={`${base}?edit=${editing.id}&value=${row.id}#value`}>
                    {t('admin.structure.edit')}
                  </Link>
                  <Form method="post" className="admin-inline-form">
                    <input type="hidden" name="intent" value="value-delete" />
                    <input type="hidden" name="id" value={editing.id} />
                    <input type="hidden" name="value_id" value={row.id} />
                    <button type="submit" className="button">
                      {t('admin.structure.delete')}
                    </button>
                  </Form>
                </>
              )}
            />
            <div id="value">
              <AdminForm
                intent={valueIntent}
                title={
                  value
                    ? t('admin.structure.editValue', { name: named(value.name, locale) })
                    : t('admin.structure.newValue')
                }
                answer={valueAnswer}
                formKey={`value-${value?.id ?? 'new'}-${editing.values.length}-${loaderData.done ?? ''}`}
                button={value ? t('admin.structure.save') : t('admin.structure.add')}
                buttonTestId="value-save"
                primary={false}
                encType="multipart/form-data"
              >
                <input type="hidden" name="id" value={editing.id} />
                {value ? <input type="hidden" name="value_id" value={value.id} /> : null}
                <TranslatedFields
                  name="value"
                  label={t('admin.structure.name')}
                  values={value?.name ?? {}}
                  errors={translatedErrors(valueAnswer?.fields, 'name')}
                  required={['fr']}
                  maxLength={80}
                  idPrefix="value"
                />
                <div className="admin-field">
                  <label htmlFor="value-color">{t('admin.structure.color')}</label>
                  <input
                    id="value-color"
                    name="color"
                    type="text"
                    placeholder="#aa0000"
                    defaultValue={value?.color ?? ''}
                  />
                  {valueAnswer?.fields.color ? (
                    <p className="field-error">{valueAnswer.fields.color.join(' ')}</p>
                  ) : null}
                </div>
                {range ? (
                  <AdminField
                    name="numeric_value"
                    label={t('admin.structure.numericValue')}
                    help={t('admin.structure.numericValueHelp')}
                    error={valueError('numeric_value')}
                    inputMode="decimal"
                    idPrefix="value"
                    defaultValue={value?.numeric_value?.toString() ?? ''}
                  />
                ) : null}
                <AdminPictureField
                  idPrefix="value"
                  label={t('admin.structure.image')}
                  help={t('admin.structure.imageHelp')}
                  image={value?.image}
                  removeLabel={t('admin.structure.removeImage')}
                />
              </AdminForm>
              {value ? (
                <p>
                  <Link to={`${base}?edit=${editing.id}#value`}>
                    {t('admin.structure.newValue')}
                  </Link>
                </p>
              ) : null}
            </div>
          </>
        ) : null}
      </section>
    </div>
  );
}
