import { Form, useActionData } from 'react-router';
import type { Route } from './+types/admin-settings';
import { PageHeader, pageLinks } from '../components/page';
import { SettingsNav } from '../components/admin/settings-nav';
import { useT, type Translate } from '../i18n';
import type { MessageKey } from '../i18n/catalogues';
import {
  adminSettingsAction,
  adminSettingsPage,
  type SettingField,
  type SettingsAnswer,
} from '../settings/admin-settings.server';
import { staticMeta } from '../seo';

/**
 * Back office: the shop's settings (`configurations`), by section, with a label and a help
 * text each; amounts in euros. One plain form (works without JavaScript); a refusal comes back
 * beside its field with what was typed, a colleague's save in between is told and nothing saved.
 */
export async function loader(args: Route.LoaderArgs) {
  return adminSettingsPage(args);
}

export async function action(args: Route.ActionArgs) {
  return adminSettingsAction(args);
}

export const links = pageLinks;

export const meta = staticMeta('admin-settings', 'admin.settings.title', 'admin.settings.title', {
  noindex: true,
});

const SECTIONS = ['seller', 'host', 'contact', 'bank', 'orders', 'social', 'other'] as const;

/** A key's text, or `fallback` when the catalogue has none (a key only the database knows). */
function text(t: Translate, key: string, fallback: string): string {
  const value = t(key as MessageKey);
  return value === key ? fallback : value;
}

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const answer = useActionData<SettingsAnswer>();
  const { fields, done } = loaderData;
  return (
    <div className="page container admin-settings" data-testid="admin-settings">
      <PageHeader title={t('admin.settings.title')} lead={t('admin.settings.lead')} />
      <SettingsNav current="admin-settings" />
      <p className="admin-note">{t('admin.settings.effect')}</p>
      {done ? (
        <p className="form-alert form-alert-success" role="status" data-testid="admin-done">
          {t(done === 'saved' ? 'admin.settings.saved' : 'admin.settings.nothingChanged')}
        </p>
      ) : null}
      {/* Keyed on the versions: after a save the fields show the stored values again. */}
      <Form
        key={fields.map((f) => f.version).join()}
        method="post"
        className="admin-form admin-settings-form"
        noValidate
      >
        {answer ? (
          <p className="form-alert" role="alert" data-testid="admin-settings-error">
            {answer.message}
          </p>
        ) : null}
        {SECTIONS.map((section) => {
          const inSection = fields.filter((f) => f.section === section);
          if (inSection.length === 0) return null;
          return (
            <fieldset key={section} className="admin-fieldset">
              <legend>{t(`admin.settings.section.${section}`)}</legend>
              {inSection.map((field) => (
                <SettingInput key={field.key} field={field} answer={answer ?? null} t={t} />
              ))}
            </fieldset>
          );
        })}
        <button type="submit" className="button button-primary" data-testid="admin-settings-save">
          {t('admin.settings.save')}
        </button>
      </Form>
    </div>
  );
}

function SettingInput({
  field,
  answer,
  t,
}: {
  field: SettingField;
  answer: SettingsAnswer | null;
  t: Translate;
}) {
  const id = `setting-${field.key}`;
  const error = answer?.errors[field.key] ?? null;
  const value = answer?.values[field.key] ?? field.value;
  const help = [
    text(t, `admin.settings.help.${field.key}`, ''),
    field.money ? t('admin.settings.euros') : '',
    field.set ? '' : t('admin.settings.notSet'),
  ]
    .filter(Boolean)
    .join(' ');
  const described = [help ? `${id}-help` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    name: `value:${field.key}`,
    defaultValue: value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  } as const;
  return (
    <div className="admin-field" data-setting={field.key}>
      <label htmlFor={id}>{text(t, `admin.settings.key.${field.key}`, field.key)}</label>
      {field.multiline ? (
        <textarea rows={3} {...common} />
      ) : (
        <input
          type={field.key.endsWith('_email') ? 'email' : 'text'}
          inputMode={field.money ? 'decimal' : undefined}
          {...common}
        />
      )}
      <input type="hidden" name={`was:${field.key}`} value={field.value} />
      <input type="hidden" name={`version:${field.key}`} value={field.version} />
      {help ? (
        <p id={`${id}-help`} className="field-help">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
