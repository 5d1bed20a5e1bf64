import { Link } from 'react-router';
import { useLocale, useT, type MessageKey } from '../../i18n';
import { href } from '../../paths';
import './checkout.css';

const STEPS = [
  { name: 'panier', label: 'checkout.stepCart' },
  { name: 'panier-livraison', label: 'checkout.stepDelivery' },
  { name: 'panier-paiement', label: 'checkout.stepPayment' },
] as const satisfies ReadonlyArray<{ name: string; label: MessageKey }>;

/**
 * Cart → Delivery → Payment: the steps done are links back, the current one says so
 * (`aria-current="step"`), the next ones are plain text.
 */
export function CheckoutSteps({ current }: { current: 'panier-livraison' | 'panier-paiement' }) {
  const t = useT();
  const locale = useLocale();
  const index = STEPS.findIndex((step) => step.name === current);
  return (
    <nav className="checkout-steps" aria-label={t('checkout.steps')} data-testid="checkout-steps">
      <ol>
        {STEPS.map((step, position) => {
          const state = position < index ? 'done' : position === index ? 'current' : 'next';
          const content = (
            <>
              <span className="checkout-step-number" aria-hidden="true">
                {state === 'done' ? <CheckIcon /> : position + 1}
              </span>
              <span className="checkout-step-label">{t(step.label)}</span>
              {state === 'done' ? (
                <span className="visually-hidden"> ({t('checkout.stepDone')})</span>
              ) : null}
            </>
          );
          return (
            <li
              key={step.name}
              className="checkout-step"
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {state === 'done' ? (
                <Link to={href(step.name, null, locale)}>{content}</Link>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function CheckIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M5 12.5l4.5 4.5L19 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
