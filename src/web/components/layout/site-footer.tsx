import { useEffect } from 'react';
import { Link } from 'react-router';
import { LOCALES, type Locale } from '../../../shared/locale';
import { useLocale, useT } from '../../i18n';
import { href } from '../../paths';
import { CookieSettingsLink } from '../consent';
import { LOCALE_COOKIE, LOCALE_MAX_AGE_S, serialiseCookie } from '../consent/consent-rules';
import { LANGUAGE_NAMES } from '../locale-panel';
import { BankIcon, InstalmentIcon, LockIcon, MailIcon, PhoneIcon, SocialIcon } from './icons';
import { Logo } from './logo';
import { NewsletterForm } from '../newsletter/newsletter-form';
import {
  PaymentMarks,
  takesCardOrPaypal,
  takesInstalments,
  type OnlinePayments,
} from './payment-marks';
import type { LayoutData } from './types';

const SOCIAL_NAMES = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
} as const;

/** iPhone, iPod, and iPad (which also reports itself as a touch Mac). */
export function isIOS(navigator: {
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
}) {
  return (
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (navigator.platform === 'MacIntel' && (navigator.maxTouchPoints ?? 0) > 1)
  );
}

/**
 * A language chosen in the footer is remembered like the panel's choice (SPEC §7 locale cookie,
 * 365 days), or the home page would send the visitor back to the previous language.
 */
function rememberLocale(locale: Locale) {
  const secure = window.location.protocol === 'https:';
  document.cookie = serialiseCookie(LOCALE_COOKIE, locale, { maxAgeS: LOCALE_MAX_AGE_S, secure });
}

/**
 * SPEC §2 footer: payment reassurance (card marks, transfer, 3x/4x without fees), logo and SEO
 * text (hidden on iOS), contact (phone of the locale, e-mail, social links), useful links,
 * languages, copyright with the current year and credits.
 */
export function SiteFooter({
  layout,
  onlinePayments,
}: {
  layout: LayoutData;
  /** What the checkout takes online now: the band promises nothing more (no gateway, no logo). */
  onlinePayments: OnlinePayments;
}) {
  const t = useT();
  const locale = useLocale();
  const year = new Date().getFullYear();

  // Known only in the browser: the class lands after hydration (the text is in the HTML).
  useEffect(() => {
    if (isIOS(window.navigator)) document.documentElement.classList.add('is-ios');
  }, []);

  const usefulLinks = [
    { key: 'footer.terms', to: href('cgv', null, locale) },
    { key: 'footer.legal', to: href('mentions-legales', null, locale) },
    { key: 'footer.privacy', to: href('protection-donnees', null, locale) },
    { key: 'footer.faq', to: href('faq', null, locale) },
    { key: 'footer.contact', to: href('contact', null, locale) },
  ] as const;

  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="footer-assurance">
        <ul className="container assurance-list">
          {takesCardOrPaypal(onlinePayments) ? (
            <li className="assurance-item assurance-payment">
              <LockIcon />
              <span>{t('footer.securePayment')}</span>
              <PaymentMarks label={t('footer.paymentMethods')} online={onlinePayments} />
            </li>
          ) : null}
          <li className="assurance-item">
            <BankIcon />
            <span>{t('footer.transfer')}</span>
          </li>
          {takesInstalments(onlinePayments) ? (
            <li className="assurance-item" data-testid="footer-instalments">
              <InstalmentIcon />
              <span>{t('footer.instalments')}</span>
            </li>
          ) : null}
        </ul>
      </div>
      <section className="container footer-newsletter" aria-labelledby="footer-newsletter-title">
        <div className="footer-newsletter-text">
          <h2 id="footer-newsletter-title" className="footer-heading">
            {t('newsletter.title')}
          </h2>
          <p>{t('newsletter.lead')}</p>
        </div>
        <NewsletterForm placement="footer" />
      </section>
      <div className="container footer-grid">
        <div className="footer-about">
          <Link to={href('index', null, locale)} aria-label={t('nav.homeLabel')}>
            <Logo name={t('site.name')} />
          </Link>
          {layout.footerText ? (
            <div className="footer-seo" data-testid="footer-seo">
              {layout.footerText.split(/\n{2,}/).map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </div>
          ) : null}
        </div>
        <section className="footer-contact" aria-labelledby="footer-contact-title">
          <h2 id="footer-contact-title" className="footer-heading">
            {t('footer.contactTitle')}
          </h2>
          <ul className="footer-list">
            {layout.phone ? (
              <li>
                <a
                  className="footer-contact-line"
                  href={`tel:${layout.phone.replace(/[^\d+]/g, '')}`}
                >
                  <PhoneIcon />
                  <span>
                    <span className="visually-hidden">{t('footer.phone')} </span>
                    {layout.phone}
                  </span>
                </a>
              </li>
            ) : null}
            {layout.email ? (
              <li>
                <a className="footer-contact-line" href={`mailto:${layout.email}`}>
                  <MailIcon />
                  <span>
                    <span className="visually-hidden">{t('footer.email')} </span>
                    {layout.email}
                  </span>
                </a>
              </li>
            ) : null}
            <li>
              <Link className="footer-contact-line" to={href('contact', null, locale)}>
                <MailIcon />
                <span>{t('footer.contactForm')}</span>
              </Link>
            </li>
          </ul>
          {layout.social.length > 0 ? (
            <ul className="footer-social" aria-label={t('footer.social')}>
              {layout.social.map((link) => (
                <li key={link.network}>
                  <a
                    href={link.url}
                    rel="noopener"
                    aria-label={SOCIAL_NAMES[link.network]}
                    title={SOCIAL_NAMES[link.network]}
                  >
                    <SocialIcon network={link.network} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <nav className="footer-links" aria-labelledby="footer-links-title">
          <h2 id="footer-links-title" className="footer-heading">
            {t('footer.usefulLinks')}
          </h2>
          <ul className="footer-list">
            {usefulLinks.map((link) => (
              <li key={link.key}>
                <Link to={link.to}>{t(link.key)}</Link>
              </li>
            ))}
            <li>
              {/* A resource (XML), not a page: a plain link, no client-side navigation. */}
              <a href={href('sitemap', null, locale)}>{t('footer.sitemap')}</a>
            </li>
            <li>
              <CookieSettingsLink className="footer-button-link" />
            </li>
          </ul>
        </nav>
        <nav className="footer-languages" aria-labelledby="footer-languages-title">
          <h2 id="footer-languages-title" className="footer-heading">
            {t('footer.languages')}
          </h2>
          <ul className="footer-list footer-language-list">
            {LOCALES.map((code) => (
              <li key={code}>
                <a
                  href={href('index', null, code)}
                  hrefLang={code}
                  lang={code}
                  aria-current={code === locale ? 'true' : undefined}
                  onClick={() => rememberLocale(code)}
                >
                  {LANGUAGE_NAMES[code]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="footer-bottom">
        <div className="container footer-bottom-inner">
          <p suppressHydrationWarning>{t('footer.rights', { year, site: t('site.name') })}</p>
          <p>{t('footer.credits')}</p>
          {layout.seller ? (
            <p className="footer-seller" data-testid="footer-seller">
              {t('footer.seller', layout.seller)}
            </p>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
