import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n';
import { href } from '../../paths';
import { Popup } from '../cart/popup';
import type { FormState } from '../form/form-state';

/**
 * SPEC §8 error popup of a checkout step: "Une erreur est survenue", the server's per-field
 * errors one per line (else its message), and the way to fix it: back to the cart (stock gone,
 * cart changed) or to the delivery step. Closing is `onClose` (a fetcher's answer) or a link to
 * `closeTo` (drawn by the server after a plain post: no script needed).
 */
export function CheckoutErrorPopup({
  failure,
  onClose,
  closeTo,
  fixAt = 'panier',
}: {
  failure: FormState;
  onClose?: () => void;
  closeTo?: string;
  fixAt?: 'panier' | 'panier-livraison';
}) {
  const t = useT();
  const locale = useLocale();
  const lines = failure.lines ?? [];
  const fields = Object.values(failure.fields ?? {}).flat();
  const texts = [...lines, ...fields];
  return (
    <Popup
      title={t('dialog.error_title')}
      role="alertdialog"
      testId="error-popup"
      onClose={onClose}
      closeTo={closeTo}
      actions={
        <>
          <Link
            className="button button-brand"
            to={href(fixAt, null, locale)}
            data-testid="error-popup-fix"
          >
            {t(fixAt === 'panier' ? 'checkout.backToCart' : 'checkout.backToDelivery')}
          </Link>
          {onClose ? (
            <button
              type="button"
              className="button button-secondary"
              data-autofocus
              onClick={onClose}
            >
              {t('dialog.close')}
            </button>
          ) : (
            <Link
              className="button button-secondary"
              to={closeTo ?? '.'}
              replace
              preventScrollReset
              data-autofocus
            >
              {t('dialog.close')}
            </Link>
          )}
        </>
      }
    >
      {texts.length > 0 ? texts.map((text) => <p key={text}>{text}</p>) : <p>{failure.message}</p>}
    </Popup>
  );
}

/** Where a failure of placing or choosing is fixed: a delivery problem, else the cart. */
export function fixPlaceOf(failure: FormState): 'panier' | 'panier-livraison' {
  const fields = Object.keys(failure.fields ?? {});
  const delivery = [
    'shipping_address',
    'billing_address',
    'shipping_method_range_id',
    'relay_point_id',
  ];
  return fields.some((name) => delivery.includes(name)) || failure.code === 'no_shipping_method'
    ? 'panier-livraison'
    : 'panier';
}
