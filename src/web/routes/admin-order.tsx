import { Form, Link, data, redirect, useActionData } from 'react-router';
import type { Route } from './+types/admin-order';
import { addShipment, backOfficeOrder, shipmentInput } from '../../modules/orders';
import { listRefunds } from '../../modules/payments';
import { HttpError, validationFailed } from '../../shared/http';
import { formatPrice, parseEuros } from '../../shared/money';
import { message } from '../../shared/messages';
import { parseBodyOrThrow } from '../../shared/validation';
import { adminGuard } from '../account/admin-guard.server';
import { translateErrors } from '../account/forms.server';
import { PageHeader, formatDate, pageLinks } from '../components/page';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { staticMeta } from '../seo';

/**
 * Back office: one placed order — its lines, customer and state — where the owner records a
 * parcel (carrier, tracking number and link) and gives money back (amount, reason). Plain form
 * posts: they work without JavaScript; a refusal comes back as the form's messages.
 */
function orderId(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

export async function loader(args: Route.LoaderArgs) {
  await adminGuard(args);
  const id = orderId(args.params.id);
  const db = args.context.database.db;
  const [order, refunds] = await Promise.all([backOfficeOrder(db, id), listRefunds(db, id)]);
  if (!order) throw data(null, { status: 404 });
  const done = new URL(args.request.url).searchParams.get('done');
  return {
    order: { ...order, placedAt: order.placedAt?.toISOString() ?? null },
    refunds,
    done: done === 'ship' || done === 'refund' ? done : null,
  };
}

type Answer = { intent: 'ship' | 'refund'; message: string; fields: Record<string, string[]> };

export async function action(args: Route.ActionArgs) {
  const locale = await adminGuard(args);
  const id = orderId(args.params.id);
  const form = await args.request.formData();
  const value = (name: string) => {
    const raw = form.get(name);
    return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined;
  };
  const intent = value('intent') === 'refund' ? 'refund' : 'ship';
  const self = href('admin-orders-id', { id }, locale);
  try {
    if (intent === 'ship') {
      const input = parseBodyOrThrow(shipmentInput, {
        carrier: value('carrier'),
        tracking_number: value('tracking_number'),
        ...(value('tracking_url') ? { tracking_url: value('tracking_url') } : {}),
      });
      await addShipment(
        args.context.database.db,
        id,
        { ...input, shipped_at: undefined },
        args.context.now(),
      );
    } else {
      const cents = parseEuros(value('amount') ?? '');
      if (cents === null) throw validationFailed({ amount: [{ key: 'invalid_value' }] });
      const reason = value('reason');
      if (!reason) throw validationFailed({ reason: [{ key: 'required' }] });
      await args.context.payments.refund(id, {
        amount_cents: cents,
        reason: reason.slice(0, 200),
      });
    }
  } catch (error) {
    if (!(error instanceof HttpError) || (error.statusCode >= 500 && error.statusCode !== 502))
      throw error;
    const fields = translateErrors(error.fieldErrors, locale);
    const answer: Answer = {
      intent,
      message: message(error.messageKey, locale, error.extra.params ?? {}),
      // The refund's amount field is `amount` on the form, `amount_cents` in the API.
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
  const { order, refunds, done } = loaderData;
  const failed = (intent: Answer['intent']) => (answer?.intent === intent ? answer : null);
  const fieldError = (intent: Answer['intent'], name: string) =>
    failed(intent)?.fields[name]?.[0] ?? null;
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
          {t(done === 'ship' ? 'admin.orders.shipped' : 'admin.orders.refunded')}
        </p>
      ) : null}
      <dl className="admin-facts">
        <dt>{t('admin.orders.state')}</dt>
        <dd data-testid="admin-order-state">
          {order.status} · {order.paymentStatus} · {order.shippingStatus}
        </dd>
        <dt>{t('admin.orders.paid')}</dt>
        <dd>
          {formatPrice(order.amountPaidCents)} ({order.paymentMethod ?? '—'})
        </dd>
      </dl>
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

      <h2 id="admin-ship-title">{t('admin.orders.shipTitle')}</h2>
      {/* Keyed on what it made: a recorded parcel or refund empties its form (no second click). */}
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
    </div>
  );
}

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
}: {
  name: string;
  label: string;
  error: string | null;
  type?: string;
  required?: boolean;
  inputMode?: 'decimal';
}) {
  const id = `admin-${name}`;
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        required={required}
        inputMode={inputMode}
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
