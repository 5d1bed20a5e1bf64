export { registerVehicleRoutes } from './vehicles.routes';
export { listVehicles, getVehicle, vehicleLabel, type VehicleDto } from './vehicles.service';
