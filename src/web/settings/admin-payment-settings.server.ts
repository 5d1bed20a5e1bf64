/**
 * The back office's payment methods page in-process (routes/admin-settings-payment.tsx): each
 * method offered or not, its position and fees (typed in euros and percent), saved all at once
 * through the orders module — the same rules and versions as `PATCH /api/admin/payment-methods`.
 * A method without a gateway cannot be switched on: the page says why. Server only.
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import { eurosInputToCents } from '../../shared/money';
import {
  CONFIGURABLE_METHODS,
  listPaymentMethodSettings,
  percentInputToBp,
  savePaymentMethodChoices,
  type PaymentMethodChange,
} from '../../modules/orders';
import { HttpError } from '../../shared/http';
import { message } from '../../shared/messages';
import { adminGuard } from '../account/admin-guard.server';
import { translateErrors } from '../account/forms.server';
import { href } from '../paths';

interface PageArgs {
  request: Request;
  context: AppLoadContext;
}

export async function adminPaymentSettingsPage(args: PageArgs) {
  await adminGuard(args, 'settings');
  const methods = await listPaymentMethodSettings(
    args.context.database.db,
    args.context.payments.setup,
  );
  const saved = new URL(args.request.url).searchParams.get('done') === 'saved';
  return { methods, saved };
}

export interface PaymentSettingsAnswer {
  message: string;
  /** `<method>.<field>` → message. */
  errors: Record<string, string>;
}

export async function adminPaymentSettingsAction(args: PageArgs) {
  // The one permission check ('settings'); the session is the owner's own (never acting as).
  const locale = await adminGuard(args, 'settings');
  const actor = args.context.session!.userId;
  const form = await args.request.formData();
  const text = (name: string) => {
    const raw = form.get(name);
    return typeof raw === 'string' ? raw.trim() : '';
  };
  const unreadable: Record<string, string> = {};
  const changes: PaymentMethodChange[] = [];
  for (const method of CONFIGURABLE_METHODS) {
    if (!form.has(`version:${method}`)) continue;
    const position = /^\d{1,2}$/.test(text(`position:${method}`))
      ? Number(text(`position:${method}`))
      : -1;
    const fixed = eurosInputToCents(text(`fee_fixed:${method}`) || '0');
    const percent = percentInputToBp(text(`fee_percent:${method}`) || '0');
    if (fixed === null) unreadable[`${method}.fee_fixed_cents`] = message('invalid_amount', locale);
    if (percent === null)
      unreadable[`${method}.fee_percent_bp`] = message('invalid_percent', locale);
    changes.push({
      method,
      enabled: form.get(`enabled:${method}`) === 'yes',
      position,
      feeFixedCents: fixed ?? 0,
      feePercentBp: percent ?? 0,
      version: text(`version:${method}`) || null,
    });
  }
  try {
    if (Object.keys(unreadable).length > 0)
      return data<PaymentSettingsAnswer>(
        { message: message('form_invalid', locale), errors: unreadable },
        { status: 422 },
      );
    await savePaymentMethodChoices(
      args.context.database.db,
      actor,
      args.context.payments.setup,
      changes,
      args.context.now(),
    );
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    const fields = translateErrors(error.fieldErrors, locale);
    const errors = Object.fromEntries(
      Object.entries(fields).map(([field, list]) => [field.replace(/^methods\./, ''), list[0]!]),
    );
    return data<PaymentSettingsAnswer>(
      { message: message(error.messageKey, locale), errors },
      { status: error.statusCode },
    );
  }
  return redirect(`${href('admin-settings-payment', null, locale)}?done=saved`, 303);
}
