import { Form, Link, useActionData } from 'react-router';
import type { Route } from './+types/gift-cards';
import {
  GIFT_CARD_DELIVERY_MAX_DAYS,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_PRESET_CENTS,
  GIFT_CARD_PURCHASE_MAX_CENTS,
  GIFT_CARD_PURCHASE_MIN_CENTS,
} from '../../modules/orders/gift-card-purchase.rules';
import { parisDay } from '../../modules/promotions';
import { formatPrice } from '../../shared/money';
import { productReadContext } from '../catalog.server';
import { TextField } from '../components/form/fields';
import { FormAlert } from '../components/form/form-alert';
import { stateFor, type FormState } from '../components/form/form-state';
import { formLinks } from '../components/form/styles';
import { PageHeader } from '../components/page';
import { giftCardsAction } from '../gift-cards/gift-cards.server';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { requestLocale } from '../request.server';
import { staticMeta } from '../seo';

/**
 * Gift cards (SPEC §2, decision 056): buy one — a fixed or custom amount, for oneself or for
 * someone else, e-mailed today or on a later day — into the cart, paid at the checkout like any
 * order; and check a card's balance by its code. Plain forms: everything works without
 * JavaScript. PRO customers are not offered gift cards (the page says so). No breadcrumb.
 */
export const links = formLinks;

export const meta = staticMeta(
  'cartes-cadeaux',
  'page.giftCards.title',
  'page.giftCards.description',
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const read = await productReadContext(context, locale);
  const today = parisDay(context.now());
  const last = new Date(`${today}T12:00:00Z`);
  last.setUTCDate(last.getUTCDate() + GIFT_CARD_DELIVERY_MAX_DAYS);
  return { isPro: read.prices.pro !== null, today, lastDay: last.toISOString().slice(0, 10) };
}

export function action({ request, context }: Route.ActionArgs) {
  return giftCardsAction(request, context);
}

type Answer = FormState & {
  balance?: { balance: number; balanceCents: number; expiresAt: string | null };
};

export default function GiftCards({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const answer = useActionData<Answer>();
  const { isPro } = loaderData;
  return (
    <div className="page container gift-cards-page">
      <PageHeader title={t('page.giftCards.title')} lead={t('page.giftCards.description')} />
      {isPro ? (
        <>
          <p className="form-alert form-alert-error" role="status" data-testid="gift-cards-pro">
            {t('giftCards.proRefused')}
          </p>
          <div className="page-actions">
            <Link className="button button-secondary" to={href('index', null, locale)}>
              {t('error.home')}
            </Link>
          </div>
        </>
      ) : (
        <>
          <ol className="steps">
            <li>{t('page.giftCards.step1')}</li>
            <li>{t('page.giftCards.step2')}</li>
            <li>{t('page.giftCards.step3')}</li>
          </ol>
          <BuyForm
            state={stateFor(answer, 'buy')}
            today={loaderData.today}
            last={loaderData.lastDay}
          />
        </>
      )}
      <BalanceForm state={stateFor(answer, 'check')} balance={answer?.balance} />
    </div>
  );
}

function BuyForm({ state, today, last }: { state?: FormState; today: string; last: string }) {
  const t = useT();
  const kept = state?.values ?? {};
  const amount = kept.amount ?? '50';
  const forOther = (kept.recipient ?? 'other') === 'other';
  const min = GIFT_CARD_PURCHASE_MIN_CENTS / 100;
  const max = GIFT_CARD_PURCHASE_MAX_CENTS / 100;
  const errorsOf = (name: string) => state?.fields?.[name];
  return (
    <section className="gift-card-buy" aria-labelledby="gift-card-buy-title">
      <h2 id="gift-card-buy-title">{t('giftCards.buyTitle')}</h2>
      <Form method="post" className="form" noValidate data-testid="gift-card-buy">
        <input type="hidden" name="intent" value="buy" />
        <FormAlert state={state} />
        <fieldset
          className="gift-card-fieldset"
          data-invalid={errorsOf('amount') ? 'true' : undefined}
        >
          <legend>{t('giftCards.amount')}</legend>
          <div className="gift-card-amounts">
            {GIFT_CARD_PRESET_CENTS.map((cents) => (
              <label key={cents} className="gift-card-amount">
                <input
                  type="radio"
                  name="amount"
                  value={String(cents / 100)}
                  defaultChecked={amount === String(cents / 100)}
                />
                <span>{formatPrice(cents)}</span>
              </label>
            ))}
            <label className="gift-card-amount">
              <input
                type="radio"
                name="amount"
                value="custom"
                defaultChecked={amount === 'custom'}
              />
              <span>{t('giftCards.customAmount')}</span>
            </label>
          </div>
          {errorsOf('amount')?.map((error) => (
            <p key={error} className="field-error">
              {error}
            </p>
          ))}
        </fieldset>
        <TextField
          name="custom_amount"
          label={t('giftCards.customAmountLabel', { min: String(min), max: String(max) })}
          state={state}
          inputMode="decimal"
          autoComplete="off"
        />
        <fieldset className="gift-card-fieldset">
          <legend>{t('giftCards.recipient')}</legend>
          <div className="gift-card-amounts">
            <label className="gift-card-amount">
              <input type="radio" name="recipient" value="other" defaultChecked={forOther} />
              <span>{t('giftCards.recipientOther')}</span>
            </label>
            <label className="gift-card-amount">
              <input type="radio" name="recipient" value="self" defaultChecked={!forOther} />
              <span>{t('giftCards.recipientSelf')}</span>
            </label>
          </div>
        </fieldset>
        <p className="field-hint">{t('giftCards.recipientHint')}</p>
        <TextField
          name="recipient_name"
          label={t('giftCards.recipientName')}
          state={state}
          maxLength={80}
          autoComplete="off"
        />
        <TextField
          name="recipient_email"
          type="email"
          label={t('giftCards.recipientEmail')}
          state={state}
          autoComplete="off"
        />
        <TextField
          name="sender_name"
          label={t('giftCards.senderName')}
          state={state}
          maxLength={80}
          autoComplete="name"
        />
        <div className="field" data-invalid={errorsOf('message') ? 'true' : undefined}>
          <label htmlFor="gift-card-message">
            {t('giftCards.message', { max: String(GIFT_CARD_MESSAGE_MAX) })}
          </label>
          <textarea
            id="gift-card-message"
            name="message"
            rows={4}
            maxLength={GIFT_CARD_MESSAGE_MAX}
            defaultValue={kept.message ?? ''}
          />
          {errorsOf('message')?.map((error) => (
            <p key={error} className="field-error">
              {error}
            </p>
          ))}
        </div>
        <TextField
          name="deliver_on"
          type="date"
          label={t('giftCards.deliverOn')}
          hint={t('giftCards.deliverOnHint')}
          state={state}
          min={today}
          max={last}
          defaultValue={today}
        />
        <p className="field-hint">{t('giftCards.validity')}</p>
        <button type="submit" className="button button-primary">
          {t('giftCards.addToCart')}
        </button>
      </Form>
    </section>
  );
}

function BalanceForm({ state, balance }: { state?: FormState; balance?: Answer['balance'] }) {
  const t = useT();
  const locale = useLocale();
  const day = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(
      new Date(iso),
    );
  return (
    <section className="gift-card-balance" aria-labelledby="gift-card-balance-title">
      <h2 id="gift-card-balance-title">{t('giftCards.balanceTitle')}</h2>
      <Form method="post" className="form" noValidate data-testid="gift-card-balance">
        <input type="hidden" name="intent" value="check" />
        <FormAlert state={state} />
        {balance ? (
          <p
            className="form-alert form-alert-success"
            role="status"
            data-testid="gift-card-balance-result"
          >
            {balance.expiresAt
              ? t('giftCards.balanceResult', {
                  amount: formatPrice(balance.balanceCents),
                  day: day(balance.expiresAt),
                })
              : t('giftCards.balanceResultNoExpiry', { amount: formatPrice(balance.balanceCents) })}
          </p>
        ) : null}
        <TextField
          name="code"
          label={t('giftCards.code')}
          state={state}
          autoComplete="off"
          placeholder="CADEAU-XXXX-XXXX-XXXX"
          required
        />
        <button type="submit" className="button button-secondary">
          {t('giftCards.check')}
        </button>
      </Form>
    </section>
  );
}
