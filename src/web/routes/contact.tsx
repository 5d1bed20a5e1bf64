import { redirect } from 'react-router';
import type { Route } from './+types/contact';
import { getPublicConfiguration, getTexts } from '../../modules/content';
import { receiveFormFile } from '../../modules/media';
import { listCustomerOrders } from '../../modules/orders';
import { contactInput, sendContactMessage } from '../../modules/support';
import { HttpError } from '../../shared/http';
import { parseBodyOrThrow } from '../../shared/validation';
import { formFailure } from '../account/forms.server';
import { ContactForm } from '../components/contact/contact-form';
import contactStylesUrl from '../components/contact/contact-form.css?url';
import type { FormState } from '../components/form/form-state';
import { formLinks } from '../components/form/styles';
import { identityParams, loadShopIdentity } from '../components/legal-page.server';
import { PageHeader } from '../components/page';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { requestLocale } from '../request.server';
import { staticHandle, staticMeta } from '../seo';

/** Fields the form shows errors beside; others join the alert above it. */
const SHOWN_FIELDS = ['name', 'email', 'subject', 'order_number', 'message', 'attachment'];
/** Order numbers offered to a signed-in customer (their latest ones). */
const OFFERED_ORDERS = 20;

/**
 * Contact (`/contact` in every locale): the contact form (decision 052) beside the shop's
 * e-mail, phone of the locale, address and opening hours. The form posts here (multipart, so
 * a photo or a PDF can go with it) and lands on `?sent=1` once stored (no double send on reload).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const { db } = context.database;
  const [texts, email, identity, viewer] = await Promise.all([
    context.cached(`contact-texts:${locale}`, () =>
      getTexts(db, ['contact_phone', 'pickup_hours'], locale),
    ),
    context.cached('config:contact_email', () => getPublicConfiguration(db, 'contact_email')),
    loadShopIdentity(context),
    context.viewer(),
  ]);
  const params = identityParams(identity);
  const orders = viewer
    ? (await listCustomerOrders({ db }, viewer.id, { page: 1, limit: OFFERED_ORDERS })).data
    : [];
  return {
    phone: texts.contact_phone?.trim() || null,
    hours: texts.pickup_hours?.trim() || null,
    email: email?.value ?? null,
    // The seller's address of the settings, as on invoices and the legal notice.
    address: { company: params.company!, address: params.address! },
    sent: new URL(request.url).searchParams.get('sent') === '1',
    prefill: {
      name: viewer ? [viewer.firstname, viewer.lastname].filter(Boolean).join(' ') : '',
      email: viewer?.email ?? '',
      orders: orders.flatMap((order) => (order.number ? [order.number] : [])),
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const form = await request.formData();
  try {
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : undefined;
    };
    const input = parseBodyOrThrow(contactInput, {
      name: text('name') ?? '',
      email: text('email') ?? '',
      subject: text('subject') ?? '',
      order_number: text('order_number'),
      message: text('message') ?? '',
      website: text('website'),
    });
    const file = form.get('attachment');
    let attachment = null;
    // A file input left empty posts an empty part without a name.
    if (file && typeof file !== 'string' && (file.size > 0 || file.name !== '')) {
      const received = receiveFormFile('contact_attachment', {
        name: file.name,
        bytes: new Uint8Array(await file.arrayBuffer()),
      });
      if ('key' in received)
        throw new HttpError(
          received.status,
          received.key,
          { attachment: [{ key: received.key, params: received.params }] },
          { params: received.params },
        );
      attachment = received;
    }
    await sendContactMessage(
      {
        db: context.database.db,
        storage: context.storage!,
        now: context.now,
        urls: context.accountUrls,
      },
      input,
      { ip: context.client.ip, userId: context.session?.userId ?? null, locale },
      attachment,
    );
    return redirect(`${href('contact', null, locale)}?sent=1`, 303);
  } catch (error) {
    return formFailure(error, locale, form, SHOWN_FIELDS);
  }
}

export const links = () => [...formLinks(), { rel: 'stylesheet', href: contactStylesUrl }];

export const meta = staticMeta('contact', 'page.contact.title', 'page.contact.description');

export const handle = staticHandle('page.contact.title');

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { phone, hours, email, address, sent, prefill } = loaderData;
  const state = actionData as FormState | undefined;
  return (
    <div className="page container">
      <PageHeader title={t('page.contact.title')} lead={t('page.contact.description')} />
      <div className="contact-layout">
        {sent ? (
          <section
            className="contact-sent"
            role="status"
            aria-labelledby="contact-sent-title"
            data-testid="contact-sent"
          >
            <h2 id="contact-sent-title">{t('contact.form.sentTitle')}</h2>
            <p>{t('contact.form.sentText')}</p>
            <p>
              <a href={href('contact', null, locale)}>{t('contact.form.another')}</a>
            </p>
          </section>
        ) : (
          <ContactForm state={state} prefill={prefill} />
        )}
        <dl className="contact-grid">
          {email ? (
            <div>
              <dt>{t('page.contact.email')}</dt>
              <dd>
                <a href={`mailto:${email}`}>{email}</a>
              </dd>
            </div>
          ) : null}
          {phone ? (
            <div>
              <dt>{t('page.contact.phone')}</dt>
              <dd>
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t('page.contact.address')}</dt>
            <dd>{t('page.contact.addressValue', address)}</dd>
          </div>
          {hours ? (
            <div>
              <dt>{t('page.contact.hours')}</dt>
              <dd>{hours}</dd>
            </div>
          ) : null}
        </dl>
      </div>
    </div>
  );
}
