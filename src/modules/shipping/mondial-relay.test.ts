import { createHash } from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  WSI4_PARAMETERS,
  createMondialRelayFinder,
  formatOpeningHours,
  mondialRelaySecurity,
  parseXml,
  readSearchAnswer,
  searchParameters,
} from './mondial-relay.adapter';

/**
 * The Mondial Relay adapter against a local server speaking WSI4_PointRelais_Recherche as the
 * WSDL and the published clients describe it: SOAP 1.1 POST on /Web_Services.asmx, SOAPAction
 * checked, parameters read from the body and the Security key recomputed here, independently
 * (MD5 of the values in WSDL order + private key, ISO-8859-1, upper case): STAT 97 when wrong.
 */
const ENSEIGNE = 'BDTEST';
const PRIVATE_KEY = 'PrivateK';
const SOAP_ACTION = 'http://www.mondialrelay.fr/webservice/WSI4_PointRelais_Recherche';
const SIGNED_ORDER = [
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
];

interface Received {
  headers: IncomingHttpHeaders;
  path: string;
  /** Request parameters in the order they came, entities decoded. */
  fields: [string, string][];
}

function decode(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The WSI4 parameters of a SOAP request body, read with plain regular expressions. */
function requestFields(body: string): [string, string][] | null {
  const call =
    /<WSI4_PointRelais_Recherche xmlns="http:\/\/www\.mondialrelay\.fr\/webservice\/">([\s\S]*)<\/WSI4_PointRelais_Recherche>/.exec(
      body,
    );
  if (!call?.[1] || !/<soap:Body>/.test(body)) return null;
  return [...call[1].matchAll(/<(\w+)>([^<]*)<\/\1>|<(\w+)\s*\/>/g)].map((match) =>
    match[1] ? [match[1], decode(match[2] ?? '')] : [match[3] ?? '', ''],
  );
}

function expectedSecurity(fields: Map<string, string>, key: string): string {
  const chain = SIGNED_ORDER.map((name) => fields.get(name) ?? '').join('') + key;
  return createHash('md5').update(Buffer.from(chain, 'latin1')).digest('hex').toUpperCase();
}

const ENVELOPE_OPEN =
  '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema"><soap:Body>';
const ENVELOPE_CLOSE = '</soap:Body></soap:Envelope>';

function result(inner: string): string {
  return (
    ENVELOPE_OPEN +
    '<WSI4_PointRelais_RechercheResponse xmlns="http://www.mondialrelay.fr/webservice/">' +
    `<WSI4_PointRelais_RechercheResult>${inner}</WSI4_PointRelais_RechercheResult>` +
    '</WSI4_PointRelais_RechercheResponse>' +
    ENVELOPE_CLOSE
  );
}

function fault(code: string, message: string): string {
  return `${ENVELOPE_OPEN}<soap:Fault><faultcode>${code}</faultcode><faultstring>${message}</faultstring><detail /></soap:Fault>${ENVELOPE_CLOSE}`;
}

function hours(...slots: string[]): string {
  return slots.map((slot) => `<string>${slot}</string>`).join('');
}

function point(p: {
  num: string;
  name: string;
  name2?: string;
  street: string;
  street2?: string;
  cp: string;
  city: string;
  week: string[][];
  distance: string;
}): string {
  const days = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];
  return (
    '<PointRelais_Details>' +
    `<STAT /><Num>${p.num}</Num>` +
    `<LgAdr1>${p.name.padEnd(32)}</LgAdr1><LgAdr2>${(p.name2 ?? '').padEnd(32)}</LgAdr2>` +
    `<LgAdr3>${p.street.padEnd(32)}</LgAdr3><LgAdr4>${(p.street2 ?? '').padEnd(32)}</LgAdr4>` +
    `<CP>${p.cp}</CP><Ville>${p.city.padEnd(26)}</Ville><Pays>FR</Pays>` +
    '<Localisation1 /><Localisation2 />' +
    '<Latitude>+48,8761780</Latitude><Longitude>+02,3590950</Longitude>' +
    '<TypeActivite>000</TypeActivite><NACE>4762Z</NACE><Information />' +
    days
      .map((day, n) => `<Horaires_${day}>${hours(...(p.week[n] ?? []))}</Horaires_${day}>`)
      .join('') +
    '<Informations_Dispo />' +
    `<URL_Photo>https://ww2.mondialrelay.com/public/permanent/photo_relais.aspx?ens=${ENSEIGNE}&amp;num=${p.num}&amp;pays=FR</URL_Photo>` +
    '<URL_Plan />' +
    `<Distance>${p.distance}</Distance>` +
    '</PointRelais_Details>'
  );
}

const SHOP = ['0900', '1230', '1400', '1900'];
const CLOSED = ['0000', '0000', '0000', '0000'];

const PARIS_10 = result(
  '<STAT>0</STAT><PointsRelais>' +
    point({
      num: '066974',
      name: 'TABAC &amp; PRESSE DU MARCHÉ',
      street: '12 RUE DU FAUBOURG ST DENIS',
      cp: '75010',
      city: 'PARIS',
      week: [SHOP, SHOP, SHOP, SHOP, SHOP, ['0930', '1300', '0000', '0000'], CLOSED],
      distance: '236',
    }) +
    point({
      num: '021395',
      name: 'PRESSING DE LA GARE',
      name2: 'CHEZ M. DUPONT',
      street: '4 PLACE NAPOLEON III',
      street2: 'GALERIE NORD',
      cp: '75010',
      city: 'PARIS',
      week: [
        CLOSED,
        ['0800', '1900', '0000', '0000'],
        ['0800', '1900', '0000', '0000'],
        ['0800', '1900', '0000', '0000'],
        ['0800', '1900', '0000', '0000'],
        ['0800', '1230', '0000', '0000'],
        CLOSED,
      ],
      distance: '758',
    }) +
    point({
      num: '097742',
      name: 'LOCKER 24/7 GARE DE L EST',
      street: 'PLACE DU 11 NOVEMBRE 1918',
      cp: '75010',
      city: 'PARIS',
      week: Array.from({ length: 7 }, () => ['0001', '2359', '0000', '0000']),
      distance: '1204',
    }) +
    '</PointsRelais>',
);

/** What the fake service answers for a postcode (after the SOAPAction and Security checks). */
const BY_POSTCODE: Record<string, (res: ServerResponse) => void> = {
  '75010': (res) => xml(res, 200, PARIS_10),
  '55555': (res) => xml(res, 200, result('<STAT>0</STAT><PointsRelais />')),
  '36000': (res) => xml(res, 200, result('<STAT>36</STAT>')),
  '66666': (res) => xml(res, 200, PARIS_10.slice(0, 900)),
  '88888': (res) => xml(res, 500, fault('soap:Server', 'Server was unable to process request.')),
  '77777': (res) => {
    const timer = setTimeout(() => xml(res, 200, PARIS_10), 2000);
    res.on('close', () => clearTimeout(timer));
  },
};

function xml(res: ServerResponse, status: number, body: string): void {
  if (res.destroyed) return;
  res.statusCode = status;
  res.setHeader('content-type', 'text/xml; charset=utf-8');
  res.end(body);
}

let server: Server;
let url = '';
const received: Received[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const fields = requestFields(body);
      received.push({ headers: req.headers, path: req.url ?? '', fields: fields ?? [] });
      const action = String(req.headers.soapaction ?? '').replace(/^"(.*)"$/, '$1');
      if (req.method !== 'POST' || req.url !== '/Web_Services.asmx') {
        return xml(res, 404, '<html>Not found</html>');
      }
      if (action !== SOAP_ACTION) {
        return xml(
          res,
          500,
          fault(
            'soap:Client',
            `Server did not recognize the value of HTTP Header SOAPAction: ${action}.`,
          ),
        );
      }
      if (!fields) return xml(res, 400, fault('soap:Client', 'Bad Request'));
      const values = new Map(fields);
      if (values.get('Security') !== expectedSecurity(values, PRIVATE_KEY)) {
        return xml(res, 200, result('<STAT>97</STAT>'));
      }
      const answer = BY_POSTCODE[values.get('CP') ?? ''];
      if (!answer) return xml(res, 200, result('<STAT>0</STAT>'));
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/Web_Services.asmx`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received.length = 0;
});

function finder(overrides: { privateKey?: string; timeoutMs?: number; url?: string } = {}) {
  const logs: string[] = [];
  const relayPoints = createMondialRelayFinder({
    enseigne: ENSEIGNE,
    privateKey: overrides.privateKey ?? PRIVATE_KEY,
    url: overrides.url ?? url,
    timeoutMs: overrides.timeoutMs ?? 3000,
    fetch,
    log: (message) => logs.push(message),
  });
  return { relayPoints, logs };
}

const PARIS = { countryIso: 'FR', postCode: '75010', city: 'Paris', weightGrams: 1200 };

describe('Mondial Relay WSI4_PointRelais_Recherche', () => {
  it('signs the request and maps the points of the answer', async () => {
    const { relayPoints, logs } = finder();
    const points = await relayPoints.search(PARIS);

    expect(logs).toEqual([]);
    expect(received).toHaveLength(1);
    const request = received[0]!;
    expect(request.headers['content-type']).toBe('text/xml; charset=utf-8');
    expect(request.headers.soapaction).toBe(`"${SOAP_ACTION}"`);
    // Only the parameters that carry a value, in WSDL order, the Security key last.
    expect(request.fields).toEqual([
      ['Enseigne', 'BDTEST  '],
      ['Pays', 'FR'],
      ['CP', '75010'],
      ['Poids', '1200'],
      ['Action', '24R'],
      ['NombreResultats', '10'],
      ['Security', '83DA4C512CDEC619B8E2A139CC6BF544'],
    ]);

    expect(points).toEqual([
      {
        id: '066974',
        name: 'TABAC & PRESSE DU MARCHÉ',
        address: '12 RUE DU FAUBOURG ST DENIS',
        post_code: '75010',
        city: 'PARIS',
        country_iso: 'FR',
        opening_hours: [
          '09:00–12:30 14:00–19:00',
          '09:00–12:30 14:00–19:00',
          '09:00–12:30 14:00–19:00',
          '09:00–12:30 14:00–19:00',
          '09:00–12:30 14:00–19:00',
          '09:30–13:00',
          '',
        ],
        distance_m: 236,
      },
      {
        id: '021395',
        name: 'PRESSING DE LA GARE CHEZ M. DUPONT',
        address: '4 PLACE NAPOLEON III, GALERIE NORD',
        post_code: '75010',
        city: 'PARIS',
        country_iso: 'FR',
        opening_hours: [
          '',
          '08:00–19:00',
          '08:00–19:00',
          '08:00–19:00',
          '08:00–19:00',
          '08:00–12:30',
          '',
        ],
        distance_m: 758,
      },
      {
        id: '097742',
        name: 'LOCKER 24/7 GARE DE L EST',
        address: 'PLACE DU 11 NOVEMBRE 1918',
        post_code: '75010',
        city: 'PARIS',
        country_iso: 'FR',
        opening_hours: Array.from({ length: 7 }, () => '00:01–23:59'),
        distance_m: 1204,
      },
    ]);
  });

  it('computes the Security key over every parameter in WSDL order, then the private key', () => {
    // Published vector (github.com/ErnadoO/mondial-relay, SoapParcelShopClientTest):
    // md5("CC12345 " . "FR" . "59000" . "24R" . "0" . "10" . "7" . "SECRET"), upper case.
    expect(
      mondialRelaySecurity(
        {
          Enseigne: 'CC12345 ',
          Pays: 'FR',
          CP: '59000',
          Action: '24R',
          DelaiEnvoi: '0',
          RayonRecherche: '10',
          NombreResultats: '7',
        },
        'SECRET',
      ),
    ).toBe('CFCE42FE0A9E5D1FC56E0596BBE48280');

    const parameters = searchParameters('BDTEST13', PARIS);
    expect(parameters).toEqual({
      Enseigne: 'BDTEST13',
      Pays: 'FR',
      CP: '75010',
      Poids: '1200',
      Action: '24R',
      NombreResultats: '10',
    });
    expect(mondialRelaySecurity(parameters, 'PrivateK')).toBe(
      createHash('md5').update('BDTEST13FR75010120024R10PrivateK').digest('hex').toUpperCase(),
    );
    expect(WSI4_PARAMETERS).toEqual(SIGNED_ORDER);
  });

  it('sends at least the lightest weight the service accepts, and a city only without postcode', async () => {
    const { relayPoints } = finder();
    await relayPoints.search({
      countryIso: 'fr',
      postCode: '',
      city: 'Saint-Étienne',
      weightGrams: 0,
    });
    expect(received[0]!.fields.slice(0, -1)).toEqual([
      ['Enseigne', 'BDTEST  '],
      ['Pays', 'FR'],
      ['Ville', 'SAINT-ETIENNE'],
      ['Poids', '15'],
      ['Action', '24R'],
      ['NombreResultats', '10'],
    ]);
    expect(searchParameters('BDTEST', { ...PARIS, weightGrams: 1234.2 }).Poids).toBe('1235');
  });

  it('answers no point and logs the STAT when the private key is wrong (STAT 97)', async () => {
    const { relayPoints, logs } = finder({ privateKey: 'WrongKey' });
    expect(await relayPoints.search(PARIS)).toEqual([]);
    expect(logs).toEqual([
      'Mondial Relay WSI4_PointRelais_Recherche: STAT 97 (Incorrect security key)',
    ]);
    expect(logs.join(' ')).not.toContain('WrongKey');
  });

  it('answers no point on any other STAT, and on an empty list', async () => {
    const rejected = finder();
    expect(await rejected.relayPoints.search({ ...PARIS, postCode: '36000' })).toEqual([]);
    expect(rejected.logs).toEqual([
      'Mondial Relay WSI4_PointRelais_Recherche: STAT 36 (Incorrect zipcode)',
    ]);

    const empty = finder();
    expect(await empty.relayPoints.search({ ...PARIS, postCode: '55555' })).toEqual([]);
    expect(empty.logs).toEqual([]);
  });

  it('answers no point on a malformed answer, a SOAP fault or an unknown SOAPAction', async () => {
    const malformed = finder();
    expect(await malformed.relayPoints.search({ ...PARIS, postCode: '66666' })).toEqual([]);
    expect(malformed.logs).toEqual(['Mondial Relay WSI4_PointRelais_Recherche: unreadable XML']);

    const faulty = finder();
    expect(await faulty.relayPoints.search({ ...PARIS, postCode: '88888' })).toEqual([]);
    expect(faulty.logs).toEqual([
      'Mondial Relay WSI4_PointRelais_Recherche: HTTP 500, SOAP fault: Server was unable to process request.',
    ]);

    const misrouted = finder({ url: url.replace('/Web_Services.asmx', '/WebService.asmx') });
    expect(await misrouted.relayPoints.search(PARIS)).toEqual([]);
    expect(misrouted.logs).toEqual([
      'Mondial Relay WSI4_PointRelais_Recherche: HTTP 404, unreadable XML',
    ]);
  });

  it('gives up after the timeout and answers no point', async () => {
    const { relayPoints, logs } = finder({ timeoutMs: 150 });
    const started = Date.now();
    expect(await relayPoints.search({ ...PARIS, postCode: '77777' })).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(logs).toEqual(['Mondial Relay WSI4_PointRelais_Recherche: no answer within 150 ms']);
  });

  it('answers no point when the service cannot be reached or the query cannot be asked', async () => {
    const closed = finder({ url: 'http://127.0.0.1:1/Web_Services.asmx' });
    expect(await closed.relayPoints.search(PARIS)).toEqual([]);
    expect(closed.logs[0]).toMatch(/^Mondial Relay WSI4_PointRelais_Recherche: request failed/);

    const nowhere = finder();
    expect(await nowhere.relayPoints.search({ ...PARIS, countryIso: 'France' })).toEqual([]);
    expect(await nowhere.relayPoints.search({ ...PARIS, postCode: ' ', city: '-' })).toEqual([]);
    expect(nowhere.logs).toHaveLength(2);
    expect(received).toHaveLength(0);
  });

  it('never throws, even when fetch or the logger does', async () => {
    const relayPoints = createMondialRelayFinder({
      enseigne: ENSEIGNE,
      privateKey: PRIVATE_KEY,
      fetch: () => {
        throw new Error('boom');
      },
      log: () => {
        throw new Error('logger down');
      },
    });
    expect(await relayPoints.search(PARIS)).toEqual([]);
  });
});

describe('the XML reader', () => {
  it('reads elements, namespaces, attributes, entities and CDATA', () => {
    const root = parseXml(
      '\ufeff<?xml version="1.0"?><!-- c --><a:Root xmlns:a="urn:x"><b k="1 &amp; 2">x &lt; y &#233;&#x20AC;</b><c><![CDATA[<raw> & ]]></c><d/></a:Root>',
    );
    expect(root?.name).toBe('Root');
    expect(root?.children.map((element) => element.name)).toEqual(['b', 'c', 'd']);
    expect(root?.children[0]?.attributes).toEqual({ k: '1 & 2' });
    expect(root?.children[0]?.text).toBe('x < y é€');
    expect(root?.children[1]?.text).toBe('<raw> & ');
  });

  it('refuses malformed documents, DTDs and unknown entities without throwing', () => {
    const bad = [
      '',
      'not xml',
      '<a>',
      '<a></b>',
      '<a><b></a></b>',
      '<a>x & y</a>',
      '<a>&unknown;</a>',
      '<a>&#0;</a>',
      '<a>&#xD800;</a>',
      '<a x="1></a>',
      '<a></a><b></b>',
      '<a></a>trailing',
      '<!DOCTYPE a [<!ENTITY e "e">]><a>&e;</a>',
      '<!DOCTYPE a SYSTEM "file:///etc/passwd"><a/>',
      '<1a/>',
      `${'<a>'.repeat(100)}${'</a>'.repeat(100)}`,
      '<a><![CDATA[open</a>',
    ];
    for (const source of bad) expect(parseXml(source), source).toBeNull();
    expect(parseXml(undefined as unknown as string)).toBeNull();
    for (let n = 0; n < 200; n++) {
      const garbage = Array.from({ length: 40 }, () =>
        '<>/&;"\'=a b!?[]-#x0'.charAt(Math.floor(Math.random() * 20)),
      ).join('');
      expect(() => parseXml(garbage)).not.toThrow();
    }
  });

  it('reads the STAT and the fault of an answer', () => {
    expect(readSearchAnswer(result('<STAT>99</STAT>'))).toEqual({
      ok: false,
      reason: 'STAT 99 (Generic error of service system)',
    });
    expect(readSearchAnswer(result('<STAT>42</STAT>'))).toEqual({ ok: false, reason: 'STAT 42' });
    expect(readSearchAnswer(result(''))).toEqual({ ok: false, reason: 'no STAT in the answer' });
    expect(readSearchAnswer(`${ENVELOPE_OPEN}${ENVELOPE_CLOSE}`)).toEqual({
      ok: false,
      reason: 'no WSI4_PointRelais_RechercheResult in the answer',
    });
    expect(readSearchAnswer('<html><body>502 Bad Gateway</body></html>')).toEqual({
      ok: false,
      reason: 'unreadable XML',
    });
  });

  it('formats opening hours by pairs of HHMM, closed slots dropped', () => {
    expect(formatOpeningHours(['0900', '1230', '1400', '1900'])).toBe('09:00–12:30 14:00–19:00');
    expect(formatOpeningHours(['0000', '0000', '1400', '1900'])).toBe('14:00–19:00');
    expect(formatOpeningHours(['0000', '0000', '0000', '0000'])).toBe('');
    expect(formatOpeningHours([])).toBe('');
    expect(formatOpeningHours(['9h', '12h'])).toBe('');
  });
});
