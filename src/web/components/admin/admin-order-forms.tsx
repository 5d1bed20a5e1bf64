import { formatPrice } from '../../../shared/money';
import type { RefundCents } from '../../../modules/payments';
import type { StaffAction } from '../../../modules/orders';
import { useT } from '../../i18n';
import { AdminCheck, AdminField, AdminForm, type AdminAnswer } from './admin-form';
import { AdminRefunds } from './admin-order-facts';

export interface OrderFormsProps {
  actions: readonly StaffAction[];
  /** The order's version when the page was read (each form posts it back). */
  version: string;
  /** The refusal of the last post of `intent`, if it was that form's. */
  failed: (intent: string) => AdminAnswer | null;
  remainingCents: number;
  today: string;
  counts: { payments: number; parcels: number; refunds: number };
  refunds: readonly RefundCents[];
}

const fieldError = (answer: AdminAnswer | null, name: string) => answer?.fields[name]?.[0] ?? null;

/**
 * The forms that move the order — payment received, store pickup, parcel, refund, cancel —
 * each shown only when the order's state allows it (`staffActions`). Keyed on what they made:
 * a recorded payment, parcel or refund empties its form.
 */
export function AdminOrderForms(props: OrderFormsProps) {
  const t = useT();
  const { actions, version, failed } = props;
  const offers = (action: StaffAction) => actions.includes(action);
  return (
    <>
      {offers('payment') ? (
        <AdminForm
          intent="payment"
          title={t('admin.orders.receiveTitle')}
          lead={
            <p>{t('admin.orders.receiveLead', { amount: formatPrice(props.remainingCents) })}</p>
          }
          answer={failed('payment')}
          formKey={`payment-${props.counts.payments}`}
          button={t('admin.orders.receiveButton')}
          buttonTestId="admin-receive"
          version={version}
        >
          <AdminField
            name="amount"
            idPrefix="admin-payment"
            label={t('admin.orders.amount')}
            inputMode="decimal"
            error={fieldError(failed('payment'), 'amount')}
          />
          <AdminField
            name="received_on"
            idPrefix="admin-payment"
            type="date"
            defaultValue={props.today}
            label={t('admin.orders.receivedOn')}
            error={fieldError(failed('payment'), 'received_on')}
          />
          <AdminField
            name="reference"
            idPrefix="admin-payment"
            label={t('admin.orders.reference')}
            error={fieldError(failed('payment'), 'reference')}
          />
        </AdminForm>
      ) : null}

      {offers('pickup') ? (
        <AdminForm
          intent="pickup"
          title={t('admin.orders.pickupTitle')}
          lead={
            <p>{t('admin.orders.pickupLead', { amount: formatPrice(props.remainingCents) })}</p>
          }
          answer={failed('pickup')}
          button={t('admin.orders.pickupButton')}
          buttonTestId="admin-pickup"
          version={version}
        >
          <AdminField
            name="reference"
            idPrefix="admin-pickup"
            required={false}
            label={t('admin.orders.pickupReference')}
            error={fieldError(failed('pickup'), 'reference')}
          />
        </AdminForm>
      ) : null}

      {offers('ship') ? (
        <AdminForm
          intent="ship"
          title={t('admin.orders.shipTitle')}
          answer={failed('ship')}
          formKey={`ship-${props.counts.parcels}`}
          button={t('admin.orders.shipButton')}
          buttonTestId="admin-ship"
          version={version}
        >
          <AdminField
            name="carrier"
            label={t('admin.orders.carrier')}
            error={fieldError(failed('ship'), 'carrier')}
          />
          <AdminField
            name="tracking_number"
            label={t('admin.orders.trackingNumber')}
            error={fieldError(failed('ship'), 'tracking_number')}
          />
          <AdminField
            name="tracking_url"
            label={t('admin.orders.trackingUrl')}
            type="url"
            required={false}
            error={fieldError(failed('ship'), 'tracking_url')}
          />
        </AdminForm>
      ) : null}

      {offers('refund') ? (
        <AdminForm
          intent="refund"
          title={t('admin.orders.refundTitle')}
          answer={failed('refund')}
          formKey={`refund-${props.counts.refunds}`}
          button={t('admin.orders.refundButton')}
          buttonTestId="admin-refund"
          version={version}
        >
          <AdminField
            name="amount"
            label={t('admin.orders.amount')}
            inputMode="decimal"
            error={fieldError(failed('refund'), 'amount')}
          />
          <AdminField
            name="reason"
            label={t('admin.orders.reason')}
            error={fieldError(failed('refund'), 'reason')}
          />
        </AdminForm>
      ) : props.refunds.length > 0 ? (
        <h2>{t('admin.orders.refundTitle')}</h2>
      ) : null}
      <AdminRefunds refunds={props.refunds} />

      {offers('cancel') ? (
        <AdminForm
          intent="cancel"
          title={t('admin.orders.cancelTitle')}
          lead={<p>{t('admin.orders.cancelLead')}</p>}
          answer={failed('cancel')}
          button={t('admin.orders.cancelButton')}
          buttonTestId="admin-cancel"
          primary={false}
          version={version}
        >
          <AdminCheck
            name="confirm"
            idPrefix="admin-cancel"
            label={t('admin.orders.cancelConfirm')}
            error={fieldError(failed('cancel'), 'confirm')}
          />
        </AdminForm>
      ) : null}
    </>
  );
}
