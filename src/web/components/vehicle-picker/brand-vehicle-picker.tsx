import { useT } from '../../i18n';
import { MyVehicleChip, type MyVehicleView } from './my-vehicle-chip';
import { VehiclePicker, type PickerBrand, type PickerModel } from './vehicle-picker';
import './vehicle-search.css';

/** Brand page: "Choisissez votre modèle Renault", the picker preselected with the brand. */
export function BrandVehiclePicker({
  brand,
  brands,
  models,
  myVehicle = null,
}: {
  brand: PickerBrand;
  brands: PickerBrand[];
  models: PickerModel[];
  myVehicle?: MyVehicleView | null;
}) {
  const t = useT();
  return (
    <section
      className="brand-vehicle-picker"
      aria-labelledby="brand-vehicle-picker-title"
      data-testid="brand-vehicle-picker"
    >
      <h2 id="brand-vehicle-picker-title">
        {t('vehicleSearch.brandPickerTitle', { brand: brand.name })}
      </h2>
      {myVehicle ? <MyVehicleChip vehicle={myVehicle} /> : null}
      <VehiclePicker
        brands={brands}
        initialBrand={brand.slug}
        initialModels={models}
        layout="inline"
      />
    </section>
  );
}
