import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { useT } from '../../i18n';
import { AUTO_PAY_PARAM, type GatewayForm, type PayFailure } from './order-view';

/**
 * "Pay now" / "Pay again": posts the order to the page's own action, which answers with the
 * gateway (a redirect, or a form drawn by `GatewayRedirect`). A plain form: it works without
 * JavaScript. `auto` (the order was just placed): with JavaScript it is sent at once, once, and
 * the address loses its `pay=1` first, so that coming back from the bank does not send it again.
 */
export function PayForm({
  orderId,
  action,
  label,
  failure,
  auto = false,
  testId = 'pay',
}: {
  orderId: number;
  action: string;
  label: string;
  failure?: PayFailure | null;
  auto?: boolean;
  testId?: string;
}) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'pay';
  const ref = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (!auto || sent.current || !ref.current) return;
    sent.current = true;
    const url = new URL(window.location.href);
    url.searchParams.delete(AUTO_PAY_PARAM);
    window.history.replaceState(window.history.state, '', url.pathname + url.search);
    ref.current.requestSubmit();
  }, [auto]);
  return (
    <Form ref={ref} method="post" action={action} className="pay-form">
      <input type="hidden" name="intent" value="pay" />
      <input type="hidden" name="order" value={orderId} />
      <button
        type="submit"
        className="button button-brand"
        disabled={busy}
        aria-describedby={failure ? `${testId}-error` : undefined}
        data-testid={testId}
      >
        {busy ? t('orders.redirecting') : label}
      </button>
      {failure ? (
        <p id={`${testId}-error`} className="order-error" role="alert">
          {failure.message}
        </p>
      ) : null}
    </Form>
  );
}

/**
 * A gateway paid through a form (Monetico, Paybox, Limonetik): the form is posted to the bank
 * at once; without JavaScript its button does it.
 */
export function GatewayRedirect({ gateway }: { gateway: GatewayForm }) {
  const t = useT();
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.submit();
  }, [gateway]);
  return (
    <form
      ref={ref}
      method={gateway.method}
      action={gateway.action}
      className="gateway-form"
      data-testid="gateway-form"
    >
      {Object.entries(gateway.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p role="status">{t('orders.gatewayText')}</p>
      <button type="submit" className="button button-brand">
        {t('orders.gatewayContinue')}
      </button>
    </form>
  );
}
