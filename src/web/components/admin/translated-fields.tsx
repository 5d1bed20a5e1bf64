import { LOCALES, type Locale } from '../../../shared/locale';

/**
 * Per language, a refusal's texts of one translated field: the answer's `fields` name them
 * `{field}.{locale}` (`name.fr`), the fields want them by language.
 */
export function translatedErrors(
  fields: Record<string, string[]> | null | undefined,
  field: string,
): Partial<Record<Locale, string>> {
  const errors: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const list = fields?.[`${field}.${locale}`];
    if (list) errors[locale] = list.join(' ');
  }
  return errors;
}

/**
 * One text of a record in the six shop languages side by side (a column each on a wide screen,
 * stacked on a phone): a fieldset whose legend is the field's label, one input (or textarea)
 * per language named `{name}.{locale}` (`name.fr`, `name.en`…), each with its own error. Used by
 * every back-office editor of translated texts (products, categories, codes, articles…); the
 * server reads them back with `translatedFromForm` (web/admin/translated-form.ts).
 */
export function TranslatedFields({
  name,
  label,
  values,
  errors,
  multiline = false,
  required = [],
  maxLength,
  idPrefix = 'admin',
  help,
}: {
  name: string;
  label: string;
  values: Partial<Record<Locale, string>>;
  /** Per language: the refusal's text, shown under that language's input. */
  errors?: Partial<Record<Locale, string>>;
  multiline?: boolean;
  /** Languages that must be filled (the shop's default language, usually). */
  required?: readonly Locale[];
  maxLength?: number;
  idPrefix?: string;
  help?: string;
}) {
  const helpId = help ? `${idPrefix}-${name}-help` : undefined;
  return (
    <fieldset className="admin-translated" aria-describedby={helpId}>
      <legend>{label}</legend>
      {help ? (
        <p id={helpId} className="admin-help">
          {help}
        </p>
      ) : null}
      <div className="admin-translated-grid">
        {LOCALES.map((locale) => {
          const id = `${idPrefix}-${name}-${locale}`;
          const error = errors?.[locale];
          const common = {
            id,
            name: `${name}.${locale}`,
            lang: locale,
            defaultValue: values[locale] ?? '',
            required: required.includes(locale),
            maxLength,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id}-error` : undefined,
          };
          return (
            <div className="admin-field" key={locale}>
              <label htmlFor={id}>{locale.toUpperCase()}</label>
              {multiline ? <textarea rows={5} {...common} /> : <input type="text" {...common} />}
              {error ? (
                <p id={`${id}-error`} className="field-error">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
