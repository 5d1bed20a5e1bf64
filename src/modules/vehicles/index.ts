export { registerVehicleRoutes } from './vehicles.routes';
export {
  listVehicles,
  getVehicle,
  vehicleLabel,
  fittingVehicles,
  type FittingVehicle,
  type VehicleDto,
} from './vehicles.service';
export {
  listBrandVehicles,
  findVehicleById,
  findVehicleBySlugs,
  listVehicleSlugs,
  type VehicleLink,
  type VehiclePageData,
} from './vehicle-pages.service';
export {
  PLATE_INPUT_MAX,
  PLATE_INPUT_PATTERN,
  parsePlate,
  type ParsedPlate,
  type PlateFormat,
} from './plates.rules';
export {
  chainPlateLookups,
  createKnownPlatesLookup,
  type PlateLookup,
  type PlateLookupLog,
  type PlateLookupResult,
} from './plate-lookup.adapter';
export { createHttpPlateLookup, type HttpPlateLookupOptions } from './plate-lookup-http.adapter';
export {
  createPlateLookup,
  createPlateResolver,
  findVehicleByPlate,
  type PlateLookupSettings,
  type PlateSearch,
} from './plates.service';
export {
  vehicleAdminTree,
  createGeneration,
  updateGeneration,
  renameModel,
  reorderGenerations,
  generationSiblings,
  generationInput,
  modelRenameInput,
  type GenerationInput,
  type GenerationAdminDto,
  type MakeWithModels,
} from './vehicle-admin.service';
