import { StarShape } from './icons';

/**
 * Five stars filled up to `value` (out of 5, to the tenth). Decorative: the caller gives the
 * rating as text (visible or `label` for assistive technologies).
 */
export function Stars({
  value,
  size = 18,
  label,
}: {
  value: number;
  size?: number;
  /** Accessible text ("4,5 sur 5"); without it the stars are hidden from assistive technologies. */
  label?: string;
}) {
  const percent = Math.max(0, Math.min(100, (value / 5) * 100));
  const row = [0, 1, 2, 3, 4].map((index) => <StarShape key={index} size={size} />);
  return (
    <span
      className="pdp-stars"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <span className="pdp-stars-empty">{row}</span>
      <span className="pdp-stars-full" style={{ width: `${percent}%` }}>
        {row}
      </span>
    </span>
  );
}

/** "4,6" in the page's language (one decimal at most). */
export function formatRating(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
}
