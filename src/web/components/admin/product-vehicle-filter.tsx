import { useEffect, useRef, useState } from 'react';
import type { Translate } from '../../i18n';
import type { MakeVehicle } from '../../admin/vehicle-filter';
import { useHydrated } from '../use-hydrated';

/** The make's vehicles from the shop's API (active ones, as the page's loader reads them). */
async function makeVehicles(makeId: number): Promise<MakeVehicle[]> {
  const query = new URLSearchParams({ 'filter[brand_id]': String(makeId), limit: '200' });
  const response = await fetch(`/api/vehicles?${query}`, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`GET /api/vehicles: ${response.status}`);
  const body = (await response.json()) as { data: MakeVehicle[] };
  return body.data.map(({ id, name, label }) => ({ id, name, label }));
}

/**
 * Make → model → generation selects of the products list's GET form (`make`, `model`,
 * `vehicle`). Without JavaScript, the next select appears once the form is sent with the
 * previous one chosen (the loader lists it); with JavaScript it fills at once. The parent keys
 * it on the URL, so a new page starts from the loader's choice again.
 */
export function ProductVehicleFilter({
  makes,
  vehicles: initialVehicles,
  make: initialMake,
  model: initialModel,
  vehicleId: initialVehicle,
  t,
}: {
  makes: Array<{ id: number; name: string }>;
  vehicles: MakeVehicle[];
  make: number | undefined;
  model: string | undefined;
  vehicleId: number | undefined;
  t: Translate;
}) {
  const [make, setMake] = useState(initialMake ? String(initialMake) : '');
  const [vehicles, setVehicles] = useState(initialVehicles);
  const [model, setModel] = useState(initialModel ?? '');
  const [vehicle, setVehicle] = useState(initialVehicle ? String(initialVehicle) : '');
  const [failed, setFailed] = useState(false);
  const hydrated = useHydrated();
  const makeSelect = useRef<HTMLSelectElement>(null);
  const models = [...new Set(vehicles.map((v) => v.name))];
  const generations = vehicles.filter((v) => v.name === model);

  async function chooseMake(value: string) {
    setMake(value);
    setModel('');
    setVehicle('');
    setVehicles([]);
    setFailed(false);
    if (!value) return;
    try {
      setVehicles(await makeVehicles(Number(value)));
    } catch {
      // Sending the form lists the make's models as without JavaScript.
      setFailed(true);
    }
  }

  // A make chosen before the page's script ran: its models are loaded now.
  useEffect(() => {
    const chosen = makeSelect.current?.value ?? '';
    if (chosen !== make) void chooseMake(chosen);
    // Once, on mount: later changes go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <div className="admin-field">
        <label htmlFor="products-make">{t('admin.products.make')}</label>
        <select
          id="products-make"
          name="make"
          ref={makeSelect}
          data-hydrated={hydrated ? 'yes' : undefined}
          value={make}
          onChange={(event) => void chooseMake(event.currentTarget.value)}
        >
          <option value="">{t('admin.products.any')}</option>
          {makes.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
      </div>
      {make && models.length > 0 && !failed ? (
        <div className="admin-field">
          <label htmlFor="products-model">{t('admin.products.model')}</label>
          <select
            id="products-model"
            name="model"
            value={model}
            onChange={(event) => {
              setModel(event.currentTarget.value);
              setVehicle('');
            }}
          >
            <option value="">{t('admin.products.any')}</option>
            {models.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {model && generations.length > 0 ? (
        <div className="admin-field">
          <label htmlFor="products-vehicle">{t('admin.products.generation')}</label>
          <select
            id="products-vehicle"
            name="vehicle"
            value={vehicle}
            onChange={(event) => setVehicle(event.currentTarget.value)}
          >
            <option value="">{t('admin.products.any')}</option>
            {generations.map((g) => (
              <option key={g.id} value={g.id}>
                {g.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </>
  );
}
