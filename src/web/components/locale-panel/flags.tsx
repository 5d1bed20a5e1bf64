/**
 * Country flags drawn inline (no external images), 3:2 boxes. Simplified where the real flag
 * carries a coat of arms (Spain: the civil flag without arms; Portugal: the sphere as a disc).
 */
import { useId, type ReactNode } from 'react';
import type { Locale } from '../../../shared/locale';

type Draw = (id: string) => ReactNode;

const stripesV = (a: string, b: string, c: string): Draw =>
  function stripes() {
    return (
      <>
        <rect width="10" height="20" fill={a} />
        <rect x="10" width="10" height="20" fill={b} />
        <rect x="20" width="10" height="20" fill={c} />
      </>
    );
  };

const stripesH = (a: string, b: string, c: string): Draw =>
  function stripes() {
    return (
      <>
        <rect width="30" height="6.67" fill={a} />
        <rect y="6.66" width="30" height="6.68" fill={b} />
        <rect y="13.33" width="30" height="6.67" fill={c} />
      </>
    );
  };

const FLAGS: Record<string, Draw> = {
  FR: stripesV('#002654', '#ffffff', '#ce1126'),
  BE: stripesV('#000000', '#fdda24', '#ef3340'),
  IT: stripesV('#009246', '#ffffff', '#ce2b37'),
  IE: stripesV('#169b62', '#ffffff', '#ff883e'),
  DE: stripesH('#000000', '#dd0000', '#ffce00'),
  AT: stripesH('#c8102e', '#ffffff', '#c8102e'),
  NL: stripesH('#ae1c28', '#ffffff', '#21468b'),
  LU: stripesH('#ea141d', '#ffffff', '#51addb'),
  MC: () => (
    <>
      <rect width="30" height="10" fill="#ce1126" />
      <rect y="10" width="30" height="10" fill="#ffffff" />
    </>
  ),
  ES: () => (
    <>
      <rect width="30" height="20" fill="#aa151b" />
      <rect y="5" width="30" height="10" fill="#f1bf00" />
    </>
  ),
  PT: () => (
    <>
      <rect width="30" height="20" fill="#ff0000" />
      <rect width="12" height="20" fill="#006600" />
      <circle cx="12" cy="10" r="3.6" fill="none" stroke="#ffe000" strokeWidth="1.2" />
      <path
        d="M10.4 8.2h3.2v2.6a1.6 1.6 0 0 1-3.2 0z"
        fill="#ffffff"
        stroke="#ff0000"
        strokeWidth="0.6"
      />
    </>
  ),
  CH: () => (
    <>
      <rect width="30" height="20" fill="#da291c" />
      <rect x="13.1" y="3.75" width="3.8" height="12.5" fill="#ffffff" />
      <rect x="8.75" y="8.1" width="12.5" height="3.8" fill="#ffffff" />
    </>
  ),
  DK: () => (
    <>
      <rect width="30" height="20" fill="#c8102e" />
      <rect x="9.7" width="3.3" height="20" fill="#ffffff" />
      <rect y="8.55" width="30" height="2.9" fill="#ffffff" />
    </>
  ),
  GB: (id) => (
    // The Union Flag on its 60×30 grid, centred in the 3:2 box (cropped at the sides).
    <g transform="translate(-5 0) scale(0.6667)">
      <clipPath id={`${id}-s`}>
        <path d="M0 0v30h60V0z" />
      </clipPath>
      <clipPath id={`${id}-t`}>
        <path d="M30 15h30v15zv15H0zH0V0zV0h30z" />
      </clipPath>
      <g clipPath={`url(#${id}-s)`}>
        <path d="M0 0v30h60V0z" fill="#012169" />
        <path d="M0 0l60 30m0-30L0 30" stroke="#ffffff" strokeWidth="6" />
        <path
          d="M0 0l60 30m0-30L0 30"
          clipPath={`url(#${id}-t)`}
          stroke="#c8102e"
          strokeWidth="4"
        />
        <path d="M30 0v30M0 15h60" stroke="#ffffff" strokeWidth="10" />
        <path d="M30 0v30M0 15h60" stroke="#c8102e" strokeWidth="6" />
      </g>
    </g>
  ),
};

/** The flag shown for each shop language. */
export const LOCALE_FLAG: Record<Locale, string> = {
  fr: 'FR',
  en: 'GB',
  es: 'ES',
  de: 'DE',
  it: 'IT',
  pt: 'PT',
};

/** A decorative flag (the country or language name is always written next to it). */
export function Flag({ iso, className }: { iso: string; className?: string }) {
  const id = useId().replace(/:/g, '');
  const code = iso.toUpperCase();
  const draw = FLAGS[code];
  return (
    <svg
      viewBox="0 0 30 20"
      className={['flag', className].filter(Boolean).join(' ')}
      aria-hidden="true"
      focusable="false"
      data-flag={code}
    >
      {draw ? (
        draw(id)
      ) : (
        // A country without a drawn flag: a neutral globe. No letters here: visible text in
        // the button would have to be part of its accessible name (WCAG 2.5.3).
        <>
          <rect width="30" height="20" fill="#e3e5e9" />
          <g fill="none" stroke="#5b606b" strokeWidth="1.2">
            <circle cx="15" cy="10" r="6.5" />
            <ellipse cx="15" cy="10" rx="2.8" ry="6.5" />
            <path d="M8.5 10h13" />
          </g>
        </>
      )}
    </svg>
  );
}
