import { describe, expect, it } from 'vitest';
import {
  COMPANY_STATUSES,
  companyTransition,
  documentDateRefusal,
  isValidSiret,
  missingCompanyFields,
  needsDocumentsAlert,
  parisDay,
  statusAfterDocumentRemoved,
  vatNumberFits,
  type CompanyEvent,
  type CompanyStatus,
} from './company.rules';

describe('companyTransition', () => {
  const table: [CompanyStatus, CompanyEvent, CompanyStatus | null][] = [
    ['to_complete', 'edit', 'to_complete'],
    ['to_complete', 'submit_document', 'pending'],
    ['to_complete', 'approve', null],
    ['to_complete', 'reject', null],
    ['pending', 'edit', 'pending'],
    ['pending', 'submit_document', 'pending'],
    ['pending', 'approve', 'verified'],
    ['pending', 'reject', 'rejected'],
    ['verified', 'edit', null],
    ['verified', 'submit_document', null],
    ['verified', 'delete_document', null],
    ['verified', 'approve', null],
    ['verified', 'reject', 'rejected'],
    ['rejected', 'edit', 'rejected'],
    ['rejected', 'submit_document', 'pending'],
    ['rejected', 'delete_document', null],
    ['rejected', 'approve', null],
  ];
  it.each(table)('%s + %s → %s', (from, event, to) => {
    expect(companyTransition(from, event)).toBe(to);
  });

  it('never lets a customer event reach verified', () => {
    for (const from of COMPANY_STATUSES)
      for (const event of ['edit', 'submit_document', 'delete_document'] as const)
        expect(companyTransition(from, event)).not.toBe('verified');
  });
});

describe('statusAfterDocumentRemoved', () => {
  it.each([
    ['pending', 1, 'pending'],
    ['pending', 0, 'to_complete'],
    ['to_complete', 0, 'to_complete'],
    ['verified', 2, null],
    ['rejected', 0, null],
  ] as const)('%s with %i left → %s', (from, left, to) => {
    expect(statusAfterDocumentRemoved(from, left)).toBe(to);
  });
});

describe('needsDocumentsAlert', () => {
  it.each([
    [null, 0, false],
    ['to_complete', 0, true],
    ['pending', 0, true],
    ['rejected', 0, true],
    ['rejected', 1, false],
    ['pending', 1, false],
    ['verified', 0, false],
  ] as const)('%s with %i documents → %s', (status, count, alert) => {
    expect(needsDocumentsAlert(status, count)).toBe(alert);
  });
});

describe('isValidSiret', () => {
  it.each([
    ['73282932000074', true],
    ['732 829 320 00074', true],
    ['73282932000075', false],
    ['7328293200007', false],
    ['7328293200007A', false],
    ['', false],
    // La Poste: the sum of the digits is a multiple of 5 (45), Luhn fails.
    ['35600000049837', true],
    ['35600000049838', false],
    // Its head office follows Luhn.
    ['35600000000048', true],
  ])('%s → %s', (siret, valid) => {
    expect(isValidSiret(siret)).toBe(valid);
  });
});

describe('vatNumberFits', () => {
  it.each([
    ['FR40303265045', 'FR', true],
    ['FR 40 303 265 045', 'FR', true],
    ['FR41303265045', 'FR', false],
    ['DE123456789', 'DE', true],
    ['DE123456789', 'FR', false],
    ['DE12345678', 'DE', false],
    ['EL123456789', 'GR', true],
    ['CHE123456789', 'CH', false],
    ['BE0123456789', null, true],
    ['XX123', null, false],
  ] as const)('%s for %s → %s', (vat, country, fits) => {
    expect(vatNumberFits(vat, country)).toBe(fits);
  });
});

describe('missingCompanyFields', () => {
  const full = {
    name: 'Garage Martin',
    siret: '73282932000074',
    vatNumber: null,
    activity: 'Garage',
    billingAddress: '1 rue de la Paix',
    billingPostCode: '75002',
    billingCity: 'Paris',
    billingCountryIso: 'FR',
  };
  it.each([
    ['complete French company', full, []],
    ['French without SIRET', { ...full, siret: null }, ['siret']],
    ['German without VAT number', { ...full, siret: null, billingCountryIso: 'DE' }, ['vatNumber']],
    ['Swiss: neither needed', { ...full, siret: null, billingCountryIso: 'CH' }, []],
    ['blank name and city', { ...full, name: ' ', billingCity: null }, ['name', 'billingCity']],
  ] as const)('%s', (_, company, missing) => {
    expect(missingCompanyFields(company)).toEqual(missing);
  });
});

describe('documentDateRefusal', () => {
  it.each([
    ['2026-11-27', '2026-11-27', null],
    ['2026-08-27', '2026-11-27', null],
    ['2026-08-26', '2026-11-27', 'document_too_old'],
    ['2026-11-28', '2026-11-27', 'document_date_future'],
    ['2026-02-28', '2026-05-31', null],
    ['2026-02-27', '2026-05-31', 'document_too_old'],
    ['2025-11-30', '2026-02-28', null],
    ['2026-02-30', '2026-05-31', 'invalid_date'],
    ['27/11/2026', '2026-11-27', 'invalid_date'],
  ] as const)('issued %s, today %s → %s', (issued, today, refusal) => {
    expect(documentDateRefusal(issued, today)).toBe(refusal);
  });

  it('counts days in Paris', () => {
    expect(parisDay(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
  });
});
