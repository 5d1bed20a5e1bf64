/**
 * The promotion editors' posted forms as the input rules read them (codes, deals): the same
 * shape `/api/admin/codes` and `/api/admin/good_deals` take as JSON, so a page and the API go
 * through one check. Pure: a form in, plain values out.
 */
import { translatedFromForm } from '../../shared/translated-form';
import type { DealInput } from './deal-admin.rules';

/** What the readers need of a posted form (FormData, URLSearchParams). */
export type PostedForm = Pick<FormData, 'get' | 'getAll'> | URLSearchParams;

/** A field's text, '' when absent (a file is not text). */
export const formText = (form: PostedForm, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

const ticked = (form: PostedForm, name: string) => form.get(name) === 'on';

/** The code editor's fields. */
export function codeInputOf(form: PostedForm) {
  const kind = formText(form, 'kind');
  return {
    code: formText(form, 'code'),
    name: translatedFromForm(form, 'name'),
    subtitle: translatedFromForm(form, 'subtitle'),
    // The field of the kind chosen only: the other one may still hold what was typed before
    // the kind changed (both are on the page without JavaScript).
    kind,
    value_percent: kind === 'amount' ? '' : formText(form, 'value_percent'),
    value_amount: kind === 'amount' ? formText(form, 'value_amount') : '',
    applies_to: formText(form, 'applies_to'),
    category_ids: form.getAll('category_ids').map(String),
    // Ticked products, and ids typed in the free field (spaces or commas between them).
    product_ids: [
      ...form.getAll('product_ids').map(String),
      ...formText(form, 'product_ids_text')
        .split(/[\s,]+/)
        .filter(Boolean),
    ],
    is_pro_only: ticked(form, 'is_pro_only'),
    is_featured: ticked(form, 'is_featured'),
    is_active: ticked(form, 'is_active'),
    starts_on: formText(form, 'starts_on'),
    ends_on: formText(form, 'ends_on'),
    max_uses: formText(form, 'max_uses'),
    max_uses_per_customer: formText(form, 'max_uses_per_customer'),
    min_amount: formText(form, 'min_amount'),
  };
}

/** The deal editor's fields (`variant_id` empty: every variant of the product). */
export function dealInputOf(form: PostedForm) {
  return {
    product_id: formText(form, 'product_id'),
    variant_id: formText(form, 'variant_id'),
    title: translatedFromForm(form, 'title'),
    description: translatedFromForm(form, 'description'),
    discount_percent: formText(form, 'discount_percent'),
    new_price: formText(form, 'new_price'),
    starts_on: formText(form, 'starts_on'),
    ends_on: formText(form, 'ends_on'),
    is_active: ticked(form, 'is_active'),
    position: formText(form, 'position'),
  } satisfies DealInput;
}
