/**
 * The products list's vehicle picker, make → model → generation, as the URL names them
 * (`?make=&model=&vehicle=`): which models and generations each select offers, which choices
 * still hold (a model of another make, left in the URL when the make changed, is dropped), and
 * the vehicles the list must fit. Pure: the page's loader reads the make's vehicles.
 */
export interface MakeVehicle {
  id: number;
  /** The model ("Clio"); its generations share it. */
  name: string;
  /** "Clio IV (2012–2019)" */
  label: string;
}

export interface VehicleFilterChoice {
  models: string[];
  generations: MakeVehicle[];
  model: string | undefined;
  vehicleId: number | undefined;
  /** The list's vehicles when no single one is chosen; undefined: no vehicle filter. */
  vehicleIds: number[] | undefined;
  /** The chosen vehicle itself, when it is one of the make's. */
  vehicle: MakeVehicle | undefined;
}

export function vehicleFilterChoice(
  vehicles: readonly MakeVehicle[],
  asked: { make?: number; model?: string; vehicleId?: number },
): VehicleFilterChoice {
  const models = [...new Set(vehicles.map((v) => v.name))];
  if (asked.make === undefined)
    return {
      models: [],
      generations: [],
      model: undefined,
      vehicleId: asked.vehicleId,
      vehicleIds: undefined,
      vehicle: undefined,
    };
  const model = asked.model !== undefined && models.includes(asked.model) ? asked.model : undefined;
  const generations = model === undefined ? [] : vehicles.filter((v) => v.name === model);
  const vehicle = generations.find((v) => v.id === asked.vehicleId);
  return {
    models,
    generations,
    model,
    vehicleId: vehicle?.id,
    vehicleIds: vehicle
      ? undefined
      : (model === undefined ? vehicles : generations).map((v) => v.id),
    vehicle,
  };
}
