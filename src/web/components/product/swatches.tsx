import { Link } from 'react-router';
import { useT } from '../../i18n';
import type { SwatchGroupView, SwatchView } from './product-view';

/**
 * The variant choice, one group per filter. Every swatch is a link to `?variant=<id>` (the
 * variant the catalogue picks for that value, computed by the loader): a plain link without
 * JavaScript, a client navigation that keeps the scroll position with it. The chosen value is
 * `aria-current`; a value no variant can be bought with is shown but not a link.
 */
export function SwatchGroups({ groups }: { groups: readonly SwatchGroupView[] }) {
  if (groups.length === 0) return null;
  return (
    <div className="pdp-swatch-groups" data-testid="swatch-groups">
      {groups.map((group) => (
        <SwatchGroup key={group.id} group={group} />
      ))}
    </div>
  );
}

function SwatchGroup({ group }: { group: SwatchGroupView }) {
  const t = useT();
  const labelId = `swatch-group-${group.id}`;
  const current = group.values.find((value) => value.selected);
  return (
    <div className="pdp-swatch-group" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="pdp-swatch-group-label">
        {current ? (
          <>
            {t('product.filterLabel', { filter: group.name })} <strong>{current.name}</strong>
          </>
        ) : (
          group.name
        )}
      </p>
      <ul
        className={
          group.useImages ? 'pdp-swatches pdp-swatches-pictures' : 'pdp-swatches pdp-swatches-text'
        }
        data-hide-names={group.hideNames ? 'true' : undefined}
      >
        {group.values.map((value) => (
          <li key={value.id}>
            <Swatch group={group} value={value} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function Swatch({ group, value }: { group: SwatchGroupView; value: SwatchView }) {
  const t = useT();
  const picture = group.useImages || value.color !== null;
  const content = (
    <>
      {picture ? <SwatchChip value={value} useImage={group.useImages} /> : null}
      {group.hideNames ? (
        <span className="visually-hidden">{value.name}</span>
      ) : (
        <span className="pdp-swatch-name">{value.name}</span>
      )}
    </>
  );
  if (value.targetVariantId === null) {
    return (
      <span
        className="pdp-swatch"
        data-disabled="true"
        data-testid="swatch"
        data-value-id={value.id}
        title={t('product.swatchUnavailable', { value: value.name })}
      >
        {picture ? <SwatchChip value={value} useImage={group.useImages} /> : null}
        <span className={group.hideNames ? 'visually-hidden' : 'pdp-swatch-name'}>
          {t('product.swatchUnavailable', { value: value.name })}
        </span>
      </span>
    );
  }
  return (
    <Link
      className="pdp-swatch"
      to={`?variant=${value.targetVariantId}`}
      preventScrollReset
      replace
      prefetch="intent"
      aria-current={value.selected ? 'true' : undefined}
      title={group.hideNames ? value.name : undefined}
      data-testid="swatch"
      data-value-id={value.id}
    >
      {content}
    </Link>
  );
}

/** The round picture of a value: its image when the filter uses images, else its colour. */
function SwatchChip({ value, useImage }: { value: SwatchView; useImage: boolean }) {
  if (useImage && value.image) {
    return (
      <span className="pdp-swatch-chip">
        <img src={value.image.url} alt="" width={32} height={32} loading="lazy" decoding="async" />
      </span>
    );
  }
  return (
    <span
      className="pdp-swatch-chip"
      style={value.color ? { background: value.color } : undefined}
      aria-hidden="true"
    />
  );
}
