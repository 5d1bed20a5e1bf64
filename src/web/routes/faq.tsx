import type { Route } from './+types/faq';
import { listFaq } from '../../modules/content';
import { PageHeader, pageLinks } from '../components/page';
import { useT, type MessageKey } from '../i18n';
import { requestLocale } from '../request.server';
import { staticHandle, staticMeta } from '../seo';

/**
 * FAQ: entries grouped by theme, each question a native `<details>` disclosure (keyboard and
 * screen-reader friendly without JavaScript).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const groups = await context.cached(`faq:${locale}`, () => listFaq(context.database.db, locale));
  return { groups };
}

export const links = pageLinks;

export const meta = staticMeta('faq', 'page.faq.title', 'page.faq.description');

export const handle = staticHandle('page.faq.title');

const GROUP_TITLES: Record<string, MessageKey> = {
  orders: 'page.faq.group.orders',
  delivery: 'page.faq.group.delivery',
  payment: 'page.faq.group.payment',
  products: 'page.faq.group.products',
  returns: 'page.faq.group.returns',
  pro: 'page.faq.group.pro',
};

export default function Faq({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="page container">
      <PageHeader title={t('page.faq.title')} lead={t('page.faq.description')} />
      {loaderData.groups.length === 0 ? <p className="empty">{t('page.faq.empty')}</p> : null}
      {loaderData.groups.map((group) => {
        const key = GROUP_TITLES[group.group];
        const headingId = `faq-${group.group}`;
        return (
          <section key={group.group} className="faq-group" aria-labelledby={headingId}>
            <h2 id={headingId}>{key ? t(key) : group.group}</h2>
            {group.entries.map((entry) => (
              <details key={entry.id} className="faq-item">
                <summary>{entry.question}</summary>
                <p>{entry.answer}</p>
              </details>
            ))}
          </section>
        );
      })}
    </div>
  );
}
