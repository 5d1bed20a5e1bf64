import { Form, Link, useActionData } from 'react-router';
import type { Route } from './+types/admin-product';
import { productEditorAction, type ProductAnswer } from '../admin/product-editor-actions.server';
import { productEditorPage } from '../admin/product-editor.server';
import { MakePicker, ProductMainForm } from '../components/admin/product-main-form';
import structureStylesUrl from '../components/admin/catalogue-structure.css?url';
import { ProductDocuments } from '../components/admin/product-documents';
import { ProductImages } from '../components/admin/product-images';
import { ProTiersForm } from '../components/admin/pro-tiers-form';
import { VariantForm } from '../components/admin/product-variants';
import { PageHeader, pageLinks } from '../components/page';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { staticMeta } from '../seo';

/**
 * Back office: one product (`/admin/produits/:id`) or a new one (`/admin/produits/nouveau`).
 * The product's fields, its variants and its pictures, each a plain form (works without
 * JavaScript); copy, switch on/off and delete below.
 */
export const loader = (args: Route.LoaderArgs) => productEditorPage(args);
export const action = (args: Route.ActionArgs) => productEditorAction(args);
export const links = () => [...pageLinks(), { rel: 'stylesheet', href: structureStylesUrl }];
export const meta = staticMeta('admin-products', 'admin.products.title', 'admin.product.lead', {
  noindex: true,
});

export default function AdminProduct({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const answer = useActionData<ProductAnswer>() ?? null;
  const { product, choices, done } = loaderData;
  const forIntent = (intents: string[], target: number | null | 'any' = null) =>
    answer && intents.includes(answer.intent) && (target === 'any' || answer.target === target)
      ? answer
      : null;
  const simple = (intent: string, label: string, testId: string) => (
    <Form method="post" className="admin-inline-form">
      <input type="hidden" name="intent" value={intent} />
      {product ? <input type="hidden" name="version" value={product.version} /> : null}
      <button type="submit" className="button" data-testid={testId}>
        {label}
      </button>
    </Form>
  );
  return (
    <div className="page container admin-product">
      <p>
        <Link to={href('admin-products', null, locale)}>{t('admin.product.back')}</Link>
      </p>
      <PageHeader
        title={
          product
            ? t('admin.product.title', { reference: product.reference })
            : t('admin.product.titleNew')
        }
        lead={t('admin.product.lead')}
      />
      {done ? (
        <p className="form-notice" role="status">
          {t(`admin.product.done.${done}`)}
        </p>
      ) : null}
      <MakePicker choices={choices} make={loaderData.make} t={t} />
      <ProductMainForm
        product={product}
        choices={choices}
        make={loaderData.make}
        models={loaderData.models}
        fitted={loaderData.fitted}
        answer={forIntent(['save', 'activate', 'deactivate', 'duplicate', 'delete'])}
        locale={locale}
        t={t}
      />
      {product ? (
        <>
          <div className="admin-actions">
            {simple('duplicate', t('admin.product.duplicate'), 'product-duplicate')}
            {product.is_active
              ? simple('deactivate', t('admin.product.deactivate'), 'product-deactivate')
              : simple('activate', t('admin.product.activate'), 'product-activate')}
            {simple('delete', t('admin.product.delete'), 'product-delete')}
          </div>
          <h2 className="admin-product-section">{t('admin.product.imagesTitle')}</h2>
          <ProductImages
            productId={product.id}
            images={product.images}
            answer={forIntent(
              [
                'image-upload',
                'image-alt',
                'image-up',
                'image-down',
                'image-reorder',
                'image-remove',
              ],
              'any',
            )}
            language={locale}
            t={t}
          />
          <h2 className="admin-product-section">{t('admin.product.documentsTitle')}</h2>
          <ProductDocuments
            documents={product.documents}
            version={product.version}
            answer={answer?.intent.startsWith('document-') ? answer : null}
            target={answer?.target ?? null}
            locale={locale}
            t={t}
          />
          <section className="admin-product-section" data-testid="product-pro-tiers">
            <ProTiersForm
              tiers={loaderData.proTiers}
              answer={forIntent(['pro-tiers'])}
              formKey={`tiers-${done ?? ''}`}
              t={t}
            />
          </section>
          <h2 className="admin-product-section">{t('admin.product.variantsTitle')}</h2>
          {product.variants.map((variant) => (
            <div key={variant.id}>
              <VariantForm
                variant={variant}
                filters={choices.filters}
                answer={forIntent(['variant-save', 'variant-remove'], variant.id)}
                locale={locale}
                t={t}
              />
              <ProductImages
                productId={product.id}
                images={variant.images}
                variantId={variant.id}
                answer={null}
                language={locale}
                t={t}
              />
            </div>
          ))}
          <VariantForm
            variant={null}
            filters={choices.filters}
            answer={forIntent(['variant-add'])}
            locale={locale}
            t={t}
          />
        </>
      ) : (
        <p>{t('admin.product.saveFirst')}</p>
      )}
    </div>
  );
}
