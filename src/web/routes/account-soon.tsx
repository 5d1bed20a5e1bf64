import { Link, useMatches } from 'react-router';
import type { Route } from './+types/account-soon';
import { requireViewer } from '../account/guard.server';
import { AccountLayout } from '../components/account/account-layout';
import { accountLinks } from '../components/account/styles';
import { useLocale, useT, type MessageKey } from '../i18n';
import { href, routeNameOf, type RouteName } from '../paths';
import { staticMeta } from '../seo';

/**
 * Account pages whose business arrives later (claims): behind the
 * guard, in the account layout, with an honest empty state.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context);
  return null;
}

const PAGES: Partial<Record<RouteName, { title: MessageKey; text: MessageKey }>> = {
  'compte-supports': { title: 'account.menu.claims', text: 'account.soon.claims' },
  'compte-supports-id': { title: 'account.menu.claims', text: 'account.soon.claims' },
};
const FALLBACK = PAGES['compte-supports']!;

export const links = accountLinks;

export const meta: Route.MetaFunction = (args) => {
  const name = routeNameOf(args.matches.at(-1)?.id ?? '') ?? 'compte-supports';
  const page = PAGES[name] ?? FALLBACK;
  // A claim or an order page links its list's language versions (the id is not needed).
  const list = name.replace(/-id$/, '') as RouteName;
  return staticMeta(list, page.title, page.text, { noindex: true })(args);
};

export default function AccountSoon() {
  const t = useT();
  const locale = useLocale();
  const name = routeNameOf(useMatches().at(-1)?.id ?? '') ?? 'compte-supports';
  const page = PAGES[name] ?? FALLBACK;
  return (
    <AccountLayout title={t(page.title)}>
      <div className="empty-state" data-testid="account-soon">
        <p>{t(page.text)}</p>
        <div className="page-actions">
          <Link className="button button-primary" to={href('index', null, locale)}>
            {t('account.soon.shop')}
          </Link>
          <Link className="button button-secondary" to={href('contact', null, locale)}>
            {t('page.contact.title')}
          </Link>
        </div>
      </div>
    </AccountLayout>
  );
}
