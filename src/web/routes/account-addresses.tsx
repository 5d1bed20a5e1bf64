import { Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/account-addresses';
import {
  addressInput,
  createAddress,
  deleteAddress,
  listAddressDtos,
  updateAddress,
  type AddressDto,
} from '../../modules/customers';
import { HttpError, parseId } from '../../shared/http';
import { parseBodyOrThrow } from '../../shared/validation';
import { allowedCountries } from '../account/countries.server';
import { formFailure } from '../account/forms.server';
import { requireViewer } from '../account/guard.server';
import { noticeOf, withNotice } from '../account/redirect';
import { AccountLayout } from '../components/account/account-layout';
import { AddressForm } from '../components/account/address-form';
import { Dialog } from '../components/account/dialog';
import { accountLinks } from '../components/account/styles';
import type { FormState } from '../components/form/form-state';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { staticMeta } from '../seo';

/**
 * My addresses (SPEC §2, §8): the list; `?new=1` and `?edit={id}` show the form; `?delete={id}`
 * is the confirmation step ('Valider la suppression ?' Oui / Non) — plain links and forms, so
 * every step works without JavaScript, and with it without a reload.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, locale } = await requireViewer(request, context);
  const url = new URL(request.url);
  const [addresses, countries] = await Promise.all([
    listAddressDtos(context.database.db, user.id, locale),
    allowedCountries(context, locale),
  ]);
  const byId = (param: string) => {
    const id = Number(url.searchParams.get(param));
    return addresses.find((a) => a.id === id) ?? null;
  };
  const fallbackCountry =
    user.country_id ?? countries.find((c) => c.iso === context.country)?.id ?? null;
  return {
    addresses,
    countries,
    creating: url.searchParams.get('new') === '1',
    editing: byId('edit'),
    deleting: byId('delete'),
    notice: noticeOf(url),
    blank: {
      firstname: user.firstname,
      lastname: user.lastname,
      phone: user.phone,
      country_id: fallbackCountry,
    },
  };
}

const FIELDS = Object.keys(addressInput.shape);

export async function action({ request, context }: Route.ActionArgs) {
  const { user, locale } = await requireViewer(request, context);
  const form = await request.formData();
  const db = context.database.db;
  const list = href('compte-addresses', null, locale);
  const intent = form.get('intent');
  if (intent === 'delete') {
    try {
      await deleteAddress(db, user.id, parseId(String(form.get('id') ?? '')));
    } catch (error) {
      // Already gone (another tab), or not this customer's: nothing was deleted, and we say so.
      if (!(error instanceof HttpError)) throw error;
      return redirect(withNotice(list, 'notFound'));
    }
    return redirect(withNotice(list, 'deleted'));
  }
  try {
    const body: Record<string, unknown> = {};
    for (const name of FIELDS) body[name] = form.get(name) ?? undefined;
    const input = parseBodyOrThrow(addressInput, body);
    if (intent === 'update') {
      const id = parseId(String(form.get('id') ?? ''));
      await updateAddress(db, user.id, id, input, locale, context.now());
    } else {
      await createAddress(db, user.id, input, locale, context.now());
    }
    return redirect(withNotice(list, 'saved'));
  } catch (error) {
    return formFailure(error, locale, form, FIELDS);
  }
}

export const links = accountLinks;

export const meta = staticMeta(
  'compte-addresses',
  'account.menu.addresses',
  'account.tile.addresses',
  {
    noindex: true,
  },
);

export default function AccountAddresses() {
  const t = useT();
  const locale = useLocale();
  const data = useLoaderData<typeof loader>();
  const state = useActionData<FormState>();
  const list = href('compte-addresses', null, locale);
  // A failed submit keeps its form open (the URL may no longer say ?new or ?edit).
  const failedId = Number(state?.values?.id) || null;
  const editing = data.editing ?? data.addresses.find((a) => a.id === failedId) ?? null;
  const creating = !editing && (data.creating || (state !== undefined && !failedId));
  return (
    <AccountLayout title={t('account.menu.addresses')} notice={state ? null : data.notice}>
      {editing || creating ? (
        <section className="account-section">
          <h2>{t(editing ? 'address.editTitle' : 'address.newTitle')}</h2>
          <AddressForm
            key={editing?.id ?? 'new'}
            address={editing ?? data.blank}
            countries={data.countries}
            state={state}
            cancelTo={list}
          />
        </section>
      ) : (
        <>
          {data.addresses.length === 0 ? (
            <p className="empty-state">{t('address.empty')}</p>
          ) : (
            <ul className="address-list" data-testid="address-list">
              {data.addresses.map((address) => (
                <AddressCard key={address.id} address={address} list={list} />
              ))}
            </ul>
          )}
          <Link className="button button-primary" to={`${list}?new=1`}>
            {t('address.add')}
          </Link>
        </>
      )}
      {data.deleting ? (
        <Dialog
          title={t('dialog.confirmDelete')}
          role="alertdialog"
          testId="confirm-delete"
          actions={
            <>
              <Form method="post" action={list}>
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="id" value={data.deleting.id} />
                <button type="submit" className="button button-brand">
                  {t('dialog.yes')}
                </button>
              </Form>
              <Link className="button button-secondary" to={list} replace>
                {t('dialog.no')}
              </Link>
            </>
          }
        >
          <p>{data.deleting.name}</p>
        </Dialog>
      ) : null}
    </AccountLayout>
  );
}

function AddressCard({ address, list }: { address: AddressDto; list: string }) {
  const t = useT();
  return (
    <li className="address-card">
      <h3>{address.name}</h3>
      <address>
        {address.firstname} {address.lastname}
        {address.company ? <> · {address.company}</> : null}
        <br />
        {address.address}
        {address.address_complement ? <>, {address.address_complement}</> : null}
        <br />
        {address.post_code} {address.city}
        {address.country ? <> · {address.country.name}</> : null}
        <br />
        {address.phone}
      </address>
      <div className="address-actions">
        <Link
          to={`${list}?edit=${address.id}`}
          aria-label={t('address.editOf', { name: address.name })}
        >
          {t('form.edit')}
        </Link>
        <Link
          to={`${list}?delete=${address.id}`}
          className="link-danger"
          aria-label={t('address.deleteOf', { name: address.name })}
        >
          {t('form.delete')}
        </Link>
      </div>
    </li>
  );
}
