import { useRef } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { TextField } from '../form/fields';
import { FormAlert, useFocusFirstError } from '../form/form-alert';
import type { FormState } from '../form/form-state';
import { useLocale, useT } from '../../i18n';
import { href } from '../../paths';

/**
 * The newsletter sign-up form (routes/newsletter.tsx's action). With JavaScript it posts
 * through a fetcher and answers in place (the footer's form does not leave the page); without,
 * the browser posts to the newsletter page, which shows the answer. On that page the answer of
 * its own post comes as the route's action data.
 */
export function NewsletterForm({ placement }: { placement: 'page' | 'footer' }) {
  const t = useT();
  const locale = useLocale();
  const fetcher = useFetcher<FormState>();
  const routeAnswer = useActionData<FormState>();
  const state = fetcher.data ?? (placement === 'page' ? routeAnswer : undefined);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, state);
  return (
    <fetcher.Form
      method="post"
      action={href('newsletter', null, locale)}
      ref={formRef}
      // The page's form takes the forms' stylesheet; the footer's is styled by footer.css alone
      // (every page shows it, most without form.css).
      className={placement === 'page' ? 'form' : 'newsletter-form-footer'}
      data-testid={`newsletter-form-${placement}`}
    >
      <FormAlert state={state} />
      <TextField
        name="email"
        type="email"
        label={t('form.email')}
        autoComplete="email"
        required
        state={state}
      />
      <HoneypotField />
      <button
        type="submit"
        className={`button form-submit ${placement === 'page' ? 'button-primary' : 'button-brand'}`}
        disabled={fetcher.state !== 'idle'}
      >
        {t('newsletter.submit')}
      </button>
    </fetcher.Form>
  );
}

/** A field people never see nor reach (bots fill every field): a filled one sends nothing. */
function HoneypotField() {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
