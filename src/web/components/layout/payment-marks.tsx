import { useRouteLoaderData } from 'react-router';
/**
 * Simplified card marks for the "secure payment" strip, drawn inline (no external images).
 * Each is a 38×24 badge; the list around them carries the accessible names.
 */
/** Online payment methods that have a gateway now (the checkout's `PaymentSetup.online`). */
export type OnlinePayments = readonly ('card' | 'paypal' | 'limonetik_3x' | 'limonetik_4x')[];

/** The root loader's `onlinePayments`, for any page's reassurance text. */
export function useOnlinePayments(): OnlinePayments {
  const root = useRouteLoaderData('root') as { onlinePayments?: OnlinePayments } | undefined;
  return root?.onlinePayments ?? [];
}

export function takesCardOrPaypal(online: OnlinePayments): boolean {
  return online.includes('card') || online.includes('paypal');
}

export function takesInstalments(online: OnlinePayments): boolean {
  return online.includes('limonetik_3x') || online.includes('limonetik_4x');
}

const CARDS = [
  {
    id: 'cb',
    name: 'CB',
    draw: (
      <>
        <rect width="38" height="24" rx="3" fill="#1b4d89" />
        <rect x="19" width="19" height="24" rx="3" fill="#2a8b4f" />
        <rect x="19" width="4" height="24" fill="#2a8b4f" />
        <text x="19" y="16" textAnchor="middle" fontSize="11" fontWeight="700" fill="#fff">
          CB
        </text>
      </>
    ),
  },
  {
    id: 'visa',
    name: 'Visa',
    draw: (
      <>
        <rect width="38" height="24" rx="3" fill="#fff" stroke="#d5d8de" />
        <text
          x="19"
          y="16.5"
          textAnchor="middle"
          fontSize="11"
          fontWeight="800"
          fontStyle="italic"
          fill="#1a1f71"
        >
          VISA
        </text>
      </>
    ),
  },
  {
    id: 'mastercard',
    name: 'Mastercard',
    draw: (
      <>
        <rect width="38" height="24" rx="3" fill="#fff" stroke="#d5d8de" />
        <circle cx="15.5" cy="12" r="6.5" fill="#eb001b" />
        <circle cx="22.5" cy="12" r="6.5" fill="#f79e1b" fillOpacity="0.9" />
      </>
    ),
  },
  {
    id: 'amex',
    name: 'American Express',
    draw: (
      <>
        <rect width="38" height="24" rx="3" fill="#2e77bc" />
        <text x="19" y="15.5" textAnchor="middle" fontSize="8" fontWeight="800" fill="#fff">
          AMEX
        </text>
      </>
    ),
  },
  {
    id: 'paypal',
    name: 'PayPal',
    draw: (
      <>
        <rect width="38" height="24" rx="3" fill="#fff" stroke="#d5d8de" />
        <text x="19" y="15.5" textAnchor="middle" fontSize="8" fontWeight="800" fill="#003087">
          Pay<tspan fill="#009cde">Pal</tspan>
        </text>
      </>
    ),
  },
] as const;

/**
 * The marks of the means of payment the shop takes online now: the card schemes when a card
 * gateway is set, PayPal when PayPal is — never a logo the checkout would not offer.
 */
export function PaymentMarks({ label, online }: { label: string; online: OnlinePayments }) {
  const shown = CARDS.filter((card) =>
    card.id === 'paypal' ? online.includes('paypal') : online.includes('card'),
  );
  if (shown.length === 0) return null;
  return (
    <ul className="payment-marks" aria-label={label}>
      {shown.map((card) => (
        <li key={card.id}>
          <svg
            viewBox="0 0 38 24"
            width="38"
            height="24"
            role="img"
            aria-label={card.name}
            focusable="false"
          >
            {card.draw}
          </svg>
        </li>
      ))}
    </ul>
  );
}
