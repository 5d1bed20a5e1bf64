import { Form, Link, useNavigation } from 'react-router';
import { formatPrice } from '../../../shared/money';
import { useLocale, useT } from '../../i18n';
import { href } from '../../paths';
import { TextField } from '../form/fields';
import { SAVE_PARAM, type CartFailure } from './cart-state';
import { Popup } from './popup';

/** Longest saved-cart name the orders module accepts. */
const MAX_NAME = 80;

/**
 * SPEC §2 save-cart modal: its title carries the cart's total incl. tax, one required name
 * field and the submit; a click beside it does not close it (Escape, the close button and
 * "Cancel" do). A visitor is offered the login page instead (coming back to this modal). Drawn
 * by the server from `?save=1`, so it works without JavaScript; the form posts the `save`
 * intent to the cart's action.
 */
export function SaveCartModal({
  totalTtcCents,
  signedIn,
  cartPath,
  failure,
}: {
  totalTtcCents: number;
  signedIn: boolean;
  cartPath: string;
  failure: CartFailure | null;
}) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'save';
  const title = t('savedCarts.modalTitle', { total: formatPrice(totalTtcCents) });
  if (!signedIn) {
    const back = new URLSearchParams({ redirect: `${cartPath}?${SAVE_PARAM}=1` });
    return (
      <Popup
        title={title}
        closeTo={cartPath}
        closeOnBackdrop={false}
        testId="save-cart"
        actions={
          <>
            <Link
              className="button button-brand"
              to={`${href('connexion', null, locale)}?${back}`}
              data-autofocus
              data-testid="save-cart-login"
            >
              {t('header.login')}
            </Link>
            <Link className="button button-secondary" to={cartPath} replace preventScrollReset>
              {t('form.cancel')}
            </Link>
          </>
        }
      >
        <p>{t('savedCarts.loginFirst')}</p>
      </Popup>
    );
  }
  const errors = failure ? (failure.lines.length > 0 ? failure.lines : [failure.message]) : null;
  return (
    <Popup
      title={title}
      closeTo={cartPath}
      closeOnBackdrop={false}
      testId="save-cart"
      actions={
        <>
          <button
            type="submit"
            form="save-cart-form"
            className="button button-brand"
            disabled={busy}
            data-testid="save-cart-submit"
          >
            {t('savedCarts.save')}
          </button>
          <Link className="button button-secondary" to={cartPath} replace preventScrollReset>
            {t('form.cancel')}
          </Link>
        </>
      }
    >
      <Form method="post" action={cartPath} id="save-cart-form" className="form save-cart-form">
        <input type="hidden" name="intent" value="save" />
        <p className="form-legend">{t('savedCarts.modalText')}</p>
        <TextField
          name="name"
          label={t('savedCarts.name')}
          hint={t('savedCarts.nameHint')}
          required
          maxLength={MAX_NAME}
          autoComplete="off"
          data-autofocus
          state={
            errors ? { fields: { name: errors }, values: { name: failure?.name ?? '' } } : undefined
          }
        />
      </Form>
    </Popup>
  );
}
