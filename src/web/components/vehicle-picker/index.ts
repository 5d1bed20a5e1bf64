export { BrandVehiclePicker } from './brand-vehicle-picker';
export { MyVehicleChip, type MyVehicleView } from './my-vehicle-chip';
export {
  MY_VEHICLE_COOKIE,
  forgetMyVehicleCookie,
  myVehicleCookie,
  parseMyVehicleId,
} from './my-vehicle-cookie';
export { PlateSearch, type PlateOutcome, type PlateSearchProps } from './plate-search';
export { SEARCH_PARAMS } from './search-params';
export { VehiclePicker, type PickerBrand, type PickerModel } from './vehicle-picker';
export { VehicleSearch, type PlateSearchState, type VehicleSearchProps } from './vehicle-search';
