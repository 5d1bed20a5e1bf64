/**
 * Weak passwords (SPEC §5 rule, plus the most common ones and the customer's own e-mail or
 * name) are refused with a translated message at registration, reset and change.
 */
import { describe, expect, it } from 'vitest';
import { registerCustomer, registration } from '../../support/accounts';
import { useTestApp } from '../../support/app';

const api = useTestApp();

const register = (overrides: Record<string, unknown>, language = 'fr') =>
  api.app.inject({
    method: 'POST',
    url: '/api/users',
    payload: registration(overrides),
    headers: { language },
  });

async function resetToken(email: string) {
  await api.app.inject({ method: 'POST', url: '/api/users/forgot_password', payload: { email } });
  await api.app.sweeps.runSweepsOnce();
  const rows = await api.database.query<{ data: { link: string } }>(
    `select data from email_outbox where "to" = $1 and template = 'password_reset'
      order by id desc limit 1`,
    [email],
  );
  return new URL(rows[0]!.data.link).searchParams.get('token')!;
}

describe('registration', () => {
  it.each([
    ['Password1!', 'fr', 'Ce mot de passe est trop courant'],
    ['Azerty123!', 'en', 'This password is too common'],
    ['Qwerty123!', 'de', 'Dieses Passwort ist zu verbreitet'],
    ['Camille2026!', 'es', 'La contraseña no debe contener'],
    ['Martin-Sellerie-9', 'it', 'La password non deve contenere'],
    ['Atelier-Jlp-77!', 'pt', 'A palavra-passe não pode conter'],
    [' '.repeat(12), 'fr', 'au moins 8 caractères'],
  ])('refuses %j (%s) and creates nothing', async (password, language, text) => {
    const email = `atelier-jlp-${Math.random().toString(36).slice(2, 8)}@example.test`;
    const res = await register({ email, password, password_confirmation: password }, language);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.password[0]).toContain(text);
    expect(await api.database.query(`select id from users where email = $1`, [email])).toEqual([]);
  });

  it('accepts a password that is neither common nor personal', async () => {
    expect((await register({ password: 'Harnais-Cuir-42' })).statusCode).toBe(201);
  });
});

describe('password reset', () => {
  it('refuses a common password and keeps the link usable for a better one', async () => {
    const customer = await registerCustomer(api.app);
    const token = await resetToken(customer.email);
    const reset = (password: string) =>
      api.app.inject({
        method: 'PATCH',
        url: '/api/users/new_password',
        payload: { token, password },
      });
    const weak = await reset('Azerty123!');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password[0]).toContain('trop courant');
    const personal = await reset('Camille-1999!');
    expect(personal.json().errors.password[0]).toContain('ni votre prénom');
    expect((await reset('Harnais-Cuir-42')).statusCode).toBe(200);
  });
});

describe('password change (PUT /api/users/{id})', () => {
  it('refuses a common or personal password, and keeps the old one', async () => {
    const customer = await registerCustomer(api.app);
    const change = (password: string) =>
      api.app.inject({
        method: 'PUT',
        url: `/api/users/${customer.id}`,
        headers: customer.auth,
        payload: { current_password: customer.password, password },
      });
    const weak = await change('Password1!');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password[0]).toContain('trop courant');
    const local = customer.email.split('@')[0]!;
    const personal = await change(`${local}-X9!`);
    expect(personal.json().errors.password[0]).toContain('adresse e-mail');
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: customer.email, password: customer.password },
    });
    expect(login.statusCode).toBe(200);
  });
});
