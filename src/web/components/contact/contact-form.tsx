import { useId, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { CONTACT_LIMITS, CONTACT_SUBJECTS } from '../../../modules/support/contact.rules';
import { CONTACT_SUBJECT_LABELS } from '../../../modules/support/contact.texts';
import { useLocale, useT } from '../../i18n';
import { SelectField, TextField } from '../form/fields';
import { FormAlert, useFocusFirstError } from '../form/form-alert';
import type { FormState } from '../form/form-state';

export interface ContactPrefill {
  name: string;
  email: string;
  /** The signed-in customer's order numbers, newest first (offered, not imposed). */
  orders: string[];
}

/**
 * The contact form (decision 052): a plain multipart form posted to the page's action, so it
 * works before JavaScript and with it (React Router submits it then). Errors come back next to
 * their fields; the honeypot `website` is hidden from people and from assistive technology.
 */
export function ContactForm({ state, prefill }: { state?: FormState; prefill: ContactPrefill }) {
  const t = useT();
  const locale = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const ordersId = useId();
  useFocusFirstError(formRef, state);
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="contact-form"
      ref={formRef}
      aria-labelledby="contact-form-title"
      data-testid="contact-form"
    >
      <h2 id="contact-form-title">{t('contact.form.title')}</h2>
      <p className="contact-form-note">{t('contact.form.required')}</p>
      <FormAlert state={state} />
      <div className="contact-form-row">
        <TextField
          name="name"
          label={t('contact.form.name')}
          state={state}
          defaultValue={prefill.name}
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          required
        />
        <TextField
          name="email"
          type="email"
          label={t('contact.form.email')}
          state={state}
          defaultValue={prefill.email}
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email}
          required
        />
      </div>
      <div className="contact-form-row">
        <SelectField
          name="subject"
          label={t('contact.form.subject')}
          state={state}
          placeholder={t('contact.form.subjectPlaceholder')}
          options={CONTACT_SUBJECTS.map((value) => ({
            value,
            label: CONTACT_SUBJECT_LABELS[locale][value],
          }))}
          required
        />
        <TextField
          name="order_number"
          label={t('contact.form.orderNumber')}
          hint={t('contact.form.orderNumberHint')}
          state={state}
          maxLength={CONTACT_LIMITS.orderNumber}
          autoComplete="off"
          list={prefill.orders.length > 0 ? ordersId : undefined}
        />
        {prefill.orders.length > 0 ? (
          <datalist id={ordersId}>
            {prefill.orders.map((number) => (
              <option key={number} value={number} />
            ))}
          </datalist>
        ) : null}
      </div>
      <MessageField state={state} />
      <AttachmentField state={state} />
      <div className="visually-hidden" aria-hidden="true">
        <label>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <input type="hidden" name="locale" value={locale} />
      <p className="contact-form-note">{t('contact.form.privacy')}</p>
      <div>
        <button
          type="submit"
          className="button button-primary"
          disabled={busy}
          data-testid="contact-submit"
        >
          {busy ? t('contact.form.sending') : t('contact.form.submit')}
        </button>
      </div>
    </Form>
  );
}

function MessageField({ state }: { state?: FormState }) {
  const t = useT();
  const id = useId();
  const errors = state?.fields?.message;
  const first = errors !== undefined && Object.keys(state?.fields ?? {})[0] === 'message';
  return (
    <div className="field" data-invalid={errors ? 'true' : undefined}>
      <label htmlFor={id}>
        {t('contact.form.message')}
        <span className="field-required"> *</span>
      </label>
      <textarea
        id={id}
        name="message"
        required
        minLength={CONTACT_LIMITS.messageMin}
        maxLength={CONTACT_LIMITS.message}
        rows={8}
        defaultValue={state?.values?.message ?? ''}
        aria-invalid={errors ? true : undefined}
        aria-describedby={`${id}-hint${errors ? ` ${id}-error` : ''}`}
        autoFocus={first || undefined}
      />
      <p id={`${id}-hint`} className="field-hint">
        {t('contact.form.messageHint')}
      </p>
      {errors ? (
        <p id={`${id}-error`} className="field-error">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

function AttachmentField({ state }: { state?: FormState }) {
  const t = useT();
  const id = useId();
  const errors = state?.fields?.attachment;
  return (
    <div className="field" data-invalid={errors ? 'true' : undefined}>
      <label htmlFor={id}>{t('contact.form.attachment')}</label>
      <input
        id={id}
        type="file"
        name="attachment"
        accept="image/jpeg,image/png,image/webp,application/pdf"
        aria-invalid={errors ? true : undefined}
        aria-describedby={`${id}-hint${errors ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-hint`} className="field-hint">
        {t('contact.form.attachmentHint')}
      </p>
      {errors ? (
        <p id={`${id}-error`} className="field-error">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
