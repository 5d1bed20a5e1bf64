import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n';
import { href } from '../../paths';

/** SPEC §8 error screen: status, title, description or message, buttons home and contact. */
export function ErrorScreen(props: {
  status: number;
  title: string;
  description: string;
  stack?: string;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <section
      className="error-screen container"
      data-testid="error-screen"
      data-status={props.status}
    >
      <title>{`${t('error.title', { status: props.status })} – ${props.title} | ${t('site.name')}`}</title>
      <meta name="robots" content="noindex" />
      <p className="error-status" aria-label={t('error.title', { status: props.status })}>
        {props.status}
      </p>
      <h1 className="error-title">{props.title}</h1>
      <p className="error-description">{props.description}</p>
      {props.stack ? <pre className="error-stack">{props.stack}</pre> : null}
      <div className="error-actions">
        <Link className="button button-primary" to={href('index', null, locale)}>
          {t('error.home')}
        </Link>
        <Link className="button button-secondary" to={href('contact', null, locale)}>
          {t('error.contact')}
        </Link>
      </div>
    </section>
  );
}
