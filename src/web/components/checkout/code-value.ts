import { eurosToCents, formatCodeValue } from '../../../shared/money';

/** An order's code value as its messages show it: "10 %", or "10 €" for a fixed amount. */
export function codeValueText(code: { kind: 'percent' | 'amount'; value: number }): string {
  return code.kind === 'amount'
    ? formatCodeValue({ kind: 'amount', cents: eurosToCents(code.value) })
    : formatCodeValue({ kind: 'percent', percent: code.value });
}
