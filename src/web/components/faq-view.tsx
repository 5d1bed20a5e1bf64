import { useT, type MessageKey } from '../i18n';
import { PageHeader } from './page';

const GROUP_TITLES: Record<string, MessageKey> = {
  orders: 'page.faq.group.orders',
  delivery: 'page.faq.group.delivery',
  payment: 'page.faq.group.payment',
  products: 'page.faq.group.products',
  returns: 'page.faq.group.returns',
  pro: 'page.faq.group.pro',
};

export interface FaqViewGroup {
  group: string;
  entries: Array<{ id: number; question: string; answer: string }>;
}

/**
 * The FAQ as a customer sees it: entries grouped by theme, each question a native `<details>`
 * disclosure (keyboard and screen-reader friendly without JavaScript). The FAQ page and the
 * back office's preview both render it; answers are text, never HTML.
 */
export function FaqView({ groups }: { groups: FaqViewGroup[] }) {
  const t = useT();
  return (
    <div className="page container">
      <PageHeader title={t('page.faq.title')} lead={t('page.faq.description')} />
      {groups.length === 0 ? <p className="empty">{t('page.faq.empty')}</p> : null}
      {groups.map((group) => {
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
