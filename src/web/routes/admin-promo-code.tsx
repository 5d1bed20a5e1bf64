import { Form, Link, useActionData } from 'react-router';
import type { Route } from './+types/admin-promo-code';
import { formatPrice } from '../../shared/money';
import type { Locale } from '../../shared/locale';
import {
  promoCodeAction,
  promoCodePage,
  type PromotionAnswer,
} from '../admin/promotions-page.server';
import { ProductSearchField } from '../components/admin/product-search-field';
import { PromotionsNav } from '../components/admin/promotions-nav';
import { TranslatedFields } from '../components/admin/translated-fields';
import { PageHeader, pageLinks } from '../components/page';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { staticMeta } from '../seo';

/**
 * Back office: one promo code (or a new one): code, label and subtitle in six languages,
 * -5 % to -20 % or a fixed amount, what it is for (everything, categories from the tree, products found by name
 * or reference), PRO only, featured, window in shop days, limits, minimum order, switched on.
 * Its uses and the discount it gave. One plain form: the product search is one of its buttons,
 * so what was typed stays when searching, with or without JavaScript.
 */
export const loader = (args: Route.LoaderArgs) => promoCodePage(args);
export const action = (args: Route.ActionArgs) => promoCodeAction(args);

export const links = pageLinks;

export const meta = staticMeta(
  'admin-promo-codes',
  'admin.promo.editTitle',
  'admin.promo.codesLead',
  {
    noindex: true,
  },
);

type Values = Record<string, unknown>;

export default function AdminPromoCode({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const answer = useActionData<PromotionAnswer>() ?? null;
  const { code } = loaderData;
  const typed: Values | null = answer?.values ?? null;
  const err = (field: string) => answer?.fields[field]?.join(' ') ?? null;
  const value = (field: string, stored: unknown) => String((typed ? typed[field] : stored) ?? '');
  const checked = (field: string, stored: boolean) => (typed ? typed[field] === true : stored);
  const texts = (field: 'name' | 'subtitle') =>
    ((typed?.[field] as Partial<Record<Locale, string>>) ?? code?.[field] ?? {}) as Partial<
      Record<Locale, string>
    >;
  const errorsOf = (field: string) =>
    Object.fromEntries(
      (['fr', 'en', 'es', 'de', 'it', 'pt'] as const).flatMap((l) => {
        const e = err(`${field}.${l}`);
        return e ? [[l, e]] : [];
      }),
    );
  const scope = value('applies_to', code?.applies_to ?? 'all');
  const kind = value('kind', code?.kind ?? 'percent');
  const euros = (cents: number) =>
    (cents / 100).toFixed(2).replace('.', locale === 'fr' ? ',' : '.');
  const ids = (field: 'category_ids' | 'product_ids') =>
    new Set(((typed?.[field] as string[]) ?? code?.[field] ?? []).map(Number));
  const chosenCategories = ids('category_ids');
  const chosenProducts = ids('product_ids');
  // The code's products first, then the search's (once each).
  // A search asked from the form answers with what was typed kept (no JavaScript needed).
  const search = answer?.search ?? {
    q: loaderData.productSearch,
    products: loaderData.foundProducts,
    chosen: [],
  };
  const products = [...loaderData.chosenProducts, ...search.chosen, ...search.products].filter(
    (p, i, all) => all.findIndex((q) => q.id === p.id) === i,
  );
  const field = (name: string, label: string, stored: unknown, type = 'text', help?: string) => (
    <div className="admin-field">
      <label htmlFor={`promo-${name}`}>{label}</label>
      <input
        id={`promo-${name}`}
        name={name}
        type={type}
        defaultValue={value(name, stored)}
        aria-invalid={err(name) ? true : undefined}
        aria-describedby={err(name) ? `promo-${name}-error` : undefined}
      />
      {help ? <p className="admin-help">{help}</p> : null}
      {err(name) ? (
        <p id={`promo-${name}-error`} className="field-error">
          {err(name)}
        </p>
      ) : null}
    </div>
  );
  const box = (name: string, label: string, stored: boolean) => (
    <div className="admin-field admin-check">
      <label>
        <input type="checkbox" name={name} defaultChecked={checked(name, stored)} /> {label}
      </label>
    </div>
  );
  return (
    <div className="page container">
      <PageHeader
        title={code ? `${t('admin.promo.editTitle')} ${code.code}` : t('admin.promo.newCode')}
      />
      <PromotionsNav current="admin-promo-codes" />
      <p>
        <Link to={href('admin-promo-codes', null, locale)}>{t('admin.promo.backToCodes')}</Link>
      </p>
      {loaderData.done === 'saved' ? (
        <p className="form-notice" role="status">
          {t('admin.promo.saved')}
        </p>
      ) : null}
      {code ? (
        <p data-testid="promo-stats">
          {t('admin.promo.stats', {
            uses: String(code.uses_count),
            orders: String(code.orders),
            amount: formatPrice(code.discount_given_cents),
          })}
        </p>
      ) : null}
      <Form
        // A save shows the stored values again (the fields are not controlled).
        key={code?.version ?? 'new'}
        method="post"
        encType="multipart/form-data"
        className="admin-form"
        noValidate
        data-testid="promo-form"
      >
        {/* First in the form, so Enter in a field saves rather than searches. */}
        <button
          type="submit"
          name="intent"
          value="code"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
        >
          {t('admin.promo.save')}
        </button>
        {code ? <input type="hidden" name="version" value={code.version} /> : null}
        {answer?.message ? (
          <p className="form-alert" role="alert">
            {answer.message}
          </p>
        ) : null}
        {field('code', t('admin.promo.code'), code?.code, 'text', t('admin.promo.codeHelp'))}
        <TranslatedFields
          name="name"
          label={t('admin.promo.label')}
          values={texts('name')}
          errors={errorsOf('name')}
          required={['fr']}
          idPrefix="promo"
        />
        <TranslatedFields
          name="subtitle"
          label={t('admin.promo.subtitle')}
          values={texts('subtitle')}
          errors={errorsOf('subtitle')}
          idPrefix="promo"
        />
        <fieldset className="admin-field" data-testid="promo-kind">
          <legend>{t('admin.promo.kind')}</legend>
          {(['percent', 'amount'] as const).map((option) => (
            <label key={option} className="admin-check">
              <input type="radio" name="kind" value={option} defaultChecked={kind === option} />{' '}
              {t(`admin.promo.kind.${option}`)}
            </label>
          ))}
          {err('kind') ? <p className="field-error">{err('kind')}</p> : null}
        </fieldset>
        {field(
          'value_percent',
          t('admin.promo.percent'),
          code?.value_percent ?? '',
          'number',
          t('admin.promo.percentHelp'),
        )}
        {field(
          'value_amount',
          t('admin.promo.amount'),
          code?.value_amount_cents != null ? euros(code.value_amount_cents) : '',
          'text',
          t('admin.promo.amountHelp'),
        )}
        <fieldset className="admin-field">
          <legend>{t('admin.promo.scope')}</legend>
          {(['all', 'categories', 'products'] as const).map((option) => (
            <label key={option} className="admin-check">
              <input
                type="radio"
                name="applies_to"
                value={option}
                defaultChecked={scope === option}
              />{' '}
              {t(`admin.promo.scope.${option}`)}
            </label>
          ))}
          {err('applies_to') ? <p className="field-error">{err('applies_to')}</p> : null}
        </fieldset>
        <fieldset className="admin-field">
          <legend>{t('admin.promo.categories')}</legend>
          <div className="admin-choices" data-testid="promo-categories">
            {loaderData.categories.map((category) => (
              <label key={category.id} style={{ paddingLeft: `${category.depth * 16}px` }}>
                <input
                  type="checkbox"
                  name="category_ids"
                  value={category.id}
                  defaultChecked={chosenCategories.has(category.id)}
                />{' '}
                {category.name}
              </label>
            ))}
          </div>
          {err('category_ids') ? (
            <p className="field-error" id="promo-category_ids-error">
              {err('category_ids')}
            </p>
          ) : null}
        </fieldset>
        <fieldset className="admin-field">
          <legend>{t('admin.promo.products')}</legend>
          <p className="admin-help">{t('admin.promo.productsHelp')}</p>
          <ProductSearchField idPrefix="promo" query={search.q} />
          {products.length > 0 ? (
            <div className="admin-choices" data-testid="promo-products">
              {products.map((product) => (
                <label key={product.id}>
                  <input
                    type="checkbox"
                    name="product_ids"
                    value={product.id}
                    defaultChecked={chosenProducts.has(product.id)}
                  />{' '}
                  {product.name} · {product.reference} · {formatPrice(product.price_ttc_cents)}
                </label>
              ))}
            </div>
          ) : null}
          {err('product_ids') ? <p className="field-error">{err('product_ids')}</p> : null}
        </fieldset>
        <div className="admin-field">
          <label htmlFor="promo-file">{t('admin.promo.picture')}</label>
          {code?.image ? (
            <p>
              <img
                src={code.image.url}
                alt=""
                width="240"
                height="160"
                className="admin-picture-preview"
                data-testid="promo-picture"
              />
              <label className="admin-check">
                <input type="checkbox" name="remove_picture" /> {t('admin.promo.pictureRemove')}
              </label>
            </p>
          ) : null}
          <input
            id="promo-file"
            name="file"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-describedby="promo-file-help"
          />
          <p id="promo-file-help" className="admin-help">
            {t('admin.promo.pictureHelp')}
          </p>
          {err('upload_id') ? <p className="field-error">{err('upload_id')}</p> : null}
        </div>
        {box('is_pro_only', t('admin.promo.proOnly'), code?.is_pro_only ?? false)}
        {box('is_featured', t('admin.promo.featured'), code?.is_featured ?? false)}
        {box('is_active', t('admin.promo.active'), code?.is_active ?? true)}
        {field('starts_on', t('admin.promo.startsOn'), code?.starts_on, 'date')}
        {field(
          'ends_on',
          t('admin.promo.endsOn'),
          code?.ends_on,
          'date',
          t('admin.promo.windowHelp'),
        )}
        {field('max_uses', t('admin.promo.maxUses'), code?.max_uses, 'number')}
        {field(
          'max_uses_per_customer',
          t('admin.promo.maxUsesPerCustomer'),
          code?.max_uses_per_customer,
          'number',
        )}
        {field(
          'min_amount',
          t('admin.promo.minAmount'),
          code ? euros(code.min_amount_cents) : '',
          'text',
        )}
        <button
          type="submit"
          name="intent"
          value="code"
          className="button button-primary"
          data-testid="promo-save"
        >
          {t('admin.promo.save')}
        </button>
      </Form>
    </div>
  );
}
