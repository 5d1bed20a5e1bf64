/**
 * The refusals the account forms share (registration, reset, verification): a translated
 * per-field 422, and the password strength check run before any account is changed.
 */
import { HttpError } from '../../shared/http';
import type { MessageKey } from '../../shared/messages';
import { passwordWeakness, type PasswordOwner } from './password-strength.rules';

export const fieldError = (status: number, field: string, key: MessageKey) =>
  new HttpError(status, 'form_invalid', { [field]: [{ key }] });

/** Refuses a common password or one made of the owner's e-mail or name (422 on `password`). */
export function assertStrongPassword(password: string, owner: PasswordOwner): void {
  const weakness = passwordWeakness(password, owner);
  if (weakness) throw fieldError(422, 'password', weakness);
}
