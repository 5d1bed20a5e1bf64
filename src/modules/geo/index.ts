export { registerGeoRoutes } from './geo.routes';
export { createVatLookup, listCountries, type CountryDto, type VatRate } from './geo.service';
