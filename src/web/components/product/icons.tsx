/** Decorative icons of the product page (the text beside each one says what it means). */
import { Svg as BaseSvg, type IconProps } from '../layout/icons';

/** Product-page icons are drawn a little lighter than the header's. */
const Svg = ({ size, children }: IconProps & { children: React.ReactNode }) => (
  <BaseSvg size={size} strokeWidth={1.8}>
    {children}
  </BaseSvg>
);

export const TruckIcon = ({ size }: IconProps) => (
  <Svg size={size}>
    <path d="M2.5 6.5h11v9h-11zM13.5 9.5h4l3 3.2v2.8h-7" />
    <circle cx="6.5" cy="17" r="1.8" />
    <circle cx="17" cy="17" r="1.8" />
  </Svg>
);

export const ReturnIcon = ({ size }: IconProps) => (
  <Svg size={size}>
    <path d="M9 7 5 11l4 4" />
    <path d="M5 11h9.5a4.5 4.5 0 0 1 0 9H11" />
  </Svg>
);

export const LockIcon = ({ size }: IconProps) => (
  <Svg size={size}>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
  </Svg>
);

export const InstalmentIcon = ({ size }: IconProps) => (
  <Svg size={size}>
    <rect x="2.5" y="5.5" width="19" height="13" rx="2" />
    <path d="M2.5 9.5h19M6.5 14.5h3" />
  </Svg>
);

export const CartIcon = ({ size }: IconProps) => (
  <Svg size={size}>
    <path d="M3 4h2.2l2.1 10.2a1.6 1.6 0 0 0 1.6 1.3h8.4a1.6 1.6 0 0 0 1.6-1.2L20.5 8H6.1" />
    <circle cx="9.5" cy="19.5" r="1.3" />
    <circle cx="17" cy="19.5" r="1.3" />
  </Svg>
);

export const ChevronIcon = ({
  direction,
  size = 20,
}: IconProps & { direction: 'left' | 'right' }) => (
  <Svg size={size}>
    <path d={direction === 'left' ? 'm14.5 6-6 6 6 6' : 'm9.5 6 6 6-6 6'} />
  </Svg>
);

export const ImageIcon = ({ size }: IconProps) => (
  <Svg size={size}>
    <rect x="3" y="4.5" width="18" height="15" rx="2" />
    <circle cx="9" cy="10" r="1.8" />
    <path d="m4 18 5.5-5 4 3.5 2.5-2 4 3.5" />
  </Svg>
);

export const CarIcon = ({ size }: IconProps) => (
  <Svg size={size}>
    <path d="M4 15.5v-3l1.8-4.3A2 2 0 0 1 7.6 7h8.8a2 2 0 0 1 1.8 1.2L20 12.5v3" />
    <path d="M3 15.5h18v2.5H3z" />
    <circle cx="7.5" cy="18.5" r="1.5" />
    <circle cx="16.5" cy="18.5" r="1.5" />
  </Svg>
);

export const FileIcon = ({ size }: IconProps) => (
  <Svg size={size}>
    <path d="M6.5 3h7l4 4v14h-11z" />
    <path d="M13.5 3v4h4M9 12.5h6M9 16h6" />
  </Svg>
);

const STAR = 'M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z';

/** One star, filled (the stars component clips a row of them). */
export const StarShape = ({ size = 18 }: IconProps) => (
  <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
    <path d={STAR} fill="currentColor" />
  </svg>
);
