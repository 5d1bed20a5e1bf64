import { Form } from 'react-router';
import type { OrderLineCents } from '../../../modules/orders';
import { useLocale, useT } from '../../i18n';
import { href } from '../../paths';
import { NEW_ADDRESS_PARAM } from './checkout-state';

/**
 * SPEC §5: the workshop fitting goes to mainland France or Portugal only, so no delivery can be
 * chosen. The ways out: another delivery address, or, for each fitted line, the fitting or the
 * product taken off. Plain form posts to the cart page's action, which comes back here (`back`):
 * no JavaScript needed.
 */
export function FittingRefused({
  message,
  lines,
  path,
}: {
  /** The server's translated refusal. */
  message: string;
  /** The lines whose fitting this address cannot have. */
  lines: readonly OrderLineCents[];
  /** The delivery step's path (where the posts come back to). */
  path: string;
}) {
  const t = useT();
  const locale = useLocale();
  const cartPath = href('panier', null, locale);
  return (
    <div className="checkout-error checkout-fitting" role="alert" data-testid="fitting-refused">
      <p className="checkout-fitting-title">{t('checkout.assemblyTitle')}</p>
      <p>{message}</p>
      <a
        className="button button-secondary"
        href={`${path}?${NEW_ADDRESS_PARAM}=new#new-address`}
        data-testid="fitting-change-address"
      >
        {t('checkout.assemblyChangeAddress')}
      </a>
      <ul className="checkout-fitting-lines">
        {lines.map((line) => (
          <li key={line.id} data-testid="fitting-line">
            <span className="checkout-fitting-name">
              {line.variant.product.name}
              <small>{line.variant.name}</small>
            </span>
            <span className="checkout-fitting-actions">
              <Form method="post" action={cartPath}>
                <input type="hidden" name="intent" value="update" />
                <input type="hidden" name="line_id" value={line.id} />
                <input type="hidden" name="with_assembly" value="0" />
                <input type="hidden" name="back" value={path} />
                <button
                  type="submit"
                  className="button button-primary"
                  data-testid="fitting-remove"
                >
                  {t('checkout.assemblyRemove')}
                </button>
              </Form>
              <Form method="post" action={cartPath}>
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="line_id" value={line.id} />
                <input type="hidden" name="back" value={path} />
                <button
                  type="submit"
                  className="button button-secondary"
                  data-testid="fitting-remove-product"
                >
                  {t('checkout.assemblyRemoveProduct')}
                </button>
              </Form>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
