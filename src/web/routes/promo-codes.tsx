import type { Route } from './+types/promo-codes';
import { listFeaturedPromoCodes } from '../../modules/promotions';
import { formatCodeValue, formatPrice } from '../../shared/money';
import { PageHeader, pageLinks } from '../components/page';
import { CopyButton } from '../components/product-list/promo-code-block';
import { useT } from '../i18n';
import { productReadContext } from '../catalog.server';
import { requestLocale } from '../request.server';
import { staticHandle, staticMeta } from '../seo';

/**
 * Promo codes of the moment (SPEC §2 heading "Nos codes promos du moment !"): the featured codes
 * valid now, best percent first then fixed amounts, with their picture and what they take off
 * ("-10 %" or "-10 €"). PRO-only codes are listed for a verified PRO only (decision 048):
 * the memo is keyed on it. Each card has the copy button of the product list's promo-code block (once scripts run;
 * without them the code is plain selectable text).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const pro = (await productReadContext(context, locale)).prices.pro !== null;
  const codes = await context.cached(`promo-codes:featured:${locale}:${pro ? 'pro' : 'all'}`, () =>
    listFeaturedPromoCodes(context.database.db, locale, { includePro: pro }),
  );
  return { codes };
}

export const links = pageLinks;

export const meta = staticMeta(
  'codes-promo',
  'page.promoCodes.title',
  'page.promoCodes.description',
);

export const handle = staticHandle('page.promoCodes.title');

export default function PromoCodes({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="page container">
      <PageHeader title={t('page.promoCodes.heading')} lead={t('page.promoCodes.description')} />
      {loaderData.codes.length === 0 ? (
        <p className="empty">{t('page.promoCodes.empty')}</p>
      ) : (
        <ul className="card-list" data-testid="promo-codes">
          {loaderData.codes.map((code) => (
            <li key={code.id}>
              <article className="card">
                {code.image ? (
                  <img src={code.image.url} alt="" width="600" height="400" loading="lazy" />
                ) : null}
                <div className="card-body">
                  <h2 className="card-title">{code.name}</h2>
                  {code.value ? (
                    <p className="promo-code-value" data-testid="promo-code-value">
                      {t('page.promoCodes.value', { value: formatCodeValue(code.value) })}
                    </p>
                  ) : null}
                  {code.subtitle ? <p className="card-meta">{code.subtitle}</p> : null}
                  {code.minAmountCents > 0 ? (
                    <p className="card-meta">
                      {t('page.promoCodes.minimum', { amount: formatPrice(code.minAmountCents) })}
                    </p>
                  ) : null}
                  <p className="card-meta">
                    {t('page.promoCodes.code')}{' '}
                    <strong className="promo-code" data-testid="promo-code">
                      {code.code}
                    </strong>{' '}
                    <CopyButton code={code.code} />
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
