import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { MyVehicleChip, type MyVehicleView } from './my-vehicle-chip';
import { PlateSearch, type PlateOutcome } from './plate-search';
import { VehiclePicker, type PickerBrand } from './vehicle-picker';
import './vehicle-search.css';

/** A plate search the server answered (form sent without JavaScript). */
export interface PlateSearchState {
  plate: string;
  outcome: PlateOutcome;
}

export interface VehicleSearchProps {
  brands: PickerBrand[];
  /** `hero`: the home page card; `menu`: one row in the brands dropdown. */
  variant: 'hero' | 'menu';
  initial?: PlateSearchState | null;
  myVehicle?: MyVehicleView | null;
}

/**
 * "Trouvez les pièces de votre véhicule": the plate search, then the brand → model picker.
 * When a plate is not found, the picker is pointed at (highlighted, focused) under the message.
 */
export function VehicleSearch({
  brands,
  variant,
  initial = null,
  myVehicle = null,
}: VehicleSearchProps) {
  const t = useT();
  const [outcome, setOutcome] = useState<PlateOutcome | null>(initial?.outcome ?? null);
  const brandSelect = useRef<HTMLSelectElement>(null);
  const handOver = outcome === 'unknown' || outcome === 'error';

  useEffect(() => {
    if (handOver) brandSelect.current?.focus({ preventScroll: variant === 'menu' });
  }, [handOver, variant]);

  // In the hover menu, a native select's open list lies outside the page: the pointer "leaves"
  // towards nowhere (relatedTarget null) and the menu would close under the customer's choice.
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = section.current;
    if (variant !== 'menu' || !element) return;
    const keepOpen = (event: PointerEvent) => {
      if (event.relatedTarget === null && event.target instanceof HTMLSelectElement) {
        event.stopPropagation();
      }
    };
    element.addEventListener('pointerout', keepOpen);
    return () => element.removeEventListener('pointerout', keepOpen);
  }, [variant]);

  const titleId = `vehicle-search-title-${variant}`;
  // In the menu the parts are no document sections: plain captions, not headings.
  const Subtitle = variant === 'hero' ? 'h3' : 'p';
  return (
    <section
      ref={section}
      className={`vehicle-search vehicle-search-${variant}`}
      aria-labelledby={titleId}
      data-testid={`vehicle-search-${variant}`}
    >
      <h2 id={titleId} className="vehicle-search-title">
        {variant === 'hero' ? t('vehicleSearch.title') : t('vehicleSearch.menuTitle')}
      </h2>
      {myVehicle ? <MyVehicleChip key={myVehicle.id} vehicle={myVehicle} /> : null}
      <div className="vehicle-search-body">
        <div className="vehicle-search-part">
          <Subtitle className="vehicle-search-subtitle">{t('vehicleSearch.plateTitle')}</Subtitle>
          <PlateSearch
            initialPlate={initial?.plate}
            initialOutcome={initial?.outcome}
            onOutcome={setOutcome}
          />
        </div>
        <p className="vehicle-search-or" aria-hidden="true">
          <span>{t('vehicleSearch.or')}</span>
        </p>
        <div className="vehicle-search-part">
          <Subtitle className="vehicle-search-subtitle">{t('vehicleSearch.pickerTitle')}</Subtitle>
          <VehiclePicker
            brands={brands}
            highlight={handOver}
            brandRef={brandSelect}
            layout={variant === 'menu' ? 'inline' : 'stacked'}
          />
        </div>
      </div>
      {variant === 'hero' ? (
        <p className="vehicle-search-note">{t('vehicleSearch.plateWhere')}</p>
      ) : null}
    </section>
  );
}
