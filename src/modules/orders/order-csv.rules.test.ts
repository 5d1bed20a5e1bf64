import { describe, expect, it } from 'vitest';
import {
  csvField,
  eurosWithComma,
  orderCsvHeader,
  orderCsvLine,
  shopDateTime,
} from './order-csv.rules';

describe('the orders CSV', () => {
  it('writes euros with a comma', () => {
    expect(eurosWithComma(123456)).toBe('1234,56');
    expect(eurosWithComma(5)).toBe('0,05');
    expect(eurosWithComma(-5)).toBe('-0,05');
    expect(eurosWithComma(0)).toBe('0,00');
  });

  it('quotes separators and quotes, and defuses formulas', () => {
    expect(csvField('Dupont')).toBe('Dupont');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('le "garage"')).toBe('"le ""garage"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+33 6')).toBe("'+33 6");
  });

  it('starts with a byte-order mark and writes one CRLF line per order in Paris time', () => {
    expect(orderCsvHeader()).toBe(
      '\uFEFFnumero;date;client;email;etat;paiement;moyen;total_ttc\r\n',
    );
    expect(shopDateTime(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02 00:30');
    expect(
      orderCsvLine({
        number: '2026-001042',
        placedAt: new Date('2026-01-15T09:05:00Z'),
        customerName: 'Zoé Lefèvre',
        email: 'zoe@example.test',
        status: 'paid',
        paymentStatus: 'paid',
        paymentMethod: 'transfer',
        totalTtcCents: 4990,
      }),
    ).toBe(
      '2026-001042;2026-01-15 10:05;Zoé Lefèvre;zoe@example.test;paid;paid;transfer;49,90\r\n',
    );
  });
});
