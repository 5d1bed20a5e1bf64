import { Link } from 'react-router';
import type { Locale } from '../../shared/locale';
import { truncate } from '../format';
import { useT } from '../i18n';
import { href } from '../paths';
import { Picture } from './picture';

export interface DomainCard {
  id: number;
  name: string;
  slug: string;
  subtitle: string | null;
  image: { url: string } | null;
}

/** SPEC §9: domain subtitles are cut at 80 characters. */
const SUBTITLE_MAX = 80;

export function DomainGrid({ domains, locale }: { domains: DomainCard[]; locale: Locale }) {
  const t = useT();
  if (domains.length === 0) return <p className="empty">{t('domains.empty')}</p>;
  return (
    <ul className="domain-grid" data-testid="domains">
      {domains.map((domain) => (
        <li key={domain.id}>
          <Link className="domain-card" to={href('c-domain', { domain: domain.slug }, locale)}>
            <span className="domain-media">
              {domain.image ? (
                <Picture image={domain.image} preset="tile" alt="" />
              ) : (
                <span className="domain-placeholder" aria-hidden="true">
                  {domain.name.slice(0, 1)}
                </span>
              )}
            </span>
            <span className="domain-body">
              <span className="domain-name">{domain.name}</span>
              {domain.subtitle ? (
                <span className="domain-subtitle">{truncate(domain.subtitle, SUBTITLE_MAX)}</span>
              ) : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
