import { useState } from 'react';
import type { FeaturedPromoCode } from '../../../modules/promotions';
import { formatCodeValue } from '../../../shared/money';
import { useT } from '../../i18n';
import { useHydrated } from '../use-hydrated';

/**
 * SPEC §2 promo-code block of the filter list, for verified PRO customers on tablets and
 * desktops (hidden on phones by the stylesheet): a card per featured code with its name,
 * subtitle, picture and code. The copy button exists only once scripts run (a button that
 * cannot copy is never shown) and says "Copié" or "Erreur de copie".
 */
export function PromoCodeBlock({ codes }: { codes: readonly FeaturedPromoCode[] }) {
  const t = useT();
  return (
    <section
      className="list-promo-codes"
      aria-labelledby="list-promo-codes-title"
      data-testid="list-promo-codes"
    >
      <h2 id="list-promo-codes-title">{t('page.promoCodes.heading')}</h2>
      <ul>
        {codes.map((code) => (
          <li key={code.id} className="list-promo-code">
            {code.image ? (
              <img src={code.image.url} alt="" width="240" height="160" loading="lazy" />
            ) : null}
            <p className="list-promo-code-name">{code.name}</p>
            {code.subtitle ? <p className="list-promo-code-subtitle">{code.subtitle}</p> : null}
            {code.value ? (
              <p className="list-promo-code-value">
                {t('page.promoCodes.value', { value: formatCodeValue(code.value) })}
              </p>
            ) : null}
            <p className="list-promo-code-code">
              {t('page.promoCodes.code')} <strong data-testid="list-promo-code">{code.code}</strong>{' '}
              <CopyButton code={code.code} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The code's copy button and its feedback; nothing before hydration (the code stays text). */
export function CopyButton({ code }: { code: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const [state, setState] = useState<'idle' | 'done' | 'failed'>('idle');
  if (!hydrated) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setState('done');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button-ghost list-promo-code-copy"
        data-testid="promo-code-copy"
        onClick={copy}
      >
        {t('list.copyCode')}
      </button>
      <span role="status" className="list-promo-code-feedback">
        {state === 'done' ? t('copy.done') : state === 'failed' ? t('copy.failed') : ''}
      </span>
    </>
  );
}
