import { useState } from 'react';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
  unmetPasswordRules,
  type PasswordRule,
} from '../../../shared/password-rules';
import { useT, type MessageKey } from '../../i18n';
import { useHydrated } from '../use-hydrated';
import { TextField } from './fields';
import type { FormState } from './form-state';

const RULE_KEYS: Record<PasswordRule, MessageKey> = {
  length: 'password.ruleLength',
  digit: 'password.ruleDigit',
  uppercase: 'password.ruleUppercase',
  special: 'password.ruleSpecial',
};

/**
 * A new password with its confirmation and the list of rules: a static list without
 * JavaScript, ticked live while typing with it.
 */
export function NewPasswordFields({
  state,
  label,
  autoFocus,
}: {
  state?: FormState;
  label?: string;
  autoFocus?: boolean;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const [value, setValue] = useState('');
  const unmet = new Set(unmetPasswordRules(value));
  return (
    <>
      <TextField
        name="password"
        type="password"
        label={label ?? t('form.password')}
        autoComplete="new-password"
        required
        autoFocus={autoFocus}
        state={state}
        onChange={(event) => setValue(event.currentTarget.value)}
        hint={
          <span className="password-rules">
            <span>{t('password.rulesTitle')}</span>
            <span role="list" aria-live="polite">
              {PASSWORD_RULES.map((rule) => {
                const met = hydrated && value !== '' && !unmet.has(rule);
                return (
                  <span role="listitem" key={rule} data-met={met ? 'true' : 'false'}>
                    <span aria-hidden="true" className="password-rule-mark">
                      {met ? '✓' : '•'}
                    </span>{' '}
                    {t(RULE_KEYS[rule], { min: PASSWORD_MIN_LENGTH })}
                    {met ? (
                      <span className="visually-hidden"> ({t('password.ruleMet')})</span>
                    ) : null}
                  </span>
                );
              })}
              {/* Checked by the server only: the dictionaries stay out of the browser. */}
              <span role="listitem">
                <span aria-hidden="true" className="password-rule-mark">
                  •
                </span>{' '}
                {t('password.ruleNotCommon')}
              </span>
            </span>
          </span>
        }
      />
      <TextField
        name="password_confirmation"
        type="password"
        label={t('form.passwordConfirmation')}
        autoComplete="new-password"
        required
        state={state}
      />
    </>
  );
}
