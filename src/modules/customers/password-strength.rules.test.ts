import { describe, expect, it } from 'vitest';
import { unmetPasswordRules } from './accounts.rules';
import { passwordWeakness, personalWords } from './password-strength.rules';

const owner = { email: 'jean-marc.dupont78@example.fr', firstname: 'Éloïse', lastname: 'Le Goff' };

describe('passwordWeakness', () => {
  it.each([
    // The most common passwords, even when they meet the SPEC rule.
    ['Password1!', 'password_common'],
    ['Azerty123!', 'password_common'],
    ['Qwerty123!', 'password_common'],
    ['P@ssw0rd1', 'password_common'],
    ['Motdepasse1', 'password_common'],
    ['Bonjour1!', 'password_common'],
    ['Welcome1!', 'password_common'],
    ['Aa1!    ', 'password_common'],
    ['        ', 'password_common'],
    // The customer's own e-mail or name, whatever the case and accents.
    ['Dupont78!x', 'password_personal'],
    ['Jean-Marc-2026', 'password_personal'],
    ['ELOISE#2026', 'password_personal'],
    ['Eloïse2026!', 'password_personal'],
    ['Goff-1987!Z', 'password_personal'],
    // Strong enough.
    ['Sellerie1!', null],
    ['Harnais-Cuir-42', null],
    ['Cuir&Selle7', null],
    ['Garage-Nord-75', null],
    ['Tr0uv3r!Selle', null],
  ] as const)('%j → %s', (password, expected) => {
    expect(passwordWeakness(password, owner)).toBe(expected);
  });

  it('all-space passwords fail the SPEC rule before any dictionary', () => {
    expect(unmetPasswordRules(' '.repeat(12))).toEqual(['digit', 'uppercase', 'special']);
  });

  it('ignores names too short to mean anything inside a word', () => {
    expect(personalWords({ email: 'al@x.fr', firstname: 'Li', lastname: 'Ng' })).toEqual([]);
    expect(passwordWeakness('Harnais-Cuir-42', { firstname: 'Al' })).toBeNull();
  });

  it('lists the e-mail local part, its pieces and the names, folded', () => {
    expect(personalWords(owner)).toEqual([
      'jean-marc.dupont78',
      'jean',
      'marc',
      'dupont78',
      'eloise',
      'le goff',
      'goff',
    ]);
  });
});
