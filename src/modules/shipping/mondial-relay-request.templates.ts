/**
 * The Mondial Relay relay point search request (`WSI4_PointRelais_Recherche`, SOAP 1.1): its
 * parameters in WSDL order, the `Security` hash and the envelope. Sources and choices: the
 * header of mondial-relay.ts.
 */
import { createHash } from 'node:crypto';
import type { RelayPointQuery } from './relay-points.adapter';

export const MONDIAL_RELAY_URL = 'https://api.mondialrelay.com/Web_Services.asmx';
export const MONDIAL_RELAY_NAMESPACE = 'http://www.mondialrelay.fr/webservice/';
export const WSI4_METHOD = 'WSI4_PointRelais_Recherche';
export const WSI4_SOAP_ACTION = `${MONDIAL_RELAY_NAMESPACE}${WSI4_METHOD}`;

/** Request parameters in the WSDL order, which is also the order of the Security chain. */
export const WSI4_PARAMETERS = [
  'Enseigne',
  'Pays',
  'NumPointRelais',
  'Ville',
  'CP',
  'Latitude',
  'Longitude',
  'Taille',
  'Poids',
  'Action',
  'DelaiEnvoi',
  'RayonRecherche',
  'TypeActivite',
  'NACE',
  'NombreResultats',
] as const;

export type Wsi4Parameter = (typeof WSI4_PARAMETERS)[number];
export type Wsi4Parameters = Partial<Record<Wsi4Parameter, string>>;

/** Lightest and heaviest Poids the service accepts, in grams. */
export const MIN_WEIGHT_GRAMS = 15;
export const MAX_WEIGHT_GRAMS = 9_999_999;
export const RESULT_COUNT = 10;

// Security key

/** The chain as ISO-8859-1 bytes (characters outside it become "?", like PHP's utf8_decode). */
function latin1(text: string): Buffer {
  return Buffer.from(
    Array.from(text, (char) => {
      const code = char.codePointAt(0) ?? 63;
      return code <= 0xff ? code : 63;
    }),
  );
}

/**
 * `Security`: uppercase hex MD5 of every parameter value in WSDL order (absent ones count as
 * empty) followed by the private key.
 */
export function mondialRelaySecurity(parameters: Wsi4Parameters, privateKey: string): string {
  const chain = WSI4_PARAMETERS.map((name) => parameters[name] ?? '').join('') + privateKey;
  return createHash('md5').update(latin1(chain)).digest('hex').toUpperCase();
}

// Request

/** Accents dropped, upper case, only the documented `[A-Z_\-' ]`, at most 25 characters. */
export function mondialRelayCity(city: string): string {
  const plain = city
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z_\-' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 25)
    .trim();
  return plain.length >= 2 ? plain : '';
}

export function mondialRelayWeight(weightGrams: number): string {
  const grams = Number.isFinite(weightGrams) ? Math.ceil(weightGrams) : 0;
  return String(Math.min(MAX_WEIGHT_GRAMS, Math.max(MIN_WEIGHT_GRAMS, grams)));
}

/** The non-empty parameters of one search, in WSDL order (Security not included). */
export function searchParameters(
  enseigne: string,
  query: RelayPointQuery,
  action = '24R',
): Wsi4Parameters {
  const postCode = query.postCode.trim().toUpperCase().replace(/\s+/g, ' ');
  const parameters: Wsi4Parameters = {
    Enseigne: enseigne.trim().padEnd(8, ' '),
    Pays: query.countryIso.trim().toUpperCase(),
    Ville: postCode ? '' : mondialRelayCity(query.city),
    CP: postCode,
    Poids: mondialRelayWeight(query.weightGrams),
    Action: action,
    NombreResultats: String(RESULT_COUNT),
  };
  return Object.fromEntries(
    WSI4_PARAMETERS.flatMap((name) => (parameters[name] ? [[name, parameters[name]]] : [])),
  );
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function soapEnvelope(parameters: Wsi4Parameters, security: string): string {
  const fields = WSI4_PARAMETERS.flatMap((name) => {
    const value = parameters[name];
    return value ? [`<${name}>${escapeXml(value)}</${name}>`] : [];
  });
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    '<soap:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"' +
    ' xmlns:xsd="http://www.w3.org/2001/XMLSchema"' +
    ' xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">' +
    `<soap:Body><${WSI4_METHOD} xmlns="${MONDIAL_RELAY_NAMESPACE}">` +
    fields.join('') +
    `<Security>${security}</Security>` +
    `</${WSI4_METHOD}></soap:Body></soap:Envelope>`
  );
}
