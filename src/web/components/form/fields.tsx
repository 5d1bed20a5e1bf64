import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FormState } from './form-state';

interface Common {
  name: string;
  label: ReactNode;
  state?: FormState;
  hint?: ReactNode;
  className?: string;
}

/** The errors of one field, with the ids that tie them to the input (aria-describedby). */
function useFieldErrors(name: string, state: FormState | undefined, hint: boolean) {
  const id = useId();
  const errors = state?.fields?.[name];
  // Without JavaScript the browser focuses the first invalid field itself (autofocus).
  const first = errors !== undefined && Object.keys(state?.fields ?? {})[0] === name;
  const describedBy =
    [hint ? `${id}-hint` : null, errors ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  return { id, errors, describedBy, first };
}

function FieldHelp({ id, hint, errors }: { id: string; hint?: ReactNode; errors?: string[] }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {errors ? (
        <p id={`${id}-error`} className="field-error">
          {errors.join(' ')}
        </p>
      ) : null}
    </>
  );
}

/** The frame every field shares: label (with the required mark), the control, hint and errors. */
function FieldFrame({
  id,
  label,
  required,
  className,
  hint,
  errors,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  className?: string;
  hint?: ReactNode;
  errors?: string[];
  children: ReactNode;
}) {
  return (
    <div className={`field ${className ?? ''}`} data-invalid={errors ? 'true' : undefined}>
      <label htmlFor={id}>
        {label}
        {required ? <span className="field-required"> *</span> : null}
      </label>
      {children}
      <FieldHelp id={id} hint={hint} errors={errors} />
    </div>
  );
}

/** What a control says of its errors: invalid, described by them, focused when first. */
function controlAria({ errors, describedBy, first }: ReturnType<typeof useFieldErrors>) {
  return {
    'aria-invalid': errors ? true : undefined,
    'aria-describedby': describedBy,
    autoFocus: first || undefined,
  } as const;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'className'>;

/**
 * A labelled input. Without JavaScript the server renders the kept value (`state.values`)
 * and the error; passwords never come back.
 */
export function TextField({
  name,
  label,
  state,
  hint,
  className,
  defaultValue,
  ...input
}: Common & InputProps) {
  const field = useFieldErrors(name, state, Boolean(hint));
  const kept = input.type === 'password' ? undefined : state?.values?.[name];
  return (
    <FieldFrame
      {...{ id: field.id, label, required: input.required, className, hint }}
      errors={field.errors}
    >
      <input
        {...input}
        id={field.id}
        name={name}
        defaultValue={kept ?? defaultValue}
        {...controlAria(field)}
      />
    </FieldFrame>
  );
}

export interface Option {
  value: string | number;
  label: string;
}

export function SelectField({
  name,
  label,
  state,
  hint,
  className,
  options,
  defaultValue,
  required,
  disabled,
  placeholder,
  autoComplete,
}: Common & {
  options: Option[];
  defaultValue?: string | number | null;
  required?: boolean;
  disabled?: boolean;
  /** First, empty choice ("—"). */
  placeholder?: string;
  autoComplete?: string;
}) {
  const field = useFieldErrors(name, state, Boolean(hint));
  const kept = state?.values?.[name];
  return (
    <FieldFrame {...{ id: field.id, label, required, className, hint }} errors={field.errors}>
      <select
        id={field.id}
        name={name}
        required={required}
        disabled={disabled}
        autoComplete={autoComplete}
        defaultValue={kept ?? (defaultValue == null ? '' : String(defaultValue))}
        {...controlAria(field)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function CheckboxField({
  name,
  label,
  state,
  className,
  defaultChecked,
  required,
}: Common & { defaultChecked?: boolean; required?: boolean }) {
  const field = useFieldErrors(name, state, false);
  const { id, errors } = field;
  // A failed form shows the box as it was sent (absent = unticked).
  const checked = state?.values ? state.values[name] !== undefined : defaultChecked;
  return (
    <div
      className={`field field-checkbox ${className ?? ''}`}
      data-invalid={errors ? 'true' : undefined}
    >
      <input
        type="checkbox"
        id={id}
        name={name}
        defaultChecked={checked}
        required={required}
        {...controlAria(field)}
      />
      <label htmlFor={id}>{label}</label>
      <FieldHelp id={id} errors={errors} />
    </div>
  );
}

/** A labelled multi-line text, kept and explained like `TextField`. */
export function TextAreaField({
  name,
  label,
  state,
  hint,
  className,
  defaultValue,
  required,
  maxLength,
  rows = 5,
}: Common & { defaultValue?: string; required?: boolean; maxLength?: number; rows?: number }) {
  const field = useFieldErrors(name, state, Boolean(hint));
  const kept = state?.values?.[name];
  return (
    <FieldFrame {...{ id: field.id, label, required, className, hint }} errors={field.errors}>
      <textarea
        id={field.id}
        name={name}
        rows={rows}
        required={required}
        maxLength={maxLength}
        defaultValue={kept ?? defaultValue}
        {...controlAria(field)}
      />
    </FieldFrame>
  );
}
