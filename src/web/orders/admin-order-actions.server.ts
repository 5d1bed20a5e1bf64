/**
 * The order page's form posts — payment received, store pickup, parcel, refund, cancellation,
 * internal note, delivery address, e-mail sent again —
 * each parsed with its module's schema (the same as the API's). Before acting, the post is
 * checked against the page it came from: an order changed since the form was read (its
 * `version`) is refused with "changed by someone else, reload", and an action its state no
 * longer offers with "not possible now"; the services refuse the same under the order's lock.
 * Server only.
 */
import { data, redirect } from 'react-router';
import type { z } from 'zod';
import {
  addOrderNote,
  addShipment,
  cancelOrderByShop,
  changeDeliveryAddress,
  orderDeliveryAddressInput,
  orderNoteInput,
  shipmentInput,
} from '../../modules/orders';
import {
  completePickup,
  pickupInput,
  receivedPaymentInput,
  recordReceivedPayment,
  refundInput,
} from '../../modules/payments';
import { resendEmailInput, resendOrderEmail } from '../../modules/invoices';
import { HttpError, validationFailed } from '../../shared/http';
import { parseEuros } from '../../shared/money';
import { message } from '../../shared/messages';
import { parseBodyOrThrow } from '../../shared/validation';
import { adminGuard } from '../account/admin-guard.server';
import { translateErrors } from '../account/forms.server';
import type { AdminAnswer } from '../components/admin/admin-form';
import { href } from '../paths';
import { isIntent, orderDesk, orderId, type Intent, type PageArgs } from './admin-order.server';

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

interface Post {
  id: number;
  value(name: string): string | undefined;
  form: FormData;
  db: PageArgs['context']['database']['db'];
  now: Date;
  actor: number | null;
  args: PageArgs;
}

/** Each intent: parse the form (throws the 422), then a function that acts. */
const HANDLERS: Record<Intent, (post: Post) => () => Promise<unknown>> = {
  ship(post) {
    const input = parseBodyOrThrow(shipmentInput, {
      carrier: post.value('carrier'),
      tracking_number: post.value('tracking_number'),
      ...(post.value('tracking_url') ? { tracking_url: post.value('tracking_url') } : {}),
    });
    return () =>
      addShipment(post.db, post.id, { ...input, shipped_at: undefined }, post.now, post.actor);
  },
  refund(post) {
    const input = parseWithEuros(refundInput, post.value('amount'), {
      reason: post.value('reason'),
    });
    return () => post.args.context.payments.refund(post.id, input, post.actor);
  },
  payment(post) {
    const input = parseWithEuros(receivedPaymentInput, post.value('amount'), {
      received_on: post.value('received_on') ?? '',
      reference: post.value('reference') ?? '',
    });
    return () => recordReceivedPayment(post.db, post.id, input, post.actor, post.now);
  },
  pickup(post) {
    const reference = post.value('reference');
    const input = parseBodyOrThrow(pickupInput, reference ? { reference } : {});
    return () => completePickup(post.db, post.id, input, post.actor, post.now);
  },
  cancel(post) {
    if (post.form.get('confirm') !== 'yes')
      throw validationFailed({ confirm: [{ key: 'required' }] });
    return () => cancelOrderByShop(post.db, post.id, post.now, post.actor);
  },
  note(post) {
    const input = parseBodyOrThrow(orderNoteInput, { body: post.value('body') });
    return () => addOrderNote(post.db, post.id, input, post.actor, post.now);
  },
  address(post) {
    const field = (name: string) => post.value(name) ?? '';
    const input = parseBodyOrThrow(orderDeliveryAddressInput, {
      firstname: field('firstname'),
      lastname: field('lastname'),
      company: field('company'),
      address: field('address'),
      address_complement: field('address_complement'),
      floor: field('floor'),
      building: field('building'),
      city: field('city'),
      post_code: field('post_code'),
      country_id: field('country_id'),
      phone: field('phone'),
      fixed_phone: field('fixed_phone'),
      version: field('version'),
    });
    return () => changeDeliveryAddress(post.db, post.id, input, post.actor, post.now);
  },
  email(post) {
    const { kind } = parseBodyOrThrow(resendEmailInput, { kind: post.value('kind') });
    return () => resendOrderEmail(post.db, post.id, kind, post.actor);
  },
};

/** Intents every state allows (they change nothing of the order's state). */
const ALWAYS: readonly Intent[] = ['note'];

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
  // The guard let only a staff member with 'orders' in (never one acting as a customer): the
  // session is theirs, and they are the audit log's actor.
  const actor = args.context.session?.userId ?? null;
  const post: Post = { id, value, form, db, now: args.context.now(), actor, args };
  try {
    const act = HANDLERS[intent](post);
    const desk = await orderDesk(db, id);
    if (!desk) throw data(null, { status: 404 });
    const version = value('version');
    if (version !== undefined && version !== desk.order.version)
      throw new HttpError(409, 'order_changed_meanwhile');
    if (!ALWAYS.includes(intent) && !desk.actions.includes(intent as never))
      throw new HttpError(409, 'order_action_not_allowed');
    await act();
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
