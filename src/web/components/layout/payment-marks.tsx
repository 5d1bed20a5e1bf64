/**
 * Simplified card marks for the "secure payment" strip, drawn inline (no external images).
 * Each is a 38×24 badge; the list around them carries the accessible names.
 */
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

export function PaymentMarks({ label }: { label: string }) {
  return (
    <ul className="payment-marks" aria-label={label}>
      {CARDS.map((card) => (
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
