import { Link, data, redirect, useLoaderData } from 'react-router';
import type { Route } from './+types/account';
import { closeSession, resendVerification, verifyEmail } from '../../modules/customers';
import { HttpError } from '../../shared/http';
import { DEFAULT_LOCALE } from '../../shared/locale';
import { message } from '../../shared/messages';
import { accountDeps, translateErrors } from '../account/forms.server';
import { requireViewer } from '../account/guard.server';
import { noticeOf, safeRedirect, withNotice } from '../account/redirect';
import { AccountLayout } from '../components/account/account-layout';
import { ErrorDialog } from '../components/account/dialog';
import { accountLinks } from '../components/account/styles';
import { useLocale, useT, type MessageKey } from '../i18n';
import { href, type RouteName } from '../paths';
import { redirectToCookieLocale, requestLocale } from '../request.server';
import { staticMeta } from '../seo';

/**
 * Account dashboard (`compte`), behind the account guard. It also reads the e-mail link's
 * `?token=` (SPEC §2): verified → back to the account home with a notice; refused → SPEC §8's
 * error popup over the account home. A visitor's link is verified too, then they log in.
 * Its action serves the whole account layout: log out, resend the verification e-mail.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = requestLocale(request);
  if (url.pathname.replace(/\/+$/, '') === href('compte', null, DEFAULT_LOCALE)) {
    redirectToCookieLocale(request, 'compte');
  }
  const home = href('compte', null, locale);
  const token = url.searchParams.get('token');
  let verifyError: { message: string; lines: string[] } | null = null;
  if (token) {
    try {
      await verifyEmail(accountDeps(context), token.slice(0, 200));
      const target = context.session ? home : href('connexion', null, locale);
      throw redirect(withNotice(target, 'emailVerified'));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (!context.session)
        throw redirect(withNotice(href('connexion', null, locale), 'verifyFailed'));
      verifyError = {
        message: message(error.messageKey, locale),
        lines: Object.values(translateErrors(error.fieldErrors, locale)).flat(),
      };
    }
  }
  const { user } = await requireViewer(request, context);
  return {
    notice: noticeOf(url),
    verifyError,
    home,
    user: { email: user.email, phone: user.phone, company: user.company },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const form = await request.formData();
  const intent = form.get('intent');
  const session = context.session;
  if (intent === 'logout') {
    if (session) await closeSession(context.database.db, session.sessionId);
    return redirect(href('index', null, locale), {
      headers: { 'Set-Cookie': context.authCookies.clearSessionCookie() },
    });
  }
  const viewer = await requireViewer(request, context);
  if (intent === 'resend') {
    const back = safeRedirect(form.get('back'), href('compte', null, locale));
    try {
      await resendVerification(accountDeps(context), { userId: viewer.user.id });
    } catch (error) {
      // Already verified (another tab): nothing to send, the banner goes away on reload.
      if (!(error instanceof HttpError)) throw error;
    }
    return redirect(withNotice(back, 'verificationSent'));
  }
  throw data(null, { status: 400 });
}

export const links = accountLinks;

export const meta = staticMeta('compte', 'account.menu.dashboard', 'page.login.description', {
  noindex: true,
});

const TILES: ReadonlyArray<{ name: RouteName; title: MessageKey; text: MessageKey }> = [
  {
    name: 'compte-informations',
    title: 'account.menu.information',
    text: 'account.tile.information',
  },
  { name: 'compte-addresses', title: 'account.menu.addresses', text: 'account.tile.addresses' },
  { name: 'compte-favorites', title: 'account.menu.favorites', text: 'account.tile.favorites' },
  { name: 'compte-orders', title: 'account.menu.orders', text: 'account.tile.orders' },
  { name: 'compte-loyalty', title: 'account.menu.loyalty', text: 'loyalty.lead' },
  {
    name: 'compte-quick-order',
    title: 'account.menu.quickOrder',
    text: 'account.tile.quickOrder',
  },
  { name: 'compte-invoices', title: 'account.menu.invoices', text: 'account.tile.invoices' },
  { name: 'compte-supports', title: 'account.menu.claims', text: 'account.tile.claims' },
  {
    name: 'compte-professional',
    title: 'account.menu.professional',
    text: 'account.tile.professional',
  },
];

export default function AccountDashboard() {
  const t = useT();
  const locale = useLocale();
  const { notice, verifyError, home, user } = useLoaderData<typeof loader>();
  return (
    <AccountLayout title={t('account.menu.dashboard')} notice={notice}>
      {verifyError ? <ErrorDialog {...verifyError} closeTo={home} /> : null}
      <p className="account-lead">{t('account.dashboardLead')}</p>
      <dl className="account-summary">
        <dt>{t('form.email')}</dt>
        <dd>{user.email}</dd>
        <dt>{t('form.mobilePhone')}</dt>
        <dd>{user.phone ?? '—'}</dd>
      </dl>
      <ul className="account-tiles">
        {TILES.map((tile) => (
          <li key={tile.name}>
            <Link to={href(tile.name, null as never, locale)} className="account-tile">
              <strong>{t(tile.title)}</strong>
              <span>{t(tile.text)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </AccountLayout>
  );
}
