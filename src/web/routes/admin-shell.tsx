import { Form, Link, NavLink, Outlet, data, useRouteLoaderData } from 'react-router';
import type { ReactNode } from 'react';
import type { Route } from './+types/admin-shell';
import { staffViewer } from '../../modules/customers';
import { loginRedirect } from '../account/guard.server';
import { adminMenu, backOfficeLocale } from '../admin/back-office.server';
import { DemoRibbon } from '../components/layout/demo-ribbon';
import { RouteErrorScreen } from '../components/layout/route-error';
import { useLocale, useT } from '../i18n';
import { layoutShouldRevalidate } from '../layout-revalidation';
import { href } from '../paths';
import type { RootData } from '../root';

/**
 * The back office's layout (routes.ts puts every admin page under it) and its own frame
 * (decision 037): no storefront header, footer, search, cookie banner or third parties, but a
 * top bar (shop name, who is signed in, the storefront, sign out) and the menu of what the
 * viewer's role may open. Visitors go to the login page; anyone without a back-office role
 * gets the storefront's 404 page; each page checks its own permission too (adminGuard), so a
 * link typed by hand is refused the same way. /es, /de, /it, /pt paths redirect to English
 * (the back office speaks French and English).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = backOfficeLocale(request);
  if (!context.session) throw loginRedirect(request, locale);
  const viewer = await staffViewer(context.users, context.session.userId);
  if (!viewer) throw data(null, { status: 404 });
  return {
    name: viewer.name,
    role: viewer.role,
    menu: adminMenu(viewer.permissions, locale).map(({ href, label }) => ({ href, label })),
  };
}

type AdminShellData = Awaited<ReturnType<typeof loader>>;

/** The viewer and their menu change with a form post (a role changed…) or the language. */
export const shouldRevalidate = layoutShouldRevalidate;

export default function AdminShell({ loaderData }: Route.ComponentProps) {
  return (
    <BackOfficeFrame viewer={loaderData}>
      <Outlet />
    </BackOfficeFrame>
  );
}

/**
 * An error below the shell (a page the role may not open, an order that does not exist) is
 * shown inside the back office's frame; an error of the shell itself (not staff) is the
 * storefront's 404 page, drawn in the storefront's frame by the root layout.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const viewer = useRouteLoaderData('admin-shell') as AdminShellData | undefined;
  const screen = <RouteErrorScreen error={error} />;
  return viewer ? <BackOfficeFrame viewer={viewer}>{screen}</BackOfficeFrame> : screen;
}

/**
 * The top bar wraps on a phone; the menu is a plain list of links that wraps too (a column
 * beside the page from 900 px): every entry stays visible and usable without JavaScript.
 */
function BackOfficeFrame({ viewer, children }: { viewer: AdminShellData; children: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const root = useRouteLoaderData('root') as RootData | undefined;
  return (
    <>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      {root?.demo ? <DemoRibbon mailbox={root.demo.mailbox} /> : null}
      <header className="admin-bar" data-testid="admin-bar">
        <Link className="admin-bar-home" to={href('admin-dashboard', null, locale)}>
          {t('site.name')} <span className="admin-bar-tag">{t('admin.frame.title')}</span>
        </Link>
        <p className="admin-bar-who">
          {viewer.name} · {t(`admin.role.${viewer.role}`)}
        </p>
        <div className="admin-bar-actions">
          {/* A full page load: the storefront's layout data is not the back office's. */}
          <a href={href('index', null, locale)}>{t('admin.frame.storefront')}</a>
          <Form method="post" action={href('compte', null, locale)} reloadDocument>
            <input type="hidden" name="intent" value="logout" />
            <button type="submit" className="admin-bar-logout">
              {t('header.logout')}
            </button>
          </Form>
        </div>
      </header>
      <div className="admin-shell">
        <nav className="admin-menu" aria-label={t('admin.menu.label')}>
          <ul data-testid="admin-menu">
            {viewer.menu.map((entry) => (
              <li key={entry.href}>
                <NavLink to={entry.href} end={entry.href === href('admin-dashboard', null, locale)}>
                  {t(entry.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="admin-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </>
  );
}
