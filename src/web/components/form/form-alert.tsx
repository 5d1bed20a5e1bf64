import { useEffect, useRef, type RefObject } from 'react';
import type { FormState } from './form-state';

/**
 * The failure of a form above its fields (role=alert: read out at once), or its success notice.
 * Lines are errors of fields the form does not show.
 */
export function FormAlert({ state }: { state?: FormState }) {
  if (!state) return null;
  if (state.notice) {
    return (
      <p className="form-alert form-alert-success" role="status">
        {state.notice}
      </p>
    );
  }
  if (!state.message) return null;
  return (
    <div className="form-alert form-alert-error" role="alert" tabIndex={-1}>
      <p>{state.message}</p>
      {state.lines && state.lines.length > 0 ? (
        <ul>
          {state.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * After a failed submit, the focus goes to the first invalid field (else to the alert), so
 * keyboard and screen-reader users land on what to fix. Without JavaScript the first invalid
 * field carries `autofocus` instead (fields.tsx).
 */
export function useFocusFirstError(ref: RefObject<HTMLFormElement | null>, state?: FormState) {
  const last = useRef<FormState | undefined>(undefined);
  useEffect(() => {
    if (!state || state === last.current) return;
    last.current = state;
    if (state.notice) return;
    const form = ref.current;
    if (!form) return;
    const target =
      form.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form.querySelector<HTMLElement>('.form-alert-error');
    target?.focus();
  }, [ref, state]);
}
