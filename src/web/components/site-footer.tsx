import { Link } from 'react-router';
import { LOCALES, type Locale } from '../../shared/locale';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { Logo } from './logo';

/** Language names are written in their own language, whatever the page locale. */
const LANGUAGE_NAMES: Record<Locale, string> = {
  fr: 'Français',
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
};

/** SPEC §2 footer (first cut): logo, SEO text, languages, useful links, copyright. */
export function SiteFooter({ text }: { text: string | null }) {
  const t = useT();
  const locale = useLocale();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-about">
          <Logo name={t('site.name')} />
          {text
            ? text.split(/\n{2,}/).map((paragraph, i) => (
                <p key={i} className="footer-text">
                  {paragraph}
                </p>
              ))
            : null}
        </div>
        <nav className="footer-links" aria-label={t('footer.usefulLinks')}>
          <h2 className="footer-heading">{t('footer.usefulLinks')}</h2>
          <ul>
            <li>
              <Link to={href('contact', null, locale)}>{t('footer.contact')}</Link>
            </li>
          </ul>
        </nav>
        <nav className="footer-languages" aria-label={t('footer.languages')}>
          <h2 className="footer-heading">{t('footer.languages')}</h2>
          <ul>
            {LOCALES.map((code) => (
              <li key={code}>
                <Link
                  to={href('index', null, code)}
                  hrefLang={code}
                  lang={code}
                  aria-current={code === locale ? 'true' : undefined}
                >
                  {LANGUAGE_NAMES[code]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="footer-bottom">
        <div className="container">
          <p suppressHydrationWarning>{t('footer.rights', { year, site: t('site.name') })}</p>
        </div>
      </div>
    </footer>
  );
}
