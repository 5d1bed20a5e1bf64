import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/newsletter';
import { forgotPasswordInput, subscribeGuest } from '../../modules/customers';
import { parseBodyOrThrow } from '../../shared/validation';
import { field, formFailure, formSuccess } from '../account/forms.server';
import { formLinks } from '../components/form/styles';
import { NewsletterForm } from '../components/newsletter/newsletter-form';
import { PageHeader } from '../components/page';
import { translate, useLocale, useT } from '../i18n';
import { href } from '../paths';
import { requestLocale } from '../request.server';
import { staticMeta } from '../seo';

/**
 * Newsletter sign-up (`/newsletter` in every locale), for visitors: the footer's form posts
 * here (with JavaScript it stays in the footer, through a fetcher), and the e-mailed
 * confirmation link lands here with `?state=confirmed` (or `invalid` once used or forged), the
 * unsubscribe link of marketing e-mails with `?state=unsubscribed`.
 * Double opt-in: nothing is enabled until the address's owner follows the link. A filled
 * honeypot field (`website`, hidden from people) is answered like a success and sends nothing.
 * Signed-in customers switch it in "my information".
 */
/** Where an e-mailed link (confirm, unsubscribe) lands: `?state=` and what the page says. */
const LINK_STATE_TEXTS = {
  confirmed: 'newsletter.confirmed',
  invalid: 'newsletter.invalid',
  unsubscribed: 'newsletter.unsubscribed',
  // Review invitations' own opt-out link (decision 054) lands here too.
  'reviews-stopped': 'newsletter.reviewsStopped',
} as const;
type LinkState = keyof typeof LINK_STATE_TEXTS;

export function loader({ request }: Route.LoaderArgs) {
  const state = new URL(request.url).searchParams.get('state') ?? '';
  return { state: Object.hasOwn(LINK_STATE_TEXTS, state) ? (state as LinkState) : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const form = await request.formData();
  const sent = formSuccess(translate(locale, 'newsletter.sent'), 'newsletter');
  if (field(form, 'website')) return sent;
  try {
    const input = parseBodyOrThrow(forgotPasswordInput, { email: field(form, 'email') });
    await subscribeGuest(
      context.database.db,
      { email: input.email, locale, ip: context.client.ip, country: context.country },
      context.accountUrls.newsletterConfirm,
      context.now(),
    );
    return sent;
  } catch (error) {
    return formFailure(error, locale, form, ['email'], 'newsletter');
  }
}

export const links = formLinks;

export const meta = staticMeta('newsletter', 'newsletter.title', 'newsletter.lead');

export default function Newsletter() {
  const t = useT();
  const locale = useLocale();
  const { state: linkState } = useLoaderData<typeof loader>();
  return (
    <div className="auth-page container">
      <section className="auth-card">
        <PageHeader title={t('newsletter.title')} lead={t('newsletter.lead')} />
        {linkState ? (
          <p
            className={`form-alert ${linkState === 'invalid' ? 'form-alert-error' : 'form-alert-success'}`}
            role="status"
            data-testid="newsletter-link-state"
          >
            {t(LINK_STATE_TEXTS[linkState])}
          </p>
        ) : null}
        <NewsletterForm placement="page" />
        <p className="form-aside">
          {t('newsletter.privacy')}{' '}
          <Link to={href('protection-donnees', null, locale)}>{t('footer.privacy')}</Link>
        </p>
      </section>
    </div>
  );
}
