import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n';
import { href } from '../../paths';
import { forgetMyVehicleCookie } from './my-vehicle-cookie';
import { SEARCH_PARAMS } from './search-params';

/** The remembered vehicle as pages pass it (see readMyVehicle in src/web/my-vehicle.server.ts). */
export interface MyVehicleView {
  id: number;
  label: string;
  brandSlug: string;
  slug: string;
  brandName: string;
}

function CarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M5 11.5 6.6 7a2 2 0 0 1 1.9-1.3h7a2 2 0 0 1 1.9 1.3l1.6 4.5M4 17.5v-4.2a1.8 1.8 0 0 1 1-1.6l.5-.2h13l.5.2a1.8 1.8 0 0 1 1 1.6v4.2M4 17.5h16M6 17.5V19M18 17.5V19"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="7.5" cy="14.5" r="1.1" fill="currentColor" />
      <circle cx="16.5" cy="14.5" r="1.1" fill="currentColor" />
    </svg>
  );
}

/**
 * "Mon véhicule : Renault Clio IV (2012–2019)", linking to its page, with a button that forgets
 * it (clears the cookie in the browser; without JavaScript the home page's loader does).
 */
export function MyVehicleChip({ vehicle }: { vehicle: MyVehicleView }) {
  const t = useT();
  const locale = useLocale();
  const [forgotten, setForgotten] = useState(false);
  if (forgotten) return null;
  const name = `${vehicle.brandName} ${vehicle.label}`;

  const forget = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    document.cookie = forgetMyVehicleCookie(window.location.protocol === 'https:');
    setForgotten(true);
  };

  return (
    <div className="my-vehicle-chip" data-testid="my-vehicle">
      <CarIcon />
      <p>
        {t('vehicleSearch.myVehicle')}{' '}
        <Link
          to={href(
            'marques-slug-vehicle',
            { slug: vehicle.brandSlug, vehicle: vehicle.slug },
            locale,
          )}
        >
          {name}
        </Link>
      </p>
      <form method="get" action={href('index', null, locale)} onSubmit={forget}>
        <input type="hidden" name={SEARCH_PARAMS.forget} value="vehicle" />
        <button
          type="submit"
          className="my-vehicle-forget"
          aria-label={t('vehicleSearch.forgetLabel', { vehicle: name })}
          data-testid="my-vehicle-forget"
        >
          {t('vehicleSearch.forget')}
        </button>
      </form>
    </div>
  );
}
