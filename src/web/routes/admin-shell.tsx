import { NavLink, Outlet, data } from 'react-router';
import type { Route } from './+types/admin-shell';
import { staffViewer } from '../../modules/customers';
import { loginRedirect } from '../account/guard.server';
import { adminMenu, backOfficeLocale } from '../admin/back-office.server';
import { useT } from '../i18n';

/**
 * The back office's layout (routes.ts puts every admin page under it): the menu of what the
 * viewer's role may open, then the page. Visitors go to the login page; anyone without a
 * back-office role gets the 404 page; each page checks its own permission too (adminGuard),
 * so a link typed by hand is refused the same way. /es, /de, /it, /pt paths redirect to
 * English (the back office speaks French and English).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = backOfficeLocale(request);
  if (!context.session) throw loginRedirect(request, locale);
  const viewer = await staffViewer(context.database.db, context.session.userId);
  if (!viewer) throw data(null, { status: 404 });
  return {
    name: viewer.name,
    role: viewer.role,
    menu: adminMenu(viewer.permissions, locale).map(({ href, label }) => ({ href, label })),
  };
}

export default function AdminShell({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="admin-shell">
      <nav className="admin-menu" aria-label={t('admin.menu.label')}>
        <p className="admin-menu-who">
          {loaderData.name} · {t(`admin.role.${loaderData.role}`)}
        </p>
        <ul data-testid="admin-menu">
          {loaderData.menu.map((entry) => (
            <li key={entry.href}>
              <NavLink to={entry.href}>{t(entry.label)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-main">
        <Outlet />
      </div>
    </div>
  );
}
