/**
 * The back office's order page in-process (routes/admin-order.tsx): the order, its refunds and
 * payment state, and the form posts — payment received, store pickup, parcel, refund,
 * cancellation — each parsed with its module's schema (the same as the API's). Server only.
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import type { z } from 'zod';
import {
  addShipment,
  backOfficeOrder,
  cancelOrderByShop,
  shipmentInput,
} from '../../modules/orders';
import {
  completePickup,
  listRefunds,
  orderPaymentState,
  pickupInput,
  receivedPaymentInput,
  recordReceivedPayment,
  refundInput,
  shopDay,
} from '../../modules/payments';
import { HttpError, validationFailed } from '../../shared/http';
import { parseEuros } from '../../shared/money';
import { message } from '../../shared/messages';
import { parseBodyOrThrow } from '../../shared/validation';
import { adminGuard } from '../account/admin-guard.server';
import { translateErrors } from '../account/forms.server';
import type { AdminAnswer } from '../components/admin/admin-form';
import { href } from '../paths';

interface PageArgs {
  request: Request;
  context: AppLoadContext;
  params: { id?: string };
}

const INTENTS = ['ship', 'refund', 'payment', 'pickup', 'cancel'] as const;
export type Intent = (typeof INTENTS)[number];
const isIntent = (value: unknown): value is Intent => INTENTS.includes(value as Intent);

function orderId(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

export async function adminOrderPage(args: PageArgs) {
  await adminGuard(args, 'orders');
  const id = orderId(args.params.id);
  const db = args.context.database.db;
  const [order, refunds, payment] = await Promise.all([
    backOfficeOrder(db, id),
    listRefunds(db, id),
    orderPaymentState(db, id),
  ]);
  if (!order || !payment) throw data(null, { status: 404 });
  const done = new URL(args.request.url).searchParams.get('done');
  return {
    order: { ...order, placedAt: order.placedAt?.toISOString() ?? null },
    refunds,
    payment,
    today: shopDay(args.context.now()),
    done: isIntent(done) ? done : null,
  };
}

export type AdminOrderAnswer = AdminAnswer<Intent>;

/**
 * Parses a form whose amount is typed in euros with the module's schema (`amount_cents`, the
 * same as the API's): an unreadable amount is told as such, with the other fields' errors.
 */
function parseWithEuros<S extends z.ZodType>(
  schema: S,
  amount: string | undefined,
  rest: Record<string, unknown>,
): z.output<S> {
  const cents = parseEuros(amount ?? '');
  const badAmount = cents === null ? [{ key: 'invalid_value' as const }] : null;
  let input;
  try {
    input = parseBodyOrThrow(schema, { amount_cents: cents ?? 1, ...rest });
  } catch (error) {
    if (badAmount && error instanceof HttpError)
      throw validationFailed({ ...error.fieldErrors, amount: badAmount });
    throw error;
  }
  if (badAmount) throw validationFailed({ amount: badAmount });
  return input;
}

export async function adminOrderAction(args: PageArgs) {
  const locale = await adminGuard(args, 'orders');
  const id = orderId(args.params.id);
  const form = await args.request.formData();
  const value = (name: string) => {
    const raw = form.get(name);
    return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined;
  };
  const posted = value('intent');
  const intent: Intent = isIntent(posted) ? posted : 'ship';
  const self = href('admin-orders-id', { id }, locale);
  const db = args.context.database.db;
  const now = args.context.now();
  // The guard let only a staff member with 'orders' in (never one acting as a customer): the
  // session is theirs, and they are the audit log's actor.
  const adminId = args.context.session?.userId ?? null;
  try {
    if (intent === 'ship') {
      const input = parseBodyOrThrow(shipmentInput, {
        carrier: value('carrier'),
        tracking_number: value('tracking_number'),
        ...(value('tracking_url') ? { tracking_url: value('tracking_url') } : {}),
      });
      await addShipment(db, id, { ...input, shipped_at: undefined }, now, adminId);
    } else if (intent === 'refund') {
      const input = parseWithEuros(refundInput, value('amount'), { reason: value('reason') });
      await args.context.payments.refund(id, input, adminId);
    } else if (intent === 'payment') {
      const input = parseWithEuros(receivedPaymentInput, value('amount'), {
        received_on: value('received_on') ?? '',
        reference: value('reference') ?? '',
      });
      await recordReceivedPayment(db, id, input, adminId, now);
    } else if (intent === 'pickup') {
      const reference = value('reference');
      const input = parseBodyOrThrow(pickupInput, reference ? { reference } : {});
      await completePickup(db, id, input, adminId, now);
    } else {
      if (form.get('confirm') !== 'yes') throw validationFailed({ confirm: [{ key: 'required' }] });
      await cancelOrderByShop(db, id, now, adminId);
    }
  } catch (error) {
    if (!(error instanceof HttpError) || (error.statusCode >= 500 && error.statusCode !== 502))
      throw error;
    const fields = translateErrors(error.fieldErrors, locale);
    const answer: AdminOrderAnswer = {
      intent,
      message: message(error.messageKey, locale, error.extra.params ?? {}),
      // The amount fields are `amount` (euros) on the forms, `amount_cents` in the API.
      fields: { ...fields, ...(fields.amount_cents ? { amount: fields.amount_cents } : {}) },
    };
    return data(answer, { status: error.statusCode });
  }
  return redirect(`${self}?done=${intent}`, 303);
}
