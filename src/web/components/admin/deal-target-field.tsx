import { formatPrice } from '../../../shared/money';
import type { DealTarget } from '../../admin/promotion-forms.server';
import { useT } from '../../i18n';

/**
 * The deal editor's choice of what the deal lowers (decision 046): a button of the form
 * (`intent=choose-product`) that answers with the typed product's variants, then a select of
 * them ("every variant" first) with each one's price before and under the typed percent, and
 * the old and new price of what is chosen. Without a product chosen, a variant already typed
 * is kept hidden and the editor is told to choose the product first.
 */
export function DealTargetField({
  target,
  chosenVariant,
  error,
}: {
  target: DealTarget | null;
  chosenVariant: string;
  error: string | null;
}) {
  const t = useT();
  return (
    <>
      <p>
        <button
          type="submit"
          name="intent"
          value="choose-product"
          formNoValidate
          className="button"
          data-testid="deal-choose-product"
        >
          {t('admin.promo.showVariants')}
        </button>
      </p>
      {target ? (
        <div className="admin-field">
          <label htmlFor="deal-variant_id">
            {t('admin.promo.variant')} — {target.product.name}
          </label>
          <select
            id="deal-variant_id"
            name="variant_id"
            defaultValue={chosenVariant}
            aria-invalid={error ? true : undefined}
            aria-describedby={`deal-variant-help${error ? ' deal-variant_id-error' : ''}`}
          >
            <option value="">{t('admin.promo.allVariants')}</option>
            {target.variants.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name} · {v.reference} · {formatPrice(v.old_price_ttc_cents)}
                {v.new_price_ttc_cents < v.old_price_ttc_cents
                  ? ` → ${formatPrice(v.new_price_ttc_cents)}`
                  : ''}
              </option>
            ))}
          </select>
          <p id="deal-variant-help" className="admin-help">
            {t('admin.promo.variantHelp')}
          </p>
          {error ? (
            <p id="deal-variant_id-error" className="field-error">
              {error}
            </p>
          ) : null}
          {target.chosen ? (
            <p data-testid="deal-chosen-prices">
              {t('admin.promo.chosenPrices')}{' '}
              <s>{formatPrice(target.chosen.old_price_ttc_cents)}</s>{' '}
              <strong>{formatPrice(target.chosen.new_price_ttc_cents)}</strong>
            </p>
          ) : null}
        </div>
      ) : (
        <>
          {/* No product chosen yet: a variant sent before comes back as it was. */}
          {chosenVariant ? <input type="hidden" name="variant_id" value={chosenVariant} /> : null}
          <p className="admin-help">{t('admin.promo.chooseProductFirst')}</p>
          {error ? <p className="field-error">{error}</p> : null}
        </>
      )}
    </>
  );
}
