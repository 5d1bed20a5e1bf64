/**
 * Mondial Relay relay points, written to the carrier's SOAP web service (API "V1"):
 * `WSI4_PointRelais_Recherche` on https://api.mondialrelay.com/Web_Services.asmx, SOAP 1.1,
 * `SOAPAction: "http://www.mondialrelay.fr/webservice/WSI4_PointRelais_Recherche"`, namespace
 * `http://www.mondialrelay.fr/webservice/`.
 *
 * Sources followed (Mondial Relay's own PDF, "Web Service" solution V-5.x, is referenced by the
 * clients below but its tables were not readable in the stored corpus):
 * - The service's WSDL (https://api.mondialrelay.com/Web_Services.asmx?WSDL, copy in
 *   github.com/dansmaculotte/mondialrelay-php `tests/fixtures/mondialrelay.wsdl`): request
 *   sequence Enseigne, Pays, NumPointRelais, Ville, CP, Latitude, Longitude, Taille, Poids,
 *   Action, DelaiEnvoi, RayonRecherche, TypeActivite, NACE, NombreResultats (s:int, nillable),
 *   Security — all strings, all optional but NombreResultats; answer
 *   `WSI4_PointRelais_RechercheResult` = { STAT, PointsRelais { PointRelais_Details* } } with Num,
 *   LgAdr1…LgAdr4, CP, Ville, Pays, Latitude, Longitude, Horaires_Lundi…Horaires_Dimanche
 *   (ArrayOfString: `<string>` ×4 = open, close, open, close as HHMM, "0000" = no slot), Distance.
 * - Mondial Relay's PrestaShop module (© Mondial Relay, OSL 3.0; vendored in
 *   github.com/une-ruche-en-brie/simplecarrier `classes/services/MondialrelayService.php`,
 *   `MondialrelayServiceRecherchePointRelais.php`): Security = strtoupper(md5(values of the
 *   non-empty fields "ordered as specified in the Webservice documentation" + private key));
 *   Enseigne `^[0-9A-Z]{2}[0-9A-Z ]{6}$`, Pays `^[A-Z]{2}$`, CP required, Poids "15 <= weight
 *   <= 9 999 999 (grams)", Action `(REL|24R|24L|24X|DRI)`, NombreResultats `^[0-3][0-9]$`; empty
 *   fields are left out of the request.
 * - github.com/ErnadoO/mondial-relay `src/Client/SoapParcelShopClient.php` (checked against the
 *   Mondial Relay sandbox): same order ("any other order, or an extra parameter, is rejected with
 *   STAT 97"), brand code padded with spaces to 8 characters, the chain hashed as ISO-8859-1
 *   (Mondial Relay's PHP SDK, `MondialRelayWebAPI::AddSecurityCode` in the same repository's
 *   history, hashes `utf8_decode(chain)`), text fields padded with spaces,
 *   Distance in metres, and the official STAT messages (below). Also github.com/cba85/
 *   php-mondialrelay-webservice (same order, NACE included) and github.com/DjihadBengati/
 *   mondial-relay (Java; same order, STAT list).
 *
 * What we send: Enseigne (padded to 8), Pays, CP (Ville only when there is no postcode, reduced
 * to the `[A-Z_\-' ]{2,25}` the clients above validate), Poids (grams, at least 15), Action
 * `24R` (standard Point Relais delivery), NombreResultats 10, Security. DelaiEnvoi and
 * RayonRecherche are optional and left out (the service's defaults), as the PrestaShop module
 * effectively does. Not confirmed from Mondial Relay's own text: the postcode format expected
 * outside France (sent trimmed, upper case, as the shopper typed it) and the exact Ville rule. STAT 0 is success; any other STAT, a
 * SOAP fault, an HTTP error, a timeout (AbortController) or an unreadable answer resolves [] and
 * the reason goes to `log` (never the private key). The XML is read by the small parser of
 * xml-reader.ts: no DTD, no external entity, bounded size and depth, never throws.
 */
import type { RelayPoint, RelayPointFinder, RelayPointQuery } from './relay-points.adapter';
import { readSearchAnswer } from './mondial-relay-answer.rules';
import {
  MONDIAL_RELAY_URL,
  WSI4_METHOD,
  WSI4_SOAP_ACTION,
  mondialRelaySecurity,
  searchParameters,
  soapEnvelope,
} from './mondial-relay-request.templates';

// The request (parameters, Security, envelope), the answer and the XML reader live in their
// own files; everything stays importable from here.
export * from './mondial-relay-request.templates';
export * from './mondial-relay-answer.rules';
export { parseXml, type XmlElement } from './xml-reader.rules';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface MondialRelayConfig {
  /** Brand code ("code enseigne", e.g. BDTEST13) as issued by Mondial Relay. */
  enseigne: string;
  /** Private key issued with the brand code; only ever used in the Security hash. */
  privateKey: string;
  /** Default https://api.mondialrelay.com/Web_Services.asmx. */
  url?: string;
  /** Default 5000 ms; the request is aborted after it. */
  timeoutMs?: number;
  /** Delivery mode the points must offer (`Action`); default 24R, standard Point Relais. */
  action?: '24R' | '24L' | 'DRI' | 'REL';
  fetch: FetchLike;
  /** Why a search answered no point (never includes the private key). */
  log?: (message: string) => void;
}

export function createMondialRelayFinder(config: MondialRelayConfig): RelayPointFinder {
  const url = config.url ?? MONDIAL_RELAY_URL;
  const timeoutMs = config.timeoutMs ?? 5000;

  function log(message: string): void {
    try {
      config.log?.(`Mondial Relay ${WSI4_METHOD}: ${message}`);
    } catch {
      // a failing logger must not turn a soft failure into a crash
    }
  }

  async function search(query: RelayPointQuery): Promise<RelayPoint[]> {
    const parameters = searchParameters(config.enseigne, query, config.action);
    if (!/^[A-Z]{2}$/.test(parameters.Pays ?? '')) {
      log(`country "${query.countryIso.slice(0, 10)}" is not an ISO 3166-1 alpha-2 code`);
      return [];
    }
    if (!parameters.CP && !parameters.Ville) {
      log('neither a postcode nor a usable city to search around');
      return [];
    }
    const body = soapEnvelope(parameters, mondialRelaySecurity(parameters, config.privateKey));

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let status: number;
    let text: string;
    try {
      const response = await config.fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'text/xml; charset=utf-8',
          soapaction: `"${WSI4_SOAP_ACTION}"`,
        },
        body,
        signal: controller.signal,
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      log(
        controller.signal.aborted
          ? `no answer within ${timeoutMs} ms`
          : `request failed (${error instanceof Error ? error.message : String(error)})`,
      );
      return [];
    } finally {
      clearTimeout(timer);
    }

    const answer = readSearchAnswer(text, parameters.Pays ?? '');
    if (!answer.ok) {
      log(status >= 200 && status < 300 ? answer.reason : `HTTP ${status}, ${answer.reason}`);
      return [];
    }
    if (status < 200 || status >= 300) {
      log(`HTTP ${status}`);
      return [];
    }
    return answer.points;
  }

  return {
    async search(query) {
      try {
        return await search(query);
      } catch (error) {
        log(`unexpected error (${error instanceof Error ? error.message : String(error)})`);
        return [];
      }
    },
  };
}
