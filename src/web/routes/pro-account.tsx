import { Link } from 'react-router';
import { PageHeader, pageLinks } from '../components/page';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { staticMeta } from '../seo';

/**
 * PRO account presentation (public): the advantages and how activation works (SPEC §1, §4:
 * a company document less than 3 months old, checked by an administrator). No breadcrumb.
 */
export const links = pageLinks;

export const meta = staticMeta('compte-pro', 'page.pro.title', 'page.pro.description');

const ADVANTAGES = ['page.pro.advantage1', 'page.pro.advantage2', 'page.pro.advantage3'] as const;
const STEPS = ['page.pro.step1', 'page.pro.step2', 'page.pro.step3'] as const;

export default function ProAccount() {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="page container">
      <PageHeader title={t('page.pro.title')} lead={t('page.pro.description')} />
      <section className="prose">
        <h2>{t('page.pro.advantagesTitle')}</h2>
        <ul>
          {ADVANTAGES.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <h2>{t('page.pro.stepsTitle')}</h2>
        <ol className="steps">
          {STEPS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
      </section>
      <div className="page-actions">
        <Link className="button button-brand" to={href('inscription', null, locale)}>
          {t('page.register.title')}
        </Link>
        <Link className="button button-secondary" to={href('contact', null, locale)}>
          {t('page.contact.title')}
        </Link>
      </div>
    </div>
  );
}
