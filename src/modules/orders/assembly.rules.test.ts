import { describe, expect, it } from 'vitest';
import { fittingDeliverable } from './assembly.rules';

describe('fittingDeliverable (SPEC §5: mainland France or Portugal)', () => {
  it.each([
    ['FR', '75002', true],
    ['FR', '69002', true],
    ['FR', '13001', true],
    ['fr', ' 06 000 ', true],
    ['FR', '20000', false], // Ajaccio, Corsica
    ['FR', '20200', false], // Bastia
    ['FR', '2A000', false],
    ['FR', '97400', false], // La Réunion
    ['FR', '97200', false], // Martinique
    ['FR', '98800', false], // New Caledonia
    ['FR', '7500', false],
    ['FR', '', false],
    ['PT', '1000-001', true], // Lisbon
    ['PT', '4000-322', true], // Porto
    ['PT', '8000', true], // Faro
    ['PT', '9000-018', false], // Funchal, Madeira
    ['PT', '9500-150', false], // Ponta Delgada, Azores
    ['PT', 'ABCD', false],
    ['BE', '1000', false],
    ['ES', '28001', false],
    ['CH', '1201', false],
    ['MC', '98000', false],
  ])('%s %s → %s', (country_iso, post_code, expected) => {
    expect(fittingDeliverable({ country_iso, post_code })).toBe(expected);
  });
});
