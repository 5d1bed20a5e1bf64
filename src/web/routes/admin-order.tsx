import { Form, Link, data, redirect, useActionData } from 'react-router';
import type { Route } from './+types/admin-order';
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
  shopDay,
} from '../../modules/payments';
import { HttpError, validationFailed } from '../../shared/http';
import { formatPrice, parseEuros } from '../../shared/money';
import { message } from '../../shared/messages';
import { parseBodyOrThrow } from '../../shared/validation';
import { adminGuard } from '../account/admin-guard.server';
import { translateErrors } from '../account/forms.server';
import { methodLabel } from '../components/orders/order-view';
import { PageHeader, formatDate, pageLinks } from '../components/page';
import { useLocale, useT, type MessageKey } from '../i18n';
import { href } from '../paths';
import { staticMeta } from '../seo';

/**
 * Back office: one placed order — its lines, customer, state and what was really paid (amount
 * due, received, still due, each payment) — where the owner records money received by
 * transfer, cheque or at the counter, a store pickup, a parcel (carrier, tracking number and
 * link), gives money back (amount, reason) or cancels the order. Plain form posts: they work
 * without JavaScript; a refusal comes back as the form's messages, beside its fields.
 */
const INTENTS = ['ship', 'refund', 'payment', 'pickup', 'cancel'] as const;
type Intent = (typeof INTENTS)[number];
const isIntent = (value: unknown): value is Intent => INTENTS.includes(value as Intent);

function orderId(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

export async function loader(args: Route.LoaderArgs) {
  await adminGuard(args);
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

type Answer = { intent: Intent; message: string; fields: Record<string, string[]> };

export async function action(args: Route.ActionArgs) {
  const locale = await adminGuard(args);
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
  // The guard let only an administrator in (never one acting as a customer): the session is theirs.
  const adminId = args.context.session?.userId ?? null;
  try {
    if (intent === 'ship') {
      const input = parseBodyOrThrow(shipmentInput, {
        carrier: value('carrier'),
        tracking_number: value('tracking_number'),
        ...(value('tracking_url') ? { tracking_url: value('tracking_url') } : {}),
      });
      await addShipment(db, id, { ...input, shipped_at: undefined }, args.context.now());
    } else if (intent === 'refund') {
      const cents = parseEuros(value('amount') ?? '');
      if (cents === null) throw validationFailed({ amount: [{ key: 'invalid_value' }] });
      const reason = value('reason');
      if (!reason) throw validationFailed({ reason: [{ key: 'required' }] });
      await args.context.payments.refund(id, {
        amount_cents: cents,
        reason: reason.slice(0, 200),
      });
    } else if (intent === 'payment') {
      const cents = parseEuros(value('amount') ?? '');
      // Euros typed on the form: an unreadable amount is told as such, with the other fields.
      const badAmount = cents === null || cents === 0 ? [{ key: 'invalid_value' as const }] : null;
      let input;
      try {
        input = parseBodyOrThrow(receivedPaymentInput, {
          amount_cents: badAmount ? 1 : cents,
          received_on: value('received_on') ?? '',
          reference: value('reference') ?? '',
        });
      } catch (error) {
        if (badAmount && error instanceof HttpError)
          throw validationFailed({ ...error.fieldErrors, amount: badAmount });
        throw error;
      }
      if (badAmount) throw validationFailed({ amount: badAmount });
      await recordReceivedPayment(db, id, input, adminId, args.context.now());
    } else if (intent === 'pickup') {
      const reference = value('reference');
      const input = parseBodyOrThrow(pickupInput, reference ? { reference } : {});
      await completePickup(db, id, input, adminId, args.context.now());
    } else {
      if (form.get('confirm') !== 'yes') throw validationFailed({ confirm: [{ key: 'required' }] });
      await cancelOrderByShop(db, id, args.context.now());
    }
  } catch (error) {
    if (!(error instanceof HttpError) || (error.statusCode >= 500 && error.statusCode !== 502))
      throw error;
    const fields = translateErrors(error.fieldErrors, locale);
    const answer: Answer = {
      intent,
      message: message(error.messageKey, locale, error.extra.params ?? {}),
      // The amount fields are `amount` (euros) on the forms, `amount_cents` in the API.
      fields: { ...fields, ...(fields.amount_cents ? { amount: fields.amount_cents } : {}) },
    };
    return data(answer, { status: error.statusCode });
  }
  return redirect(`${self}?done=${intent}`, 303);
}

export const links = pageLinks;

export const meta = staticMeta('admin-orders', 'admin.orders.title', 'admin.orders.title', {
  noindex: true,
});

export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const answer = useActionData<Answer>();
  const { order, refunds, payment, today, done } = loaderData;
  const failed = (intent: Answer['intent']) => (answer?.intent === intent ? answer : null);
  const fieldError = (intent: Answer['intent'], name: string) =>
    failed(intent)?.fields[name]?.[0] ?? null;
  const euros = (amount: number) => formatPrice(Math.round(amount * 100));
  const method = methodLabel(payment.payment_method);
  return (
    <div className="page container admin-order" data-testid="admin-order">
      <PageHeader
        title={t('admin.orders.order', { number: order.number ?? String(order.id) })}
        lead={`${order.email ?? '—'} · ${order.placedAt ? formatDate(order.placedAt, locale) : ''}`}
      />
      <p>
        <Link to={href('admin-orders', null, locale)}>← {t('admin.orders.title')}</Link>
      </p>
      {done ? (
        <p className="form-alert form-alert-success" role="status" data-testid="admin-done">
          {t(DONE_MESSAGE[done])}
        </p>
      ) : null}
      <dl className="admin-facts" data-testid="admin-payment-facts">
        <dt>{t('admin.orders.state')}</dt>
        <dd data-testid="admin-order-state">
          {order.status} · {order.paymentStatus} · {order.shippingStatus}
        </dd>
        <dt>{t('admin.orders.method')}</dt>
        <dd>{method ? t(method) : (payment.payment_method ?? '—')}</dd>
        <dt>{t('admin.orders.amountDue')}</dt>
        <dd data-testid="admin-amount-due">{euros(payment.amount_due)}</dd>
        <dt>{t('admin.orders.amountReceived')}</dt>
        <dd data-testid="admin-amount-received">{euros(payment.amount_received)}</dd>
        <dt>{t('admin.orders.amountRemaining')}</dt>
        <dd data-testid="admin-amount-remaining">
          <strong>{euros(payment.amount_remaining)}</strong>
        </dd>
      </dl>
      <h2>{t('admin.orders.payments')}</h2>
      {payment.payments.length > 0 ? (
        <ul className="admin-payments" data-testid="admin-payments">
          {payment.payments.map((row) => {
            const label = methodLabel(row.method);
            return (
              <li key={row.id} data-status={row.status}>
                <strong>{euros(row.amount)}</strong> · {label ? t(label) : row.method} ·{' '}
                {t(ATTEMPT_LABEL[row.status] ?? 'admin.orders.attempt.started')} ·{' '}
                {formatDate(row.received_on ?? row.created_at, locale)}
                {row.reference ? ` · ${row.reference}` : ''}
                {row.provider === 'manual' ? ` · ${t('admin.orders.manual')}` : ''}
              </li>
            );
          })}
        </ul>
      ) : (
        <p>{t('admin.orders.noPayment')}</p>
      )}
      <h2>{t('admin.orders.lines')}</h2>
      <ul>
        {order.lines.map((line) => (
          <li key={line.id}>
            {line.quantity} × {line.name} ({line.reference})
            {line.withAssembly ? ` — ${t('cart.assembly')}` : ''}
          </li>
        ))}
      </ul>
      {order.shipments.length > 0 ? (
        <ul data-testid="admin-parcels">
          {order.shipments.map((parcel) => (
            <li key={parcel.id}>
              {parcel.carrier} {parcel.tracking_number}
            </li>
          ))}
        </ul>
      ) : null}

      {/* Keyed on what they made: a recorded payment, parcel or refund empties its form. */}
      {payment.can_record_payment ? (
        <>
          <h2 id="admin-payment-title">{t('admin.orders.receiveTitle')}</h2>
          <p>{t('admin.orders.receiveLead', { amount: euros(payment.amount_remaining) })}</p>
          <Form
            key={`payment-${payment.payments.length}`}
            method="post"
            className="admin-form"
            aria-labelledby="admin-payment-title"
            noValidate
          >
            <input type="hidden" name="intent" value="payment" />
            <FormAlert answer={failed('payment')} />
            <AdminField
              name="amount"
              idPrefix="admin-payment"
              label={t('admin.orders.amount')}
              inputMode="decimal"
              error={fieldError('payment', 'amount')}
            />
            <AdminField
              name="received_on"
              idPrefix="admin-payment"
              type="date"
              defaultValue={today}
              label={t('admin.orders.receivedOn')}
              error={fieldError('payment', 'received_on')}
            />
            <AdminField
              name="reference"
              idPrefix="admin-payment"
              label={t('admin.orders.reference')}
              error={fieldError('payment', 'reference')}
            />
            <button type="submit" className="button button-primary" data-testid="admin-receive">
              {t('admin.orders.receiveButton')}
            </button>
          </Form>
        </>
      ) : null}

      {payment.can_complete_pickup ? (
        <>
          <h2 id="admin-pickup-title">{t('admin.orders.pickupTitle')}</h2>
          <p>{t('admin.orders.pickupLead', { amount: euros(payment.amount_remaining) })}</p>
          <Form
            method="post"
            className="admin-form"
            aria-labelledby="admin-pickup-title"
            noValidate
          >
            <input type="hidden" name="intent" value="pickup" />
            <FormAlert answer={failed('pickup')} />
            <AdminField
              name="reference"
              idPrefix="admin-pickup"
              required={false}
              label={t('admin.orders.pickupReference')}
              error={fieldError('pickup', 'reference')}
            />
            <button type="submit" className="button button-primary" data-testid="admin-pickup">
              {t('admin.orders.pickupButton')}
            </button>
          </Form>
        </>
      ) : null}

      <h2 id="admin-ship-title">{t('admin.orders.shipTitle')}</h2>
      <Form
        key={`ship-${order.shipments.length}`}
        method="post"
        className="admin-form"
        aria-labelledby="admin-ship-title"
        noValidate
      >
        <input type="hidden" name="intent" value="ship" />
        <FormAlert answer={failed('ship')} />
        <AdminField
          name="carrier"
          label={t('admin.orders.carrier')}
          error={fieldError('ship', 'carrier')}
        />
        <AdminField
          name="tracking_number"
          label={t('admin.orders.trackingNumber')}
          error={fieldError('ship', 'tracking_number')}
        />
        <AdminField
          name="tracking_url"
          label={t('admin.orders.trackingUrl')}
          type="url"
          required={false}
          error={fieldError('ship', 'tracking_url')}
        />
        <button type="submit" className="button button-primary" data-testid="admin-ship">
          {t('admin.orders.shipButton')}
        </button>
      </Form>

      <h2 id="admin-refund-title">{t('admin.orders.refundTitle')}</h2>
      {refunds.length > 0 ? (
        <ul data-testid="admin-refunds">
          {refunds.map((refund) => (
            <li key={refund.id}>
              {formatPrice(Math.round(refund.amount * 100))} · {refund.reason} · {refund.status}
              {refund.error ? ` (${refund.error})` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      <Form
        key={`refund-${refunds.length}`}
        method="post"
        className="admin-form"
        aria-labelledby="admin-refund-title"
        noValidate
      >
        <input type="hidden" name="intent" value="refund" />
        <FormAlert answer={failed('refund')} />
        <AdminField
          name="amount"
          label={t('admin.orders.amount')}
          inputMode="decimal"
          error={fieldError('refund', 'amount')}
        />
        <AdminField
          name="reason"
          label={t('admin.orders.reason')}
          error={fieldError('refund', 'reason')}
        />
        <button type="submit" className="button button-primary" data-testid="admin-refund">
          {t('admin.orders.refundButton')}
        </button>
      </Form>

      {payment.can_cancel ? (
        <>
          <h2 id="admin-cancel-title">{t('admin.orders.cancelTitle')}</h2>
          <p>{t('admin.orders.cancelLead')}</p>
          <Form
            method="post"
            className="admin-form"
            aria-labelledby="admin-cancel-title"
            noValidate
          >
            <input type="hidden" name="intent" value="cancel" />
            <FormAlert answer={failed('cancel')} />
            <div className="admin-field admin-check">
              <label>
                <input
                  type="checkbox"
                  name="confirm"
                  value="yes"
                  required
                  aria-invalid={fieldError('cancel', 'confirm') ? true : undefined}
                  aria-describedby={
                    fieldError('cancel', 'confirm') ? 'admin-cancel-confirm-error' : undefined
                  }
                />{' '}
                {t('admin.orders.cancelConfirm')}
              </label>
              {fieldError('cancel', 'confirm') ? (
                <p id="admin-cancel-confirm-error" className="field-error">
                  {fieldError('cancel', 'confirm')}
                </p>
              ) : null}
            </div>
            <button type="submit" className="button" data-testid="admin-cancel">
              {t('admin.orders.cancelButton')}
            </button>
          </Form>
        </>
      ) : null}
    </div>
  );
}

const DONE_MESSAGE = {
  ship: 'admin.orders.shipped',
  refund: 'admin.orders.refunded',
  payment: 'admin.orders.received',
  pickup: 'admin.orders.pickedUp',
  cancel: 'admin.orders.cancelled',
} as const satisfies Record<Intent, string>;

const ATTEMPT_LABEL: Record<string, MessageKey> = {
  started: 'admin.orders.attempt.started',
  paid: 'admin.orders.attempt.paid',
  refused: 'admin.orders.attempt.refused',
  cancelled: 'admin.orders.attempt.cancelled',
  pending_review: 'admin.orders.attempt.pending_review',
};

function FormAlert({ answer }: { answer: Answer | null }) {
  return answer ? (
    <p className="form-alert" role="alert">
      {answer.message}
    </p>
  ) : null;
}

function AdminField({
  name,
  label,
  error,
  type = 'text',
  required = true,
  inputMode,
  idPrefix = 'admin',
  defaultValue,
}: {
  name: string;
  label: string;
  error: string | null;
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
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
