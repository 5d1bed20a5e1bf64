import { Form, Link, useActionData } from 'react-router';
import type { Route } from './+types/admin-categories';
import type { CategoryAdminDto } from '../../modules/catalog/catalogue-structure.contract';
import {
  categoriesAction,
  categoriesPage,
  type StructureAnswer,
} from '../admin/catalogue-structure.server';
import { AdminForm, AdminSwitch } from '../components/admin/admin-form';
import { AdminPictureField } from '../components/admin/picture-field';
import { SortableList } from '../components/admin/sortable-list';
import { StructureNav } from '../components/admin/structure-nav';
import { TranslatedFields, translatedErrors } from '../components/admin/translated-fields';
import structureStylesUrl from '../components/admin/catalogue-structure.css?url';
import { PageHeader, pageLinks } from '../components/page';
import { useLocale, useT, type Translate } from '../i18n';
import { href } from '../paths';
import { staticMeta } from '../seo';
import type { Locale } from '../../shared/locale';
import { ProTiersForm } from '../components/admin/pro-tiers-form';

/**
 * Back office: the category tree (domains → categories → subcategories). Drag a row to
 * reorder its level (JavaScript), or use its ↑/↓ buttons (plain posts); create, edit in six
 * languages, move under another parent, delete an empty one. Permission 'catalogue'.
 */
export const loader = (args: Route.LoaderArgs) => categoriesPage(args);
export const action = (args: Route.ActionArgs) => categoriesAction(args);

export const links = () => [...pageLinks(), { rel: 'stylesheet', href: structureStylesUrl }];

export const meta = staticMeta(
  'admin-categories',
  'admin.structure.categoriesTitle',
  'admin.structure.categoriesLead',
  { noindex: true },
);

const nameOf = (node: CategoryAdminDto, locale: Locale) => node.name[locale] || node.name.fr || '';

function flatten(list: CategoryAdminDto[], depth = 0): Array<[CategoryAdminDto, number]> {
  return list.flatMap((node) => [
    [node, depth] as [CategoryAdminDto, number],
    ...flatten(node.children, depth + 1),
  ]);
}

function Level({
  nodes,
  parent,
  locale,
  t,
}: {
  nodes: CategoryAdminDto[];
  parent: number | null;
  locale: Locale;
  t: Translate;
}) {
  const base = href('admin-categories', null, locale);
  return (
    <SortableList
      items={nodes}
      label={t('admin.structure.level')}
      hidden={{ parent_id: parent ?? 0 }}
      rowFields={(node) => ({ id: node.id })}
      upLabel={t('admin.structure.up')}
      downLabel={t('admin.structure.down')}
      testId={`categories-${parent ?? 'root'}`}
      render={(node) => (
        <>
          <strong>{nameOf(node, locale)}</strong>
          {node.is_active ? null : (
            <span className="admin-muted">{t('admin.structure.inactive')}</span>
          )}
          <span className="admin-muted">
            {t('admin.structure.productsCount', { count: String(node.products_count) })}
          </span>
          <Link to={`${base}?edit=${node.id}#editor`}>{t('admin.structure.edit')}</Link>
          <Link to={`${base}?parent=${node.id}#editor`}>{t('admin.structure.addChild')}</Link>
        </>
      )}
      below={(node) =>
        node.children.length > 0 ? (
          <Level nodes={node.children} parent={node.id} locale={locale} t={t} />
        ) : null
      }
    />
  );
}

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const answer = useActionData<StructureAnswer>() ?? null;
  const all = flatten(loaderData.tree);
  const editing = all.find(([node]) => node.id === loaderData.edit)?.[0] ?? null;
  const intent = editing ? 'update' : 'create';
  const mine = answer && answer.intent === intent ? answer : null;
  const tiersAnswer = answer && answer.intent === 'pro-tiers' ? answer : null;
  const other = answer && answer.intent !== intent && !tiersAnswer ? answer : null;
  const parentId = editing ? editing.parent_id : loaderData.parent;
  const fieldError = (name: string) => mine?.fields[name]?.join(' ') ?? null;
  return (
    <div className="page container">
      <PageHeader
        title={t('admin.structure.categoriesTitle')}
        lead={t('admin.structure.categoriesLead')}
      />
      <StructureNav current="admin-categories" />
      {loaderData.done ? (
        <p className="form-notice" role="status">
          {t('admin.structure.saved')}
        </p>
      ) : null}
      {other ? (
        <p className="form-alert" role="alert" data-testid="structure-refusal">
          {other.message} {Object.values(other.fields).flat().join(' ')}
        </p>
      ) : null}
      <p className="admin-help">{t('admin.structure.dragHelp')}</p>
      <Level nodes={loaderData.tree} parent={null} locale={locale} t={t} />

      <section id="editor" className="admin-structure-editor">
        <AdminForm
          intent={intent}
          title={
            editing
              ? t('admin.structure.editCategory', { name: nameOf(editing, locale) })
              : t('admin.structure.newCategory')
          }
          answer={mine}
          formKey={`${editing?.id ?? 'new'}-${editing?.version ?? ''}-${loaderData.done ?? ''}`}
          button={t('admin.structure.save')}
          buttonTestId="category-save"
          version={editing?.version}
          encType="multipart/form-data"
        >
          {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
          <TranslatedFields
            name="name"
            label={t('admin.structure.name')}
            values={editing?.name ?? {}}
            errors={translatedErrors(mine?.fields, 'name')}
            required={['fr']}
            maxLength={120}
            idPrefix="category"
          />
          <TranslatedFields
            name="slug"
            label={t('admin.structure.slug')}
            help={t('admin.structure.slugHelp')}
            values={editing?.slug ?? {}}
            errors={translatedErrors(mine?.fields, 'slug')}
            maxLength={120}
            idPrefix="category"
          />
          <TranslatedFields
            name="subtitle"
            label={t('admin.structure.subtitle')}
            values={editing?.subtitle ?? {}}
            errors={translatedErrors(mine?.fields, 'subtitle')}
            maxLength={250}
            idPrefix="category"
          />
          <TranslatedFields
            name="meta_title"
            label={t('admin.structure.metaTitle')}
            values={editing?.meta_title ?? {}}
            errors={translatedErrors(mine?.fields, 'meta_title')}
            maxLength={120}
            idPrefix="category"
          />
          <TranslatedFields
            name="meta_description"
            label={t('admin.structure.metaDescription')}
            values={editing?.meta_description ?? {}}
            errors={translatedErrors(mine?.fields, 'meta_description')}
            multiline
            maxLength={320}
            idPrefix="category"
          />
          <div className="admin-field">
            <label htmlFor="category-parent">{t('admin.structure.parent')}</label>
            <select id="category-parent" name="parent_id" defaultValue={parentId ?? ''}>
              <option value="">{t('admin.structure.topLevel')}</option>
              {all.map(([node, depth]) => (
                <option key={node.id} value={node.id}>
                  {`${'— '.repeat(depth)}${nameOf(node, locale)}`}
                </option>
              ))}
            </select>
            {fieldError('parent_id') ? (
              <p className="field-error">{fieldError('parent_id')}</p>
            ) : null}
          </div>
          <AdminSwitch
            name="is_active"
            label={t('admin.structure.active')}
            defaultChecked={editing?.is_active ?? true}
          />
          <AdminPictureField
            idPrefix="category"
            label={t('admin.structure.image')}
            help={t('admin.structure.imageHelp')}
            image={editing?.image}
            error={fieldError('file')}
            removeLabel={t('admin.structure.removeImage')}
          />
        </AdminForm>
        {editing ? (
          <div data-testid="category-pro-tiers">
            <ProTiersForm
              tiers={loaderData.proTiers}
              answer={tiersAnswer}
              hidden={{ id: editing.id }}
              formKey={`tiers-${editing.id}-${loaderData.done ?? ''}`}
              t={t}
            />
          </div>
        ) : null}
        {editing ? (
          <Form method="post" className="admin-inline-form">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={editing.id} />
            <button type="submit" className="button" data-testid="category-delete">
              {t('admin.structure.delete')}
            </button>
          </Form>
        ) : null}
      </section>
    </div>
  );
}
