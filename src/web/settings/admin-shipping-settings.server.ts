/**
 * The back office's delivery page in-process (routes/admin-settings-shipping.tsx): every method
 * with its grid, and one small form per change — a method (offered, position, kind, names), a
 * range (countries, weights, price typed in euros excl. tax, active), a range removed when no
 * order uses it (one in use is switched off instead, docs/decisions/034). Writes go
 * through the shipping module (it owns the tables), each with the method's version: a
 * colleague's change in between answers 409 and nothing is written. Server only.
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import { shippingRangesInUse } from '../../modules/orders';
import { eurosInputToCents } from '../../shared/money';
import {
  isShippingKind,
  listShippingAdmin,
  parseCountryList,
  removeShippingRange,
  saveShippingRange,
  updateShippingMethod,
} from '../../modules/shipping';
import { HttpError, validationFailed } from '../../shared/http';
import { message } from '../../shared/messages';
import { adminGuard } from '../account/admin-guard.server';
import { translateErrors } from '../account/forms.server';
import { href } from '../paths';

interface PageArgs {
  request: Request;
  context: AppLoadContext;
}

export async function adminShippingSettingsPage(args: PageArgs) {
  await adminGuard(args, 'settings');
  const db = args.context.database.db;
  const methods = await listShippingAdmin(db);
  // A range an order uses is kept (the order's delivery): no removal offered, only switching off.
  const inUse = await shippingRangesInUse(
    db,
    methods.flatMap((m) => m.ranges.map((r) => r.id)),
  );
  const saved = new URL(args.request.url).searchParams.get('done') === 'saved';
  return { methods, inUse: [...inUse], saved };
}

export interface ShippingSettingsAnswer {
  /** Which form answered: `method-<id>`, `range-<id>` or `new-<methodId>`. */
  form: string;
  message: string;
  fields: Record<string, string[]>;
  values: Record<string, string>;
}

const grams = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

export async function adminShippingSettingsAction(args: PageArgs) {
  // The one permission check ('settings'); the session is the owner's own (never acting as).
  const locale = await adminGuard(args, 'settings');
  const actor = args.context.session!.userId;
  const db = args.context.database.db;
  const form = await args.request.formData();
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') values[name] = value;
  const text = (name: string) => (values[name] ?? '').trim();
  // Ids as the API reads them (`parseId`): up to 9 digits, within the integer column.
  const id = (name: string) => (/^\d{1,9}$/.test(text(name)) ? Number(text(name)) : Number.NaN);
  const methodId = id('method_id');
  const rangeId = text('range_id') ? id('range_id') : null;
  const intent = text('intent');
  const version = text('version');
  const formName =
    intent === 'method' ? `method-${methodId}` : rangeId ? `range-${rangeId}` : `new-${methodId}`;
  try {
    if (!Number.isSafeInteger(methodId) || (rangeId !== null && !Number.isSafeInteger(rangeId)))
      throw data(null, { status: 404 });
    if (intent === 'method') {
      const kind = text('kind');
      const position = grams(text('position'));
      const errors: Record<string, [{ key: 'invalid_value' | 'required' }]> = {};
      if (!isShippingKind(kind)) errors.kind = [{ key: 'invalid_value' }];
      if (!(position <= 999)) errors.position = [{ key: 'invalid_value' }];
      if (!text('name_fr')) errors.name_fr = [{ key: 'required' }];
      if (!text('name_en')) errors.name_en = [{ key: 'required' }];
      if (Object.keys(errors).length > 0 || !isShippingKind(kind)) throw validationFailed(errors);
      await updateShippingMethod(
        db,
        actor,
        methodId,
        {
          isActive: form.get('is_active') === 'yes',
          position,
          kind,
          name: { fr: text('name_fr').slice(0, 100), en: text('name_en').slice(0, 100) },
        },
        version,
      );
    } else if (intent === 'remove' && rangeId !== null) {
      await removeShippingRange(db, actor, methodId, rangeId, version);
    } else {
      const price = eurosInputToCents(text('price'));
      const countries = parseCountryList(text('country_isos'));
      const errors: Record<string, [{ key: 'invalid_price' | 'invalid_countries' }]> = {};
      if (price === null) errors.price_ht_cents = [{ key: 'invalid_price' }];
      if (countries === null) errors.country_isos = [{ key: 'invalid_countries' }];
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      await saveShippingRange(
        db,
        actor,
        methodId,
        rangeId,
        {
          countryIsos: countries!,
          minWeightGrams: grams(text('min_weight_grams')),
          maxWeightGrams: grams(text('max_weight_grams')),
          priceHtCents: price!,
          isActive: form.get('is_active') === 'yes',
        },
        version,
      );
    }
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    const answer: ShippingSettingsAnswer = {
      form: formName,
      message: message(error.messageKey, locale, error.extra.params ?? {}),
      fields: translateErrors(error.fieldErrors, locale),
      values,
    };
    return data(answer, { status: error.statusCode });
  }
  return redirect(`${href('admin-settings-shipping', null, locale)}?done=saved`, 303);
}
