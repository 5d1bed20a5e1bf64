export { registerGeoRoutes } from './geo.routes';
export { createVatLookup, listCountries, type CountryDto, type VatRate } from './geo.service';
export {
  countryFromAcceptLanguage,
  countryFromCdnHeaders,
  createIpapiGeoIp,
  createOfflineGeoIp,
  geoIpFromEnv,
  type GeoIp,
} from './geoip.adapter';
export { countriesByIds, countryById, countryByIso, type Country } from './countries.repo';
export {
  EU_MEMBER_STATES,
  compactVatNumber,
  isValidVatNumberFormat,
  vatNumberCountry,
  vatPrefix,
} from './vat-numbers.rules';
