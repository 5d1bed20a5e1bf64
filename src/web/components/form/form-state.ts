/** What a page action answers to its form (plain data: it travels to the browser). */
export interface FormState {
  /** Which form of the page posted (pages with several forms). */
  intent?: string;
  /** HTTP status of a failure. */
  status?: number;
  /** Message key of a failure (`invalid_credentials`…), for pages that react to one. */
  code?: string;
  /** The failure, translated. */
  message?: string;
  /** Errors of fields the form does not show, one per line. */
  lines?: string[];
  /** Translated errors per field name. */
  fields?: Record<string, string[]>;
  /** What was typed (passwords excluded), shown again. */
  values?: Record<string, string>;
  /** Success text of a form that stays on its page. */
  notice?: string;
}

/** The state of one form of the page: another form's answer is not this one's. */
export function stateFor(state: FormState | undefined, intent?: string): FormState | undefined {
  if (!state) return undefined;
  return (state.intent ?? undefined) === intent ? state : undefined;
}
