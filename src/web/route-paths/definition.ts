import type { Locale } from '../../shared/locale';

/** One named route of the table (src/web/paths.ts): its module and its path in each locale. */
export interface RouteDefinition {
  /** Route module, relative to src/web (several names may share one module). */
  readonly file: string;
  readonly paths: Readonly<Record<Locale, string>>;
}
