import type { ReactNode } from 'react';
import { Form } from 'react-router';

/** What a refused back-office form post answers: its intent, the message, per-field errors. */
export interface AdminAnswer<Intent extends string = string> {
  intent: Intent;
  message: string;
  fields: Record<string, string[]>;
}

/**
 * One back-office form under its heading: a plain post (works without JavaScript) carrying its
 * `intent`, the refusal's message above the fields, the submit button below them.
 */
export function AdminForm({
  intent,
  title,
  lead,
  answer,
  formKey,
  button,
  buttonTestId,
  primary = true,
  version,
  encType,
  children,
}: {
  intent: string;
  title: string;
  lead?: ReactNode;
  /** The refusal of this form's last post, if any. */
  answer: AdminAnswer | null;
  /** Keyed on what the form made (a payment, a parcel…): a success empties it. */
  formKey?: string;
  button: string;
  buttonTestId: string;
  primary?: boolean;
  /** The version of the record the form was read at: a post after someone else's is refused. */
  version?: string;
  /** `multipart/form-data` when the form carries a file. */
  encType?: 'multipart/form-data';
  children: ReactNode;
}) {
  const titleId = `admin-${intent}-title`;
  return (
    <>
      <h2 id={titleId}>{title}</h2>
      {lead}
      <Form
        key={formKey}
        method="post"
        encType={encType}
        className="admin-form"
        aria-labelledby={titleId}
        noValidate
      >
        <input type="hidden" name="intent" value={intent} />
        {version ? <input type="hidden" name="version" value={version} /> : null}
        {answer ? (
          <p className="form-alert" role="alert">
            {answer.message}
          </p>
        ) : null}
        {children}
        <button
          type="submit"
          className={primary ? 'button button-primary' : 'button'}
          data-testid={buttonTestId}
        >
          {button}
        </button>
      </Form>
    </>
  );
}

/** A labelled input with its error, tied by ids (`{idPrefix}-{name}`, `…-error`). */
export function AdminField({
  name,
  label,
  error,
  type = 'text',
  required = true,
  inputMode,
  idPrefix = 'admin',
  defaultValue,
  help,
}: {
  name: string;
  label: string;
  error: string | null;
  /** A line under the input saying what it takes. */
  help?: string;
  type?: string;
  required?: boolean;
  inputMode?: 'decimal';
  /** Two forms of the page may have a field of the same name (`amount`). */
  idPrefix?: string;
  defaultValue?: string;
}) {
  const id = `${idPrefix}-${name}`;
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        required={required}
        inputMode={inputMode}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') ||
          undefined
        }
      />
      {help ? (
        <p id={`${id}-help`} className="admin-help">
          {help}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** An on/off setting of the record (`name=on` when ticked), its label beside the box. */
export function AdminSwitch({
  name,
  label,
  defaultChecked,
}: {
  name: string;
  label: string;
  defaultChecked: boolean;
}) {
  return (
    <div className="admin-field admin-check">
      <label>
        <input type="checkbox" name={name} defaultChecked={defaultChecked} /> {label}
      </label>
    </div>
  );
}

/** A required confirmation checkbox (`name=yes`), with its error. */
export function AdminCheck({
  name,
  label,
  error,
  idPrefix = 'admin',
}: {
  name: string;
  label: string;
  error: string | null;
  idPrefix?: string;
}) {
  const id = `${idPrefix}-${name}`;
  return (
    <div className="admin-field admin-check">
      <label>
        <input
          type="checkbox"
          name={name}
          value="yes"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />{' '}
        {label}
      </label>
      <FieldError id={id} error={error} />
    </div>
  );
}

function FieldError({ id, error }: { id: string; error: string | null }) {
  return error ? (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  ) : null;
}
