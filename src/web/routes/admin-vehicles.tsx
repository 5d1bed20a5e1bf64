import { Form, Link, useActionData } from 'react-router';
import type { Route } from './+types/admin-vehicles';
import { vehiclesAction, vehiclesPage, type StructureAnswer } from '../admin/vehicles-page.server';
import { AdminField, AdminForm, AdminSwitch } from '../components/admin/admin-form';
import { AdminPictureField } from '../components/admin/picture-field';
import { SortableList } from '../components/admin/sortable-list';
import { StructureNav } from '../components/admin/structure-nav';
import structureStylesUrl from '../components/admin/catalogue-structure.css?url';
import { PageHeader, pageLinks } from '../components/page';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { staticMeta } from '../seo';

/**
 * Back office: vehicle makes (with logo) → models → generations (years from–to): create,
 * rename, reorder (drag and drop or ↑/↓ buttons), switch off. The storefront's make and model
 * pages and the vehicle picker follow at once. Permission 'catalogue'.
 */
export const loader = (args: Route.LoaderArgs) => vehiclesPage(args);
export const action = (args: Route.ActionArgs) => vehiclesAction(args);

export const links = () => [...pageLinks(), { rel: 'stylesheet', href: structureStylesUrl }];

export const meta = staticMeta(
  'admin-vehicles',
  'admin.structure.vehiclesTitle',
  'admin.structure.vehiclesLead',
  {
    noindex: true,
  },
);

export default function AdminVehicles({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const answer = useActionData<StructureAnswer>() ?? null;
  const base = href('admin-vehicles', null, locale);
  const make = loaderData.makes.find((m) => m.id === loaderData.make) ?? null;
  const generations = make?.models.flatMap((m) => m.generations) ?? [];
  const editing = generations.find((g) => g.id === loaderData.edit) ?? null;
  const forIntent = (intent: string) => (answer?.intent === intent ? answer : null);
  const err = (a: StructureAnswer | null, name: string) => a?.fields[name]?.join(' ') ?? null;
  const generationAnswer = forIntent(editing ? 'generation-update' : 'generation-create');
  return (
    <div className="page container">
      <PageHeader
        title={t('admin.structure.vehiclesTitle')}
        lead={t('admin.structure.vehiclesLead')}
      />
      <StructureNav current="admin-vehicles" />
      {loaderData.done ? (
        <p className="form-notice" role="status">
          {t('admin.structure.saved')}
        </p>
      ) : null}
      {answer &&
      !['make-create', 'make-update', 'generation-create', 'generation-update'].includes(
        answer.intent,
      ) ? (
        <p className="form-alert" role="alert">
          {answer.message} {Object.values(answer.fields).flat().join(' ')}
        </p>
      ) : null}
      <h2>{t('admin.structure.makes')}</h2>
      <SortableList
        items={loaderData.makes}
        label={t('admin.structure.makes')}
        intentPrefix="make-"
        rowFields={(m) => ({ id: m.id })}
        upLabel={t('admin.structure.up')}
        downLabel={t('admin.structure.down')}
        testId="makes"
        render={(m) => (
          <>
            {m.image ? <img src={m.image.url} alt="" className="admin-structure-thumb" /> : null}
            <strong>{m.name}</strong>
            {m.is_active ? null : (
              <span className="admin-muted">{t('admin.structure.inactive')}</span>
            )}
            <span className="admin-muted">
              {t('admin.structure.modelsCount', { count: String(m.models.length) })}
            </span>
            <Link to={`${base}?make=${m.id}#make`}>{t('admin.structure.open')}</Link>
          </>
        )}
      />
      <AdminForm
        intent="make-create"
        title={t('admin.structure.newMake')}
        answer={forIntent('make-create')}
        formKey={`make-${loaderData.makes.length}`}
        button={t('admin.structure.add')}
        buttonTestId="make-save"
        primary={false}
        encType="multipart/form-data"
      >
        <AdminField
          name="name"
          label={t('admin.structure.name')}
          error={err(forIntent('make-create'), 'name')}
          idPrefix="make-new"
        />
        <input type="hidden" name="is_active" value="on" />
        <AdminPictureField
          idPrefix="make-new"
          label={t('admin.structure.logo')}
          help={t('admin.structure.imageHelp')}
          image={null}
        />
      </AdminForm>

      {make ? (
        <section id="make" className="admin-structure-editor">
          <AdminForm
            intent="make-update"
            title={t('admin.structure.editMake', { name: make.name })}
            answer={forIntent('make-update')}
            formKey={`make-edit-${make.id}-${make.version}`}
            version={make.version}
            button={t('admin.structure.save')}
            buttonTestId="make-update"
            encType="multipart/form-data"
          >
            <input type="hidden" name="id" value={make.id} />
            <AdminField
              name="name"
              label={t('admin.structure.name')}
              error={err(forIntent('make-update'), 'name')}
              idPrefix="make"
              defaultValue={make.name}
            />
            <AdminField
              name="slug"
              label={t('admin.structure.slug')}
              error={err(forIntent('make-update'), 'slug')}
              idPrefix="make"
              defaultValue={make.slug}
            />
            <AdminSwitch
              name="is_active"
              label={t('admin.structure.active')}
              defaultChecked={make.is_active}
            />
            <AdminPictureField
              idPrefix="make"
              label={t('admin.structure.logo')}
              help={t('admin.structure.imageHelp')}
              image={make.image}
              removeLabel={t('admin.structure.removeLogo')}
            />
          </AdminForm>

          <h2>{t('admin.structure.models')}</h2>
          {make.models.map((model) => (
            <div key={`${model.name}-${model.version}`}>
              <Form method="post" className="admin-inline-form">
                <input type="hidden" name="intent" value="model-rename" />
                <input type="hidden" name="brand_id" value={make.id} />
                <input type="hidden" name="from" value={model.name} />
                <input type="hidden" name="version" value={model.version} />
                <label htmlFor={`rename-${model.name}`}>{t('admin.structure.model')}</label>{' '}
                <input id={`rename-${model.name}`} name="to" defaultValue={model.name} required />{' '}
                <button type="submit" className="button">
                  {t('admin.structure.rename')}
                </button>
              </Form>
            </div>
          ))}
          <h3>{t('admin.structure.generations')}</h3>
          <SortableList
            items={generations}
            label={t('admin.structure.generations')}
            rowFields={(g) => ({ id: g.id })}
            upLabel={t('admin.structure.up')}
            downLabel={t('admin.structure.down')}
            testId="generations"
            render={(g) => (
              <>
                <strong>
                  {g.name} {g.generation ?? ''}
                </strong>
                <span className="admin-muted">
                  {g.year_from ?? '…'}–{g.year_to ?? ''}
                </span>
                {g.is_active ? null : (
                  <span className="admin-muted">{t('admin.structure.inactive')}</span>
                )}
                <Link to={`${base}?make=${make.id}&edit=${g.id}#generation`}>
                  {t('admin.structure.edit')}
                </Link>
              </>
            )}
          />
          <div id="generation">
            <AdminForm
              intent={editing ? 'generation-update' : 'generation-create'}
              title={
                editing ? t('admin.structure.editGeneration') : t('admin.structure.newGeneration')
              }
              answer={generationAnswer}
              formKey={`gen-${editing?.id ?? 'new'}-${editing?.version ?? ''}-${generations.length}`}
              version={editing?.version}
              button={t('admin.structure.save')}
              buttonTestId="generation-save"
            >
              <input type="hidden" name="brand_id" value={make.id} />
              {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
              <AdminField
                name="name"
                label={t('admin.structure.model')}
                error={err(generationAnswer, 'name')}
                idPrefix="generation"
                defaultValue={editing?.name}
              />
              <AdminField
                name="generation"
                label={t('admin.structure.generation')}
                error={err(generationAnswer, 'generation')}
                required={false}
                idPrefix="generation"
                defaultValue={editing?.generation ?? ''}
              />
              <AdminField
                name="year_from"
                label={t('admin.structure.yearFrom')}
                error={err(generationAnswer, 'year_from')}
                required={false}
                type="number"
                idPrefix="generation"
                defaultValue={editing?.year_from?.toString() ?? ''}
              />
              <AdminField
                name="year_to"
                label={t('admin.structure.yearTo')}
                error={err(generationAnswer, 'year_to')}
                required={false}
                type="number"
                idPrefix="generation"
                defaultValue={editing?.year_to?.toString() ?? ''}
              />
              <AdminSwitch
                name="is_active"
                label={t('admin.structure.active')}
                defaultChecked={editing?.is_active ?? true}
              />
            </AdminForm>
          </div>
        </section>
      ) : null}
    </div>
  );
}
