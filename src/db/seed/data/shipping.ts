/**
 * The demo shop's delivery offer: realistic French carriers and their 2026 public price grids
 * (rounded, excl. tax), by parcel weight. The owner edits them in the back office.
 */
import type { Translated } from '../../../shared/locale';
import type { ShippingKind } from '../../../modules/shipping/shipping.tables';

export interface ShippingMethodSeed {
  code: string;
  carrier: string;
  kind: ShippingKind;
  freeShippingEligible: boolean;
  name: Translated;
  description: Translated;
  /** [countries, [max weight in grams (exclusive), price excl. tax in cents][]] */
  grids: Array<[string[], Array<[number, number]>]>;
}

const MAINLAND = ['FR', 'MC'];
const NEAR_EU = ['BE', 'LU', 'DE', 'NL', 'AT', 'DK'];
const SOUTH_EU = ['ES', 'PT', 'IT', 'IE'];

export const SHIPPING_METHODS: ShippingMethodSeed[] = [
  {
    code: 'colissimo_home',
    carrier: 'colissimo',
    kind: 'home',
    freeShippingEligible: true,
    name: {
      fr: 'Colissimo à domicile',
      en: 'Colissimo home delivery',
      es: 'Colissimo a domicilio',
      de: 'Colissimo Hauszustellung',
      it: 'Colissimo a domicilio',
      pt: 'Colissimo ao domicílio',
    },
    description: {
      fr: 'Livré chez vous en 48/72 h, contre signature.',
      en: 'Delivered to your door in 48/72 h, signed for.',
      es: 'Entregado en su domicilio en 48/72 h, con firma.',
      de: 'Lieferung an Ihre Tür in 48/72 Std. gegen Unterschrift.',
      it: 'Consegnato a casa in 48/72 h, con firma.',
      pt: 'Entregue em sua casa em 48/72 h, contra assinatura.',
    },
    grids: [
      [
        MAINLAND,
        [
          [1000, 658],
          [2000, 749],
          [5000, 999],
          [10000, 1499],
          [30000, 2299],
        ],
      ],
      [
        NEAR_EU,
        [
          [2000, 1390],
          [5000, 1790],
          [10000, 2490],
          [30000, 3990],
        ],
      ],
      [
        [...SOUTH_EU, 'CH'],
        [
          [2000, 1590],
          [5000, 2090],
          [10000, 2890],
          [30000, 4590],
        ],
      ],
    ],
  },
  {
    code: 'chronopost_express',
    carrier: 'chronopost',
    kind: 'express',
    freeShippingEligible: false,
    name: {
      fr: 'Chronopost express 24 h',
      en: 'Chronopost 24 h express',
      es: 'Chronopost exprés 24 h',
      de: 'Chronopost Express 24 Std.',
      it: 'Chronopost espresso 24 h',
      pt: 'Chronopost expresso 24 h',
    },
    description: {
      fr: 'Commandé avant midi, livré le lendemain avant 13 h (jours ouvrés).',
      en: 'Ordered before noon, delivered the next working day before 1 pm.',
      es: 'Pedido antes de mediodía, entregado el siguiente día laborable antes de las 13 h.',
      de: 'Vor 12 Uhr bestellt, am nächsten Werktag vor 13 Uhr geliefert.',
      it: 'Ordinato entro mezzogiorno, consegnato il giorno lavorativo successivo entro le 13.',
      pt: 'Encomendado antes do meio-dia, entregue no dia útil seguinte antes das 13 h.',
    },
    grids: [
      [
        MAINLAND,
        [
          [2000, 1490],
          [5000, 1890],
          [10000, 2490],
          [30000, 3990],
        ],
      ],
    ],
  },
  {
    code: 'mondial_relay',
    carrier: 'mondial_relay',
    kind: 'relay',
    freeShippingEligible: true,
    name: {
      fr: 'Point Relais Mondial Relay',
      en: 'Mondial Relay pickup point',
      es: 'Punto de recogida Mondial Relay',
      de: 'Mondial Relay Paketshop',
      it: 'Punto di ritiro Mondial Relay',
      pt: 'Ponto de recolha Mondial Relay',
    },
    description: {
      fr: 'Retrait en point relais près de chez vous, en 3 à 5 jours ouvrés.',
      en: 'Collect from a pickup point near you, in 3 to 5 working days.',
      es: 'Recogida en un punto cercano, en 3 a 5 días laborables.',
      de: 'Abholung in einem Paketshop in Ihrer Nähe, in 3 bis 5 Werktagen.',
      it: 'Ritiro in un punto vicino a te, in 3-5 giorni lavorativi.',
      pt: 'Levantamento num ponto perto de si, em 3 a 5 dias úteis.',
    },
    grids: [
      [
        MAINLAND,
        [
          [1000, 399],
          [2000, 499],
          [5000, 699],
          [10000, 999],
          [30000, 1599],
        ],
      ],
      [
        ['BE', 'LU', 'NL', 'ES', 'PT', 'DE', 'IT', 'AT'],
        [
          [2000, 699],
          [5000, 999],
          [10000, 1399],
          [30000, 2199],
        ],
      ],
    ],
  },
  {
    code: 'store_pickup',
    carrier: 'store',
    kind: 'store',
    freeShippingEligible: true,
    name: {
      fr: 'Retrait au magasin',
      en: 'Pickup at our shop',
      es: 'Recogida en la tienda',
      de: 'Abholung im Geschäft',
      it: 'Ritiro in negozio',
      pt: 'Levantamento na loja',
    },
    description: {
      fr: 'Gratuit. Du lundi au vendredi, 08:00–12:00 et 14:00–18:00.',
      en: 'Free. Monday to Friday, 08:00–12:00 and 14:00–18:00.',
      es: 'Gratis. De lunes a viernes, 08:00–12:00 y 14:00–18:00.',
      de: 'Kostenlos. Montag bis Freitag, 08:00–12:00 und 14:00–18:00 Uhr.',
      it: 'Gratis. Dal lunedì al venerdì, 08:00–12:00 e 14:00–18:00.',
      pt: 'Grátis. De segunda a sexta, 08:00–12:00 e 14:00–18:00.',
    },
    grids: [
      [
        [...MAINLAND, ...NEAR_EU, ...SOUTH_EU, 'CH'],
        [[1_000_000, 0]],
      ],
    ],
  },
];
