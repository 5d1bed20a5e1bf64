/**
 * Form actions of the account pages: read a posted form, call a service, and answer either a
 * redirect or the translated failure (message, per-field errors, the values to show again).
 * Server only: the services and their errors never reach the browser bundle.
 */
import { data, type AppLoadContext } from 'react-router';
import type { AccountDeps } from '../../modules/customers';
import type { QueryErrors } from '../../shared/api-query';
import { HttpError } from '../../shared/http';
import type { Locale } from '../../shared/locale';
import { message } from '../../shared/messages';
import type { FormState } from '../components/form/form-state';

export function accountDeps(context: AppLoadContext): AccountDeps {
  return { db: context.database.db, now: context.now, urls: context.accountUrls };
}

/** Never echoed back into a page, even when the form failed. */
const SECRET = /password/;

/** The form's text fields as strings, minus the secrets (kept values of a failed form). */
export function keptValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === 'string' && !SECRET.test(name)) values[name] = value;
  }
  return values;
}

/** A form field as a string, `undefined` when absent or blank (zod then says "required"). */
export function field(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A password field, kept as typed (spaces count), `undefined` when empty. */
export function secret(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function translateErrors(errors: QueryErrors | undefined, locale: Locale) {
  const fields: Record<string, string[]> = {};
  for (const [name, list] of Object.entries(errors ?? {})) {
    fields[name] = list.map((e) => message(e.key, locale, e.params ?? {}));
  }
  return fields;
}

/**
 * An expected failure (HttpError) as the action's answer; anything else is a bug and is
 * rethrown. Errors on fields the form does not show (`token`…) join the message's lines.
 */
export function formFailure(
  error: unknown,
  locale: Locale,
  form: FormData,
  shownFields: readonly string[],
  intent?: string,
) {
  if (!(error instanceof HttpError)) throw error;
  const all = translateErrors(error.fieldErrors, locale);
  const fields: Record<string, string[]> = {};
  const lines: string[] = [];
  for (const [name, texts] of Object.entries(all)) {
    if (shownFields.includes(name)) fields[name] = texts;
    else lines.push(...texts);
  }
  const state: FormState = {
    intent,
    status: error.statusCode,
    code: error.messageKey,
    message: message(error.messageKey, locale, error.extra.params ?? {}),
    lines,
    fields,
    values: keptValues(form),
  };
  const wait = error.extra.retryAfterSeconds;
  return data(state, {
    status: error.statusCode,
    ...(wait !== undefined ? { headers: { 'Retry-After': String(wait) } } : {}),
  });
}

/** A successful form that stays on its page: a notice to show. */
export function formSuccess(notice: string, intent?: string) {
  const state: FormState = { intent, notice };
  return state;
}
