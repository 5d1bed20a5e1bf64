import { describe, expect, it } from 'vitest';
import {
  EU_MEMBER_STATES,
  destinationVat,
  isValidVatNumberFormat,
  vatPrefix,
  type DestinationVatInput,
} from './vat.rules';

const consumer = { isPro: false, vatNumber: null };
const pro = (vatNumber: string | null) => ({ isPro: true, vatNumber });

describe('destinationVat', () => {
  it.each<[string, number, DestinationVatInput['customer'], number, string]>([
    // destination, its standard rate, customer → rate, reason
    ['FR', 2000, consumer, 2000, 'domestic'],
    ['FR', 2000, pro('FR40303265045'), 2000, 'domestic'], // a French PRO pays French VAT
    ['fr', 2000, consumer, 2000, 'domestic'],
    ['MC', 2000, pro('FR40303265045'), 2000, 'domestic'], // Monaco: French VAT territory
    ['BE', 2100, consumer, 2100, 'eu_consumer'], // OSS: the destination's rate
    ['DE', 1900, consumer, 1900, 'eu_consumer'],
    ['LU', 1700, consumer, 1700, 'eu_consumer'],
    ['HU', 2700, consumer, 2700, 'eu_consumer'],
    ['BE', 2100, pro('BE0123456789'), 0, 'eu_reverse_charge'],
    ['DE', 1900, pro('DE 123 456 789'), 0, 'eu_reverse_charge'],
    ['GR', 2400, pro('EL123456789'), 0, 'eu_reverse_charge'],
    ['GR', 2400, pro('GR123456789'), 2400, 'eu_consumer'], // Greece's prefix is EL
    ['BE', 2100, pro(null), 2100, 'eu_consumer'], // PRO without a number
    ['BE', 2100, pro('DE123456789'), 2100, 'eu_consumer'], // another country's number
    ['BE', 2100, pro('BE123'), 2100, 'eu_consumer'], // malformed
    ['BE', 2100, { isPro: false, vatNumber: 'BE0123456789' }, 2100, 'eu_consumer'], // not PRO
    ['CH', 810, consumer, 0, 'export'],
    ['CH', 810, pro('CHE123456789'), 0, 'export'],
    ['GB', 2000, consumer, 0, 'export'],
    ['US', 0, consumer, 0, 'export'],
    ['RE', 850, consumer, 0, 'export'], // Réunion: outside the EU VAT area
  ])('%s (%i bp) for %j → %i bp %s', (destinationIso, rate, customer, rateBp, reason) => {
    expect(
      destinationVat({
        sellerIso: 'FR',
        destinationIso,
        destinationStandardRateBp: rate,
        customer,
      }),
    ).toEqual({ rateBp, reason });
  });

  it.each<[string, boolean, number, string]>([
    ['CH', true, 810, 'eu_consumer'], // the caller's EU flag wins
    ['BE', false, 0, 'export'],
  ])('%s with isEuDestination %s → %i bp %s', (destinationIso, isEuDestination, rateBp, reason) => {
    expect(
      destinationVat({
        sellerIso: 'FR',
        destinationIso,
        destinationStandardRateBp: destinationIso === 'CH' ? 810 : 2100,
        isEuDestination,
        customer: consumer,
      }),
    ).toEqual({ rateBp, reason });
  });

  it('lists the 27 member states', () => {
    expect(EU_MEMBER_STATES.size).toBe(27);
    expect(['FR', 'DE', 'GR', 'HR', 'CY'].every((iso) => EU_MEMBER_STATES.has(iso))).toBe(true);
    expect(['GB', 'CH', 'NO', 'MC', 'EL'].some((iso) => EU_MEMBER_STATES.has(iso))).toBe(false);
  });

  it('rejects a rate that is not basis points', () => {
    const input = { sellerIso: 'FR', destinationIso: 'BE', customer: consumer };
    expect(() => destinationVat({ ...input, destinationStandardRateBp: -1 })).toThrow(RangeError);
    expect(() => destinationVat({ ...input, destinationStandardRateBp: 20.5 })).toThrow(RangeError);
  });
});

describe('isValidVatNumberFormat', () => {
  it.each<[string, string, boolean]>([
    ['FR', 'FR40303265045', true],
    ['FR', 'FR 40 303 265 045', true],
    ['FR', 'fr40303265045', true],
    ['FR', 'FR96552100554', true],
    ['FR', 'FR41303265045', false], // key does not match the SIREN
    ['FR', 'FRXA303265045', true], // alphabetic keys have no checksum
    ['FR', 'FRIO303265045', false], // I and O are never used
    ['FR', 'FR4030326504', false], // SIREN too short
    ['FR', '40303265045', false], // no prefix
    ['BE', 'BE0123456789', true],
    ['BE', 'BE1123456789', true],
    ['BE', 'BE2123456789', false],
    ['BE', 'BE123456789', false], // old 9-digit form must be written with its leading 0
    ['DE', 'DE123456789', true],
    ['DE', 'DE12345678', false],
    ['DE', 'DE12345678X', false],
    ['ES', 'ESA1234567B', true],
    ['ES', 'ESX1234567Z', true],
    ['ES', 'ES12345678Z', true],
    ['ES', 'ES123456789', false], // never digits at both ends
    ['IT', 'IT12345678901', true],
    ['IT', 'IT1234567890', false],
    ['PT', 'PT123456789', true],
    ['PT', 'PT12345678A', false],
    ['LU', 'LU12345678', true],
    ['LU', 'LU123456789', false],
    ['NL', 'NL123456789B01', true],
    ['NL', 'NL123456789', false],
    ['AT', 'ATU12345678', true],
    ['AT', 'AT12345678', false],
    ['GR', 'EL123456789', true],
    ['GR', 'GR123456789', false],
    ['IE', 'IE1234567T', true],
    ['IE', 'IE1234567TW', true],
    ['IE', 'IE1A23456T', true],
    ['SE', 'SE123456789001', true],
    ['SE', 'SE123456789012', false],
    ['CY', 'CY12345678L', true],
    ['RO', 'RO12', true],
    ['RO', 'RO01', false],
    ['CH', 'CHE123456789', true], // no listed format: generic check
    ['CH', 'CH!', false],
    ['BE', '', false],
    ['BE', 'BE', false],
  ])('%s %s → %s', (iso, number, valid) => {
    expect(isValidVatNumberFormat(iso, number)).toBe(valid);
  });

  it.each([
    ['FR', 'FR'],
    ['GR', 'EL'],
    ['gr', 'EL'],
    ['de', 'DE'],
  ])('prefix of %s is %s', (iso, prefix) => {
    expect(vatPrefix(iso)).toBe(prefix);
  });
});
