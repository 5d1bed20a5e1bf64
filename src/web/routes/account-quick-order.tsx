import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/account-quick-order';
import { MAX_QUICK_ORDER_LINES } from '../../modules/orders';
import { formatPrice } from '../../shared/money';
import { requireViewer } from '../account/guard.server';
import { AccountLayout } from '../components/account/account-layout';
import { accountLinks } from '../components/account/styles';
import { AcceptedTable, RefusedList } from '../components/orders/quick-order-parts';
import { useProPrices } from '../components/price/tax-basis';
// The orders blocks' styles (the preview is the orders table): no component imports them.
import '../components/orders/orders.css';
import '../components/orders/quick-order.css';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { quickOrderAction, type QuickOrderAnswer } from '../orders/quick-order.server';
import { staticMeta } from '../seo';

/**
 * Quick order by reference (decision 049): the customer pastes "reference quantity" lines or
 * sends a small CSV/TXT file, checks the preview (item, today's price, stock; every line left
 * out named with its reason), then adds the valid lines to the cart in one go. Also where
 * "Order again" on an order's page lands when a line could not be added. Plain forms: without
 * JavaScript each step is a post and a new page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context);
  return { maxLines: MAX_QUICK_ORDER_LINES };
}

export async function action({ request, context }: Route.ActionArgs) {
  return quickOrderAction(request, context);
}

export const links = accountLinks;

export const meta = staticMeta(
  'compte-quick-order',
  'account.menu.quickOrder',
  'account.tile.quickOrder',
  { noindex: true },
);

const EXAMPLE = 'HB-CLIO4-AV 2\nTP-308-GRIS;1\nSO-BOXER,4';

export default function AccountQuickOrder() {
  const t = useT();
  const locale = useLocale();
  const { maxLines } = useLoaderData<typeof loader>();
  const answer = useActionData<QuickOrderAnswer>();
  const busy = useNavigation().state === 'submitting';
  const self = href('compte-quick-order', null, locale);
  const cart = href('panier', null, locale);
  return (
    <AccountLayout title={t('account.menu.quickOrder')}>
      {answer?.kind === 'added' ? (
        <div className="quick-order-result" role="status" data-testid="quick-order-result">
          {answer.reorderOf ? (
            <p>
              <strong>{t('quickOrder.reorderTitle', { number: answer.reorderOf })}</strong>
            </p>
          ) : null}
          <p>
            {answer.addedCount > 0
              ? t(answer.reorderOf ? 'quickOrder.reorderLead' : 'quickOrder.added', {
                  count: answer.addedCount,
                })
              : t(answer.reorderOf ? 'quickOrder.reorderNothing' : 'quickOrder.nothingValid')}
          </p>
          {answer.addedCount > 0 ? (
            <Link className="button button-primary" to={cart} data-testid="quick-order-cart">
              {t('quickOrder.seeCart')}
            </Link>
          ) : null}
          <RefusedList
            lines={answer.refused}
            title={t('quickOrder.notAddedTitle', { count: answer.refused.length })}
          />
        </div>
      ) : null}
      <p className="account-lead">{t('quickOrder.lead')}</p>
      <Form
        method="post"
        action={self}
        encType="multipart/form-data"
        className="form quick-order-form"
        data-testid="quick-order-form"
      >
        <div className="field" data-invalid={answer?.kind === 'error' ? 'true' : undefined}>
          <label htmlFor="quick-order-lines">{t('quickOrder.linesLabel')}</label>
          <p className="field-hint" id="quick-order-lines-hint">
            {t('quickOrder.linesHint', { max: maxLines })}
          </p>
          <pre className="quick-order-example" aria-hidden="true">
            {EXAMPLE}
          </pre>
          <textarea
            id="quick-order-lines"
            name="lines"
            // A new answer shows the list it read (the file's text after an upload).
            key={answer && answer.kind !== 'added' ? answer.text : 'lines'}
            defaultValue={answer && answer.kind !== 'added' ? answer.text : ''}
            rows={8}
            spellCheck={false}
            autoCapitalize="characters"
            aria-describedby={
              answer?.kind === 'error'
                ? 'quick-order-lines-hint quick-order-error'
                : 'quick-order-lines-hint'
            }
            aria-invalid={answer?.kind === 'error' ? true : undefined}
          />
          {answer?.kind === 'error' ? (
            <p className="field-error" id="quick-order-error" role="alert">
              {answer.message}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor="quick-order-file">{t('quickOrder.fileLabel')}</label>
          <input
            id="quick-order-file"
            type="file"
            name="file"
            accept=".csv,.txt,text/csv,text/plain"
            aria-describedby="quick-order-file-hint"
          />
          <p className="field-hint" id="quick-order-file-hint">
            {t('quickOrder.fileHint')}
          </p>
        </div>
        <div className="form-actions">
          <button
            type="submit"
            name="intent"
            value="preview"
            className="button button-secondary"
            disabled={busy}
            data-testid="quick-order-check"
          >
            {t('quickOrder.check')}
          </button>
        </div>
      </Form>
      {answer?.kind === 'preview' ? <Preview answer={answer} action={self} busy={busy} /> : null}
    </AccountLayout>
  );
}

function Preview({
  answer,
  action,
  busy,
}: {
  answer: Extract<QuickOrderAnswer, { kind: 'preview' }>;
  action: string;
  busy: boolean;
}) {
  const t = useT();
  const pro = useProPrices();
  const count = answer.accepted.length;
  return (
    <div data-testid="quick-order-preview">
      <RefusedList
        lines={answer.refused}
        title={t('quickOrder.refusedTitle', { count: answer.refused.length })}
      />
      {answer.refused.length > 0 ? (
        <p className="order-muted">{t('quickOrder.refusedLead')}</p>
      ) : null}
      <section className="quick-order-section" aria-labelledby="quick-order-preview-title">
        <h2 id="quick-order-preview-title">{t('quickOrder.previewTitle', { count })}</h2>
        {count > 0 ? (
          <>
            <AcceptedTable lines={answer.accepted} />
            <p className="quick-order-total" data-testid="quick-order-total">
              {pro
                ? t('quickOrder.totalHt', { total: formatPrice(answer.totalHtCents) })
                : t('quickOrder.total', { total: formatPrice(answer.totalTtcCents) })}
            </p>
            <Form method="post" action={action}>
              <input type="hidden" name="lines" value={answer.text} />
              <button
                type="submit"
                name="intent"
                value="add"
                className="button button-brand"
                disabled={busy}
                data-testid="quick-order-add"
              >
                {t('quickOrder.addAll', { count })}
              </button>
            </Form>
          </>
        ) : (
          <p className="order-error" role="alert">
            {t('quickOrder.nothingValid')}
          </p>
        )}
      </section>
    </div>
  );
}
