/**
 * Query parameters of the vehicle search forms when they are submitted without JavaScript
 * (GET to the home page, whose loader answers them: vehicle-search.server.ts).
 */
export const SEARCH_PARAMS = {
  /** Brand slug (picker). */
  brand: 'brand',
  /** Model slug of that brand (picker). */
  vehicle: 'vehicle',
  /** A licence plate as typed (plate search). */
  plate: 'plate',
  /** `forget=vehicle`: forget "my vehicle". */
  forget: 'forget',
} as const;
