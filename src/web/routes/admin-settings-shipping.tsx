import { Form, useActionData } from 'react-router';
import { centsToEurosInput } from '../../shared/money';
import type { Route } from './+types/admin-settings-shipping';
import { SettingsNav } from '../components/admin/settings-nav';
import { PageHeader, pageLinks } from '../components/page';
import { useLocale, useT } from '../i18n';
import {
  adminShippingSettingsAction,
  adminShippingSettingsPage,
  type ShippingSettingsAnswer,
} from '../settings/admin-shipping-settings.server';
import { staticMeta } from '../seo';

/**
 * Back office: delivery methods and their price grids. Each method and each range is its own
 * small plain form (works without JavaScript); a refusal shows above the form it concerns.
 */
export async function loader(args: Route.LoaderArgs) {
  return adminShippingSettingsPage(args);
}

export async function action(args: Route.ActionArgs) {
  return adminShippingSettingsAction(args);
}

export const links = pageLinks;

export const meta = staticMeta(
  'admin-settings-shipping',
  'admin.shipping.title',
  'admin.shipping.title',
  { noindex: true },
);

const KINDS = ['home', 'express', 'relay', 'store'] as const;

type Method = Route.ComponentProps['loaderData']['methods'][number];
type Range = Method['ranges'][number];

/** The refusal of this form's last post: its message and every field's. */
function Refusal({ answer, form }: { answer: ShippingSettingsAnswer | null; form: string }) {
  if (answer?.form !== form) return null;
  const lines = [answer.message, ...Object.values(answer.fields).flat()];
  return (
    <div className="form-alert" role="alert" data-testid="admin-shipping-error">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

export default function AdminShippingSettings({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const answer = useActionData<ShippingSettingsAnswer>() ?? null;
  const { methods, saved } = loaderData;
  const inUse = new Set(loaderData.inUse);
  return (
    <div className="page container admin-settings" data-testid="admin-shipping-settings">
      <PageHeader title={t('admin.shipping.title')} lead={t('admin.shipping.lead')} />
      <SettingsNav current="admin-settings-shipping" />
      <p className="admin-note">{t('admin.settings.effect')}</p>
      {saved ? (
        <p className="form-alert form-alert-success" role="status" data-testid="admin-done">
          {t('admin.shipping.saved')}
        </p>
      ) : null}
      {methods.map((m) => (
        <section key={`${m.id}-${m.version}`} className="admin-fieldset" data-method={m.code}>
          <h2>{m.name[locale] ?? m.name.fr}</h2>
          <Form method="post" className="admin-form admin-grid-form" noValidate>
            <Refusal answer={answer} form={`method-${m.id}`} />
            <input type="hidden" name="intent" value="method" />
            <input type="hidden" name="method_id" value={m.id} />
            <input type="hidden" name="version" value={m.version} />
            <div className="admin-field admin-check">
              <label>
                <input type="checkbox" name="is_active" value="yes" defaultChecked={m.is_active} />{' '}
                {t('admin.shipping.active')}
              </label>
            </div>
            <div className="admin-range">
              <Field
                label={t('admin.shipping.nameFr')}
                name="name_fr"
                id={`m${m.id}-fr`}
                value={m.name.fr}
                wide
              />
              <Field
                label={t('admin.shipping.nameEn')}
                name="name_en"
                id={`m${m.id}-en`}
                value={m.name.en}
                wide
              />
              <Field
                label={t('admin.shipping.position')}
                name="position"
                id={`m${m.id}-pos`}
                value={String(m.position)}
              />
              <div className="admin-field">
                <label htmlFor={`m${m.id}-kind`}>{t('admin.shipping.kind')}</label>
                <select id={`m${m.id}-kind`} name="kind" defaultValue={m.kind}>
                  {KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`admin.shipping.kind.${kind}`)}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <button type="submit" className="button">
              {t('admin.shipping.saveMethod')}
            </button>
          </Form>
          <div className="admin-ranges">
            {m.ranges.length === 0 ? <p className="empty">{t('admin.shipping.noRange')}</p> : null}
            {m.ranges.map((r) => (
              <RangeForm key={r.id} method={m} range={r} inUse={inUse.has(r.id)} answer={answer} />
            ))}
            <h3>{t('admin.shipping.addRange')}</h3>
            <RangeForm method={m} range={null} inUse={false} answer={answer} />
          </div>
        </section>
      ))}
    </div>
  );
}

function Field(props: { label: string; name: string; id: string; value: string; wide?: boolean }) {
  return (
    <div className={props.wide ? 'admin-field admin-field-wide' : 'admin-field'}>
      <label htmlFor={props.id}>{props.label}</label>
      <input id={props.id} name={props.name} defaultValue={props.value} />
    </div>
  );
}

function RangeForm({
  method,
  range,
  inUse,
  answer,
}: {
  method: Method;
  range: Range | null;
  /** Orders use it: it can be switched off, not removed (they keep their delivery). */
  inUse: boolean;
  answer: ShippingSettingsAnswer | null;
}) {
  const t = useT();
  const locale = useLocale();
  const form = range ? `range-${range.id}` : `new-${method.id}`;
  // A refused post shows back what was typed.
  const typed = answer?.form === form ? answer.values : null;
  const value = (name: string, stored: string) => typed?.[name] ?? stored;
  const id = `${form}-`;
  return (
    <Form method="post" className="admin-range" data-range={range?.id ?? 'new'} noValidate>
      <Refusal answer={answer} form={form} />
      <input type="hidden" name="method_id" value={method.id} />
      <input type="hidden" name="range_id" value={range?.id ?? ''} />
      <input type="hidden" name="version" value={method.version} />
      <Field
        label={t('admin.shipping.countries')}
        name="country_isos"
        id={`${id}c`}
        value={value('country_isos', range?.country_isos.join(', ') ?? '')}
        wide
      />
      <Field
        label={t('admin.shipping.minWeight')}
        name="min_weight_grams"
        id={`${id}min`}
        value={value('min_weight_grams', String(range?.min_weight_grams ?? ''))}
      />
      <Field
        label={t('admin.shipping.maxWeight')}
        name="max_weight_grams"
        id={`${id}max`}
        value={value('max_weight_grams', String(range?.max_weight_grams ?? ''))}
      />
      <Field
        label={t('admin.shipping.price')}
        name="price"
        id={`${id}p`}
        value={value('price', range ? centsToEurosInput(range.price_ht_cents, locale) : '')}
      />
      <div className="admin-field admin-check">
        <label>
          <input
            type="checkbox"
            name="is_active"
            value="yes"
            defaultChecked={range?.is_active ?? true}
          />{' '}
          {t('admin.shipping.rangeActive')}
        </label>
      </div>
      <button type="submit" name="intent" value="range" className="button">
        {range ? t('admin.shipping.saveRange') : t('admin.shipping.addRange')}
      </button>
      {range && !inUse ? (
        <button type="submit" name="intent" value="remove" className="button">
          {t('admin.shipping.removeRange')}
        </button>
      ) : null}
      {range && inUse ? (
        <p className="admin-note" data-testid="admin-range-in-use">
          {t('admin.shipping.rangeInUse')}
        </p>
      ) : null}
    </Form>
  );
}
