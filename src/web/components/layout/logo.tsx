/** Text logo with a stitched-seat mark; decorative SVG, the name is the accessible text. */
export function Logo({ name }: { name: string }) {
  return (
    <span className="logo">
      <svg className="logo-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="30" height="30" rx="8" fill="currentColor" />
        <path
          d="M11 7h10a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H11a3 3 0 0 1-3-3v-8a3 3 0 0 1 3-3Z M8 23h16v3H8z"
          fill="#fff"
        />
        <path
          d="M11 11h10M11 14.5h10M11 18h10"
          stroke="#d71920"
          strokeWidth="1.4"
          strokeDasharray="1.6 1.4"
        />
      </svg>
      <span className="logo-text">{name}</span>
    </span>
  );
}
