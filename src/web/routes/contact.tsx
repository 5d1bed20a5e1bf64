import type { Route } from './+types/contact';
import { getPublicConfiguration, getTexts } from '../../modules/content';
import { identityParams, loadShopIdentity } from '../components/legal-page.server';
import { PageHeader, pageLinks } from '../components/page';
import { useT } from '../i18n';
import { requestLocale } from '../request.server';
import { staticHandle, staticMeta } from '../seo';

/**
 * Contact (`/contact` in every locale): e-mail, phone of the locale, address, opening hours.
 * The contact form (POST /api/contacts) comes with the contact issue.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const { db } = context.database;
  const [texts, email, identity] = await Promise.all([
    context.cached(`contact-texts:${locale}`, () =>
      getTexts(db, ['contact_phone', 'pickup_hours'], locale),
    ),
    context.cached('config:contact_email', () => getPublicConfiguration(db, 'contact_email')),
    loadShopIdentity(context),
  ]);
  const params = identityParams(identity);
  return {
    phone: texts.contact_phone?.trim() || null,
    hours: texts.pickup_hours?.trim() || null,
    email: email?.value ?? null,
    // The seller's address of the settings, as on invoices and the legal notice.
    address: { company: params.company!, address: params.address! },
  };
}

export const links = pageLinks;

export const meta = staticMeta('contact', 'page.contact.title', 'page.contact.description');

export const handle = staticHandle('page.contact.title');

export default function Contact({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { phone, hours, email, address } = loaderData;
  return (
    <div className="page container">
      <PageHeader title={t('page.contact.title')} lead={t('page.contact.description')} />
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
  );
}
