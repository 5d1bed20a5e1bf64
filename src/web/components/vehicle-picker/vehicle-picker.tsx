import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { useNavigate } from 'react-router';
import { useLocale, useT } from '../../i18n';
import { href } from '../../paths';
import { SEARCH_PARAMS } from './search-params';

export interface PickerBrand {
  id: number;
  name: string;
  slug: string;
}

export interface PickerModel {
  id: number;
  slug: string;
  /** "Clio IV (2012–2019)" */
  label: string;
}

/** Models already loaded, per brand id: changing brand back and forth asks the API once. */
const modelCache = new Map<number, PickerModel[]>();

/** SPEC §9: the default items request limit. */
const MODELS_LIMIT = 200;

async function fetchModels(brandId: number, signal: AbortSignal): Promise<PickerModel[]> {
  const cached = modelCache.get(brandId);
  if (cached) return cached;
  const query = new URLSearchParams({
    'filter[brand_id]': String(brandId),
    limit: String(MODELS_LIMIT),
  });
  const response = await fetch(`/api/vehicles?${query}`, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`GET /api/vehicles: ${response.status}`);
  const body = (await response.json()) as { data: PickerModel[] };
  const models = body.data.map(({ id, slug, label }) => ({ id, slug, label }));
  modelCache.set(brandId, models);
  return models;
}

type Status = 'idle' | 'loading' | 'ready' | 'error';

export interface VehiclePickerProps {
  brands: PickerBrand[];
  /** Brand preselected (brand page), with its models rendered by the server. */
  initialBrand?: string;
  initialModels?: PickerModel[];
  /** Drawn attention to (the plate was not found: "choose make and model"). */
  highlight?: boolean;
  brandRef?: Ref<HTMLSelectElement>;
  /** `inline`: one row (menu); `stacked`: one field under the other (cards). */
  layout?: 'stacked' | 'inline';
}

/**
 * Brand → model picker. The brand select loads the brand's models from the API; submitting
 * goes to the model's page (or the brand's, when no model is chosen). Without JavaScript it
 * is a GET form to the home page, whose loader redirects to the brand page (which lists the
 * models and preselects the brand here) or to the vehicle page.
 */
export function VehiclePicker({
  brands,
  initialBrand = '',
  initialModels,
  highlight = false,
  brandRef,
  layout = 'stacked',
}: VehiclePickerProps) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const id = useId();
  const [brand, setBrand] = useState(initialBrand);
  const [model, setModel] = useState('');
  const [models, setModels] = useState<PickerModel[]>(initialModels ?? []);
  const [status, setStatus] = useState<Status>(initialModels ? 'ready' : 'idle');
  const pending = useRef<AbortController | null>(null);

  useEffect(() => () => pending.current?.abort(), []);

  const chooseBrand = (slug: string) => {
    setBrand(slug);
    setModel('');
    setModels([]);
    pending.current?.abort();
    const chosen = brands.find((b) => b.slug === slug);
    if (!chosen) {
      setStatus('idle');
      return;
    }
    if (chosen.slug === initialBrand && initialModels) {
      setModels(initialModels);
      setStatus('ready');
      return;
    }
    const controller = new AbortController();
    pending.current = controller;
    setStatus('loading');
    fetchModels(chosen.id, controller.signal).then(
      (list) => {
        if (controller.signal.aborted) return;
        setModels(list);
        setStatus('ready');
      },
      () => {
        if (!controller.signal.aborted) setStatus('error');
      },
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!brand) return;
    const target = models.find((m) => m.slug === model);
    void navigate(
      target
        ? href('marques-slug-vehicle', { slug: brand, vehicle: target.slug }, locale)
        : href('marques-slug', { slug: brand }, locale),
    );
  };

  const modelDisabled = status !== 'ready' || models.length === 0;
  const modelPlaceholder =
    status === 'loading'
      ? t('vehicleSearch.modelsLoading')
      : brand
        ? t('vehicleSearch.modelPlaceholder')
        : t('vehicleSearch.modelFirstBrand');
  const announcement =
    status === 'loading'
      ? t('vehicleSearch.modelsLoading')
      : status === 'error'
        ? t('vehicleSearch.modelsError')
        : status === 'ready' && brand
          ? t('vehicleSearch.modelsCount', { count: models.length })
          : '';

  return (
    <form
      className={`vehicle-picker vehicle-picker-${layout}`}
      method="get"
      action={href('index', null, locale)}
      onSubmit={submit}
      data-highlight={highlight ? 'true' : undefined}
      data-testid="vehicle-picker"
    >
      <div className="vehicle-field">
        <label htmlFor={`${id}-brand`}>{t('vehicleSearch.brandLabel')}</label>
        <select
          id={`${id}-brand`}
          ref={brandRef}
          name={SEARCH_PARAMS.brand}
          value={brand}
          required
          onChange={(event) => chooseBrand(event.target.value)}
          data-testid="vehicle-picker-brand"
        >
          <option value="">{t('vehicleSearch.brandPlaceholder')}</option>
          {brands.map((b) => (
            <option key={b.id} value={b.slug}>
              {b.name}
            </option>
          ))}
        </select>
      </div>
      <div className="vehicle-field">
        <label htmlFor={`${id}-model`}>{t('vehicleSearch.modelLabel')}</label>
        <select
          id={`${id}-model`}
          name={SEARCH_PARAMS.vehicle}
          value={model}
          disabled={modelDisabled}
          aria-busy={status === 'loading' ? true : undefined}
          onChange={(event) => setModel(event.target.value)}
          data-testid="vehicle-picker-model"
        >
          <option value="">{modelPlaceholder}</option>
          {models.map((m) => (
            <option key={m.id} value={m.slug}>
              {m.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button-brand vehicle-submit">
        {t('vehicleSearch.pickerSubmit')}
      </button>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {status === 'error' ? (
        <p className="vehicle-message">{t('vehicleSearch.modelsError')}</p>
      ) : null}
    </form>
  );
}
