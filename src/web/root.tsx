import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import { ErrorScreen } from './components/error-screen';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { useNonce } from './components/nonce';
import { useLocale, useT } from './i18n';
import { localeFromPath } from './paths';
import { getTexts } from '../modules/content';
import faviconUrl from './styles/favicon.svg?no-inline';
import stylesUrl from './styles/app.css?url';
import type {} from './context';

/** Editable texts every page shows (header banner, footer SEO text). */
const LAYOUT_TEXTS = ['home_banner_label', 'home_banner_url', 'description_footer'];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const texts = await context.cached(`layout-texts:${locale}`, () =>
    getTexts(context.database.db, LAYOUT_TEXTS, locale),
  );
  const label = texts.home_banner_label?.trim();
  return {
    locale,
    banner: label ? { label, url: texts.home_banner_url?.trim() || null } : null,
    footerText: texts.description_footer?.trim() || null,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/** The layout data only changes with the locale (or after a form submission). */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname);
}

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesUrl },
  { rel: 'icon', href: faviconUrl, type: 'image/svg+xml' },
];

/** The document shell, shared by pages and the error screen. */
export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const locale = useLocale();
  const t = useT();
  const data = useRouteLoaderData('root') as RootData | undefined;
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#16181d" />
        <Meta />
        {/* Stylesheets need no nonce (style-src 'self'). An explicit empty one stops <ServerRouter
            nonce> defaulting onto <link>s: browsers blank a nonce attribute once parsed, so the
            client would see a mismatch on hydration. */}
        <Links nonce="" />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t('nav.skipToContent')}
        </a>
        <SiteHeader banner={data?.banner ?? null} />
        <main id="main" className="site-main">
          {children}
        </main>
        <SiteFooter text={data?.footerText ?? null} />
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
  const t = useT();
  if (isRouteErrorResponse(error)) {
    // Router-made responses (405, 400…) carry developer text: never shown to customers.
    const detail = (error as { internal?: boolean }).internal ? null : errorDetail(error.data);
    return error.status === 404 ? (
      <ErrorScreen
        status={404}
        title={t('error.notFoundTitle')}
        description={t('error.notFoundDescription')}
      />
    ) : (
      <ErrorScreen
        status={error.status}
        title={t('error.genericTitle')}
        description={detail ?? t('error.genericMessage')}
      />
    );
  }
  // Server errors arrive sanitised in production; a browser-side crash keeps its message, so
  // show the message (and stack) to developers only.
  const dev = import.meta.env.DEV && error instanceof Error;
  return (
    <ErrorScreen
      status={500}
      title={t('error.genericTitle')}
      description={dev ? error.message : t('error.genericMessage')}
      stack={dev ? error.stack : undefined}
    />
  );
}

/** A message thrown on purpose: `throw data('…', { status })` or `data({ message: '…' }, …)`. */
function errorDetail(data: unknown): string | null {
  if (typeof data === 'string') return data.trim() || null;
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
    return data.message.trim() || null;
  }
  return null;
}
