import { Form, Link } from 'react-router';
import type { ContactMessageDto } from '../../../modules/support/contact.contract';
import { useLocale, useT, type MessageKey } from '../../i18n';
import { href } from '../../paths';

/**
 * One contact message in the back office (decision 052): who wrote and about what, the text,
 * the attachment shown inline through the private download route, a "reply by e-mail" link
 * and the handled switch (a plain form posted to the page).
 */
export function ContactMessageCard({
  message: m,
  subject,
  when,
}: {
  message: ContactMessageDto;
  subject: string;
  when: (iso: string) => string;
}) {
  const t = useT();
  const locale = useLocale();
  const reply = `mailto:${m.email}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
  const next = m.status === 'handled' ? 'unhandled' : 'handled';
  return (
    <section
      style={{
        border: '1px solid #dde1e6',
        borderRadius: 8,
        padding: 24,
        marginBottom: 32,
      }}
      className="admin-card"
      aria-labelledby="contact-message-title"
      data-testid="contact-message"
    >
      <h2 id="contact-message-title">
        {subject} — {m.name}
      </h2>
      <dl className="admin-facts">
        <dt>{t('admin.contacts.from')}</dt>
        <dd>
          {m.name} &lt;{m.email}&gt;
        </dd>
        <dt>{t('admin.contacts.date')}</dt>
        <dd>{when(m.created_at)}</dd>
        <dt>{t('admin.contacts.order')}</dt>
        <dd>{m.order_number ?? '—'}</dd>
        <dt>{t('admin.contacts.language')}</dt>
        <dd>{m.locale.toUpperCase()}</dd>
        <dt>{t('admin.contacts.customer')}</dt>
        <dd>
          {m.customer_id ? (
            <Link to={href('admin-customers-id', { id: m.customer_id }, locale)}>
              #{m.customer_id}
            </Link>
          ) : (
            t('admin.contacts.guest')
          )}
        </dd>
        <dt>{t('admin.contacts.state')}</dt>
        <dd data-testid="contact-state">
          {t(`admin.contacts.status.${m.status}` as MessageKey)}
          {m.handled_at ? ` — ${t('admin.contacts.handledOn', { date: when(m.handled_at) })}` : ''}
        </dd>
      </dl>
      <h3>{t('admin.contacts.message')}</h3>
      <p style={{ whiteSpace: 'pre-wrap' }} data-testid="contact-text">
        {m.message}
      </p>
      {m.attachment ? (
        <>
          <h3>{t('admin.contacts.attachment')}</h3>
          <figure className="admin-document">
            {m.attachment.content_type === 'application/pdf' ? (
              <iframe
                src={`${m.attachment.url}?inline=1`}
                title={m.attachment.original_name}
                width="100%"
                height="480"
              />
            ) : (
              <img
                src={`${m.attachment.url}?inline=1`}
                alt={m.attachment.original_name}
                style={{ maxWidth: '100%', maxHeight: 480 }}
              />
            )}
            <figcaption>
              <a href={m.attachment.url} data-testid="contact-attachment">
                {t('admin.contacts.download')}
              </a>{' '}
              — {m.attachment.original_name}
            </figcaption>
          </figure>
        </>
      ) : null}
      <div className="admin-actions">
        <a className="button button-secondary" href={reply} data-testid="contact-reply">
          {t('admin.contacts.reply')}
        </a>
        <Form method="post">
          <input type="hidden" name="message_id" value={m.id} />
          <input type="hidden" name="status" value={next} />
          <button type="submit" className="button button-primary" data-testid="contact-toggle">
            {t(next === 'handled' ? 'admin.contacts.markHandled' : 'admin.contacts.markUnhandled')}
          </button>
        </Form>
        <Link to={href('admin-contacts', null, locale)}>{t('admin.contacts.back')}</Link>
      </div>
    </section>
  );
}
