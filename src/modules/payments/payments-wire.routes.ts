/**
 * The payments API's amounts: euros with two decimals (SPEC §3), made here from the services'
 * integer cents. Fields keep the order the API always wrote (answers byte-for-byte the same).
 */
import { centsToEuros } from '../../shared/money';
import type { OrderPaymentCents, OrderPaymentStateCents } from './manual-payments.service';
import type { RefundCents } from './refunds.service';

export interface RefundDto {
  id: number;
  amount: number;
  reason: string;
  status: 'pending' | 'succeeded' | 'failed';
  error: string | null;
  created_at: string;
  /** The refund's credit note (PDF at /api/invoices/{id}/download). */
  credit_note_id: number | null;
}

export interface OrderPaymentDto {
  id: number;
  method: string;
  /** `manual` for money recorded by the owner, else the gateway. */
  provider: string;
  status: string;
  amount: number;
  /** The bank's, cheque's or gateway's reference. */
  reference: string | null;
  received_on: string | null;
  created_at: string;
}

/** `GET /admin/orders/{id}/payments`: what is due, received, still due, and each payment. */
export interface OrderPaymentStateDto {
  status: string;
  payment_status: string;
  shipping_status: string;
  payment_method: string | null;
  store_pickup: boolean;
  amount_due: number;
  amount_received: number;
  amount_remaining: number;
  payments: OrderPaymentDto[];
  can_record_payment: boolean;
  can_complete_pickup: boolean;
  can_cancel: boolean;
}

export function refundWire(refund: RefundCents): RefundDto {
  return {
    id: refund.id,
    amount: centsToEuros(refund.amount_cents),
    reason: refund.reason,
    status: refund.status,
    error: refund.error,
    created_at: refund.created_at,
    credit_note_id: refund.credit_note_id,
  };
}

function paymentWire(payment: OrderPaymentCents): OrderPaymentDto {
  return {
    id: payment.id,
    method: payment.method,
    provider: payment.provider,
    status: payment.status,
    amount: centsToEuros(payment.amount_cents),
    reference: payment.reference,
    received_on: payment.received_on,
    created_at: payment.created_at,
  };
}

export function paymentStateWire(state: OrderPaymentStateCents): OrderPaymentStateDto {
  return {
    status: state.status,
    payment_status: state.payment_status,
    shipping_status: state.shipping_status,
    payment_method: state.payment_method,
    store_pickup: state.store_pickup,
    amount_due: centsToEuros(state.amount_due_cents),
    amount_received: centsToEuros(state.amount_received_cents),
    amount_remaining: centsToEuros(state.amount_remaining_cents),
    payments: state.payments.map(paymentWire),
    can_record_payment: state.can_record_payment,
    can_complete_pickup: state.can_complete_pickup,
    can_cancel: state.can_cancel,
  };
}
