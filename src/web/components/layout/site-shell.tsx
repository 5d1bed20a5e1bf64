import { Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../i18n';
import { CookieConsent } from '../consent';
import { LocalePanel, LocalePanelProvider, type PanelCountry } from '../locale-panel';
import { BackToTop } from './back-to-top';
import { Breadcrumb } from './breadcrumb';
import { LazySearchOverlay } from './search-overlay-lazy';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { EMPTY_LAYOUT, type LayoutData, type LayoutUser } from './types';
import { ImpersonationBanner } from './impersonation-banner';
import { DemoRibbon } from './demo-ribbon';
import type { OnlinePayments } from './payment-marks';

/** The root loader's data the shell reads (absent when the root loader itself failed). */
export interface ShellData {
  layout: LayoutData;
  user: LayoutUser | null;
  isPro: boolean;
  cartCount: number;
  country: string;
  origin: string;
  localePanel?: { countries: PanelCountry[]; country: string };
  /** Online payment methods with a gateway: the footer's reassurance band shows only these. */
  onlinePayments?: OnlinePayments;
  /** Demo mode (decision 019): the ribbon, with a link to the mailbox when mail lands there. */
  demo?: { mailbox: boolean } | null;
}

/**
 * Every page's frame (SPEC §2): skip link, header with menus, breadcrumb, main content — or the
 * search overlay when `q` is in the URL, which also replaces the footer — footer, back-to-top,
 * country and language sidebar, cookie banner.
 */
export function SiteShell({
  data,
  children,
}: {
  data: ShellData | undefined;
  children: ReactNode;
}) {
  const t = useT();
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const layout = data?.layout ?? EMPTY_LAYOUT;
  const country = data?.localePanel?.country ?? data?.country ?? 'FR';
  return (
    <LocalePanelProvider>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      {data?.demo ? <DemoRibbon mailbox={data.demo.mailbox} /> : null}
      <ImpersonationBanner user={data?.user ?? null} />
      <SiteHeader
        layout={layout}
        user={data?.user ?? null}
        isPro={data?.isPro ?? false}
        cartCount={data?.cartCount ?? 0}
        country={country}
      />
      {q ? null : <Breadcrumb origin={data?.origin ?? null} />}
      <main id="main" className="site-main" tabIndex={-1}>
        {q ? (
          <Suspense fallback={null}>
            <LazySearchOverlay q={q} domains={layout.domains} />
          </Suspense>
        ) : null}
        {/* Kept mounted under the overlay: cancelling the search finds the page as it was. */}
        <div className="page-content" hidden={q !== ''}>
          {children}
        </div>
      </main>
      {q ? null : <SiteFooter layout={layout} onlinePayments={data?.onlinePayments ?? []} />}
      <BackToTop />
      {data?.localePanel ? (
        <LocalePanel
          countries={data.localePanel.countries}
          currentCountry={country}
          isPro={data.isPro}
          accountId={data.user?.id ?? null}
        />
      ) : null}
      <CookieConsent />
    </LocalePanelProvider>
  );
}
