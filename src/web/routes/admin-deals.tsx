import { Form, Link, useActionData } from 'react-router';
import type { Route } from './+types/admin-deals';
import { formatPrice } from '../../shared/money';
import type { Locale } from '../../shared/locale';
import { dealsAction, dealsPage } from '../admin/deals-page.server';
import type { PromotionAnswer } from '../admin/promotion-forms.server';
import { DealTargetField } from '../components/admin/deal-target-field';
import { ProductSearchField } from '../components/admin/product-search-field';
import { PromotionsNav } from '../components/admin/promotions-nav';
import { TranslatedFields } from '../components/admin/translated-fields';
import { PageHeader, formatDate, pageLinks } from '../components/page';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { staticMeta } from '../seo';

/**
 * Back office: the deals ("bons plans"): a product — every variant, or one of them — at -x %
 * (or at a new price) between two shop days, shown with its old and new prices. The product is
 * chosen first (typed or picked among those found; a button of the form, no JavaScript
 * needed), then its variants are offered in a select. The storefront's deals page and the
 * prices follow at once (deals are read live; the caches are emptied on save). `?id=` edits one.
 */
export const loader = (args: Route.LoaderArgs) => dealsPage(args);
export const action = (args: Route.ActionArgs) => dealsAction(args);

export const links = pageLinks;

export const meta = staticMeta('admin-deals', 'admin.promo.dealsTitle', 'admin.promo.dealsLead', {
  noindex: true,
});

export default function AdminDeals({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const answer = useActionData<PromotionAnswer>() ?? null;
  const deal = loaderData.editing;
  const typed = answer?.values ?? null;
  // The product chosen and its variants: from the last answer of this form, else the deal's.
  const target = answer && 'target' in answer ? (answer.target ?? null) : loaderData.target;

  // A search asked from the form answers with what was typed kept (no JavaScript needed).
  const search = answer?.search ?? {
    q: loaderData.productSearch,
    products: loaderData.foundProducts,
  };
  const err = (field: string) => answer?.fields[field]?.join(' ') ?? null;
  const value = (field: string, stored: unknown) => String((typed ? typed[field] : stored) ?? '');
  const chosenVariant = value('variant_id', deal?.variant_id);
  const texts = (field: 'title' | 'description') =>
    ((typed?.[field] as Partial<Record<Locale, string>>) ?? deal?.[field] ?? {}) as Partial<
      Record<Locale, string>
    >;
  const langErrors = (field: string) =>
    Object.fromEntries(
      (['fr', 'en', 'es', 'de', 'it', 'pt'] as const).flatMap((l) => {
        const e = err(`${field}.${l}`);
        return e ? [[l, e]] : [];
      }),
    );
  const day = (value: string) => formatDate(`${value}T12:00:00Z`, locale);
  const field = (name: string, label: string, stored: unknown, type = 'text', help?: string) => (
    <div className="admin-field">
      <label htmlFor={`deal-${name}`}>{label}</label>
      <input
        id={`deal-${name}`}
        name={name}
        type={type}
        defaultValue={value(name, stored)}
        aria-invalid={err(name) ? true : undefined}
        aria-describedby={err(name) ? `deal-${name}-error` : undefined}
      />
      {help ? <p className="admin-help">{help}</p> : null}
      {err(name) ? (
        <p id={`deal-${name}-error`} className="field-error">
          {err(name)}
        </p>
      ) : null}
    </div>
  );
  return (
    <div className="page container">
      <PageHeader title={t('admin.promo.dealsTitle')} lead={t('admin.promo.dealsLead')} />
      <PromotionsNav current="admin-deals" />
      {loaderData.done === 'saved' ? (
        <p className="form-notice" role="status">
          {t('admin.promo.saved')}
        </p>
      ) : null}
      {loaderData.deals.length === 0 ? (
        <p>{t('admin.promo.noDeals')}</p>
      ) : (
        <div className="admin-table-scroll">
          <table className="admin-table" data-testid="admin-deals">
            <thead>
              <tr>
                <th scope="col">{t('admin.promo.dealTitle')}</th>
                <th scope="col">{t('admin.promo.product')}</th>
                <th scope="col">{t('admin.promo.prices')}</th>
                <th scope="col">{t('admin.promo.window')}</th>
                <th scope="col">{t('admin.promo.state')}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.deals.map((row) => (
                <tr key={row.id}>
                  <td>
                    <Link to={`${href('admin-deals', null, locale)}?id=${row.id}`}>
                      {row.title[locale] ?? row.title.fr}
                    </Link>
                  </td>
                  <td>
                    {row.product_name ?? '—'}
                    {row.variant_name ? (
                      <>
                        <br />
                        <small>{t('admin.promo.variantOf', { name: row.variant_name })}</small>
                      </>
                    ) : null}
                  </td>
                  <td>
                    -{row.discount_percent} %
                    {row.old_price_ttc_cents !== null && row.new_price_ttc_cents !== null ? (
                      <>
                        {' · '}
                        <s>{formatPrice(row.old_price_ttc_cents)}</s>{' '}
                        <strong>{formatPrice(row.new_price_ttc_cents)}</strong>
                      </>
                    ) : null}
                  </td>
                  <td>
                    {day(row.starts_on)} → {day(row.ends_on)}
                  </td>
                  <td>
                    {row.running
                      ? t('admin.promo.state.active')
                      : row.is_active
                        ? t('admin.promo.notRunning')
                        : t('admin.promo.state.inactive')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2 id="deal-form-title">
        {deal ? `${t('admin.promo.editDeal')} ${deal.title.fr ?? ''}` : t('admin.promo.newDeal')}
      </h2>
      {deal ? (
        <p>
          <Link to={href('admin-deals', null, locale)}>{t('admin.promo.newDeal')}</Link>
        </p>
      ) : null}
      <Form
        // A product chosen by a button of this form draws the form again around it (what was
        // typed comes back with the answer), so its fields show the product and its variants.
        key={`${deal?.id ?? 'new'}:${target?.product.id ?? ''}`}
        method="post"
        className="admin-form"
        aria-labelledby="deal-form-title"
        noValidate
      >
        {/* First in the form, so Enter in a field saves rather than searches. */}
        <button
          type="submit"
          name="intent"
          value="deal"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
        >
          {t('admin.promo.save')}
        </button>
        {deal ? <input type="hidden" name="id" value={deal.id} /> : null}
        {deal ? <input type="hidden" name="version" value={deal.version} /> : null}
        {answer?.message ? (
          <p className="form-alert" role="alert">
            {answer.message}
          </p>
        ) : null}
        <ProductSearchField idPrefix="deal" query={search.q} />
        {search.products.length > 0 ? (
          <ul className="admin-list" data-testid="deal-found">
            {search.products.map((p) => (
              <li key={p.id}>
                #{p.id} · {p.name} · {p.reference} · {formatPrice(p.price_ttc_cents)}{' '}
                <button
                  type="submit"
                  name="pick_product"
                  value={p.id}
                  formNoValidate
                  className="button button-small"
                  data-testid={`deal-pick-${p.id}`}
                >
                  {t('admin.promo.pickProduct')}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {field('product_id', t('admin.promo.productId'), deal?.product_id, 'number')}
        <DealTargetField target={target} chosenVariant={chosenVariant} error={err('variant_id')} />
        <TranslatedFields
          name="title"
          label={t('admin.promo.dealTitle')}
          values={texts('title')}
          errors={langErrors('title')}
          required={['fr']}
          idPrefix="deal"
        />
        <TranslatedFields
          name="description"
          label={t('admin.promo.dealDescription')}
          values={texts('description')}
          errors={langErrors('description')}
          multiline
          idPrefix="deal"
        />
        {field('discount_percent', t('admin.promo.dealPercent'), deal?.discount_percent, 'number')}
        {field('new_price', t('admin.promo.newPrice'), '', 'text', t('admin.promo.newPriceHelp'))}
        {field('starts_on', t('admin.promo.startsOn'), deal?.starts_on, 'date')}
        {field(
          'ends_on',
          t('admin.promo.endsOn'),
          deal?.ends_on,
          'date',
          t('admin.promo.windowHelp'),
        )}
        {field('position', t('admin.promo.position'), deal?.position ?? 0, 'number')}
        <div className="admin-field admin-check">
          <label>
            <input
              type="checkbox"
              name="is_active"
              defaultChecked={typed ? typed.is_active === true : (deal?.is_active ?? true)}
            />{' '}
            {t('admin.promo.active')}
          </label>
        </div>
        <button
          type="submit"
          name="intent"
          value="deal"
          className="button button-primary"
          data-testid="deal-save"
        >
          {t('admin.promo.save')}
        </button>
      </Form>
    </div>
  );
}
