import { useEffect } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { loadViewer } from './account/viewer.server';
import { isBackOfficePath } from './admin/back-office.server';
import { headerCartCount } from './cart/cart.server';
import { headerFavoriteIds } from './favorites.server';
import { loadConsentData } from './components/consent/consent.server';
import { CHUNK_RELOAD_SCRIPT } from './components/layout/chunk-reload';
import { loadLayoutData } from './components/layout/layout-data.server';
import { RouteErrorScreen } from './components/layout/route-error';
import { SiteShell, type ShellData } from './components/layout/site-shell';
import { loadLocalePanelData } from './components/locale-panel/locale-panel.server';
import { useNonce } from './components/nonce';
import { useLocale, useMessages } from './i18n';
import { pageMessagesJson } from './i18n/page-messages.server';
import { layoutShouldRevalidate } from './layout-revalidation';
import { localeFromPath } from './paths';
import { publicOrigin } from './request.server';
import faviconUrl from './styles/favicon.svg?no-inline';
import stylesUrl from './styles/app.css?url';
import type {} from './context';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  // The back office's frame has no chat, pixel or cookie banner (decision 037); its paths get
  // no third-party ids at all, so nothing can load them there, not even a 404 page.
  const backOffice = isBackOfficePath(pathname);
  const [layout, consent, localePanel, user, cartCount, favoriteIds] = await Promise.all([
    loadLayoutData(context, locale),
    loadConsentData(request, context, locale),
    loadLocalePanelData(context, locale),
    loadViewer(context),
    headerCartCount(context),
    backOffice ? Promise.resolve([]) : headerFavoriteIds(context),
  ]);
  return {
    locale,
    // The page's UI texts: the browser bundles no catalogue (docs/decisions/010).
    messages: pageMessagesJson(locale),
    country: context.country,
    origin: publicOrigin(request),
    layout,
    consent: backOffice ? { ...consent, pixelId: null, chatId: null } : consent,
    localePanel,
    user,
    isPro: user?.isPro ?? false,
    // Sum of the cart's quantities; reloaded after every form post (an addition, an update…).
    cartCount,
    // The products whose heart is on (header count, hearts); none without a favorite cookie or
    // session, so a cached page holds no one's (decision 055).
    favoriteIds,
    // The footer names only the means of payment the checkout offers online now.
    onlinePayments: [...context.payments.setup.online],
    // The demo ribbon on every page (decision 019): never in production mode.
    demo: context.shopMode === 'demo' ? { mailbox: context.devMailbox } : null,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/** The layout data only changes with the locale (or after a form submission). */
export const shouldRevalidate = layoutShouldRevalidate;

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesUrl },
  { rel: 'icon', href: faviconUrl, type: 'image/svg+xml' },
];

/** The document shell, shared by pages and the error screen. */
export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const locale = useLocale();
  // First, so meta functions and breadcrumbs below translate with the page's catalogue.
  useMessages();
  const data = useRouteLoaderData('root') as RootData | undefined;
  const shell: ShellData | undefined = data;
  // Back-office pages draw their own frame (routes/admin-shell.tsx) once the viewer is known
  // to be staff; anyone else gets the storefront's 404 page, in the storefront's frame.
  const backOffice = useRouteLoaderData('admin-shell') !== undefined;
  // Set once React has committed the first render, i.e. every event handler is live: browser
  // tests (and anyone measuring time to interactive) wait for it rather than guessing.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#16181d" />
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: CHUNK_RELOAD_SCRIPT }}
        />
        <Meta />
        {/* Stylesheets need no nonce (style-src 'self'). An explicit empty one stops <ServerRouter
            nonce> defaulting onto <link>s: browsers blank a nonce attribute once parsed, so the
            client would see a mismatch on hydration. */}
        <Links nonce="" />
      </head>
      <body>
        {backOffice ? children : <SiteShell data={shell}>{children}</SiteShell>}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorScreen error={error} />;
}
