export { registerVehicleRoutes } from './vehicles.routes';
export { listVehicles, getVehicle, vehicleLabel, type VehicleDto } from './vehicles.service';
export {
  listBrandVehicles,
  findVehicleBySlugs,
  listVehicleSlugs,
  type VehicleLink,
  type VehiclePageData,
} from './vehicle-pages.service';
