import { formatPrice } from '../../../shared/money';
import { useLocale, useT } from '../../i18n';
import { formatDate } from '../page';
import type { PaymentInstructions } from './order-view';
import './orders.css';

/**
 * How to pay a transfer or a cheque (SPEC §4): the amount, the shop's bank details (when
 * configured), the order number as the reference, and the 7-day deadline of a transfer.
 */
export function PaymentInstructionsBlock({ instructions }: { instructions: PaymentInstructions }) {
  const t = useT();
  const locale = useLocale();
  const { method, amountCents, reference, deadline, bank } = instructions;
  return (
    <section
      className="order-instructions"
      aria-labelledby="order-instructions-title"
      data-testid="payment-instructions"
    >
      <h2 id="order-instructions-title">
        {t(method === 'transfer' ? 'orders.transferTitle' : 'orders.checkTitle')}
      </h2>
      <p>
        {t(method === 'transfer' ? 'orders.transferText' : 'orders.checkText', {
          amount: formatPrice(amountCents),
          reference,
        })}
      </p>
      <dl className="order-instructions-list">
        <div>
          <dt>{t('orders.amount')}</dt>
          <dd data-testid="instructions-amount">{formatPrice(amountCents)}</dd>
        </div>
        <div>
          <dt>{t('orders.paymentReference')}</dt>
          <dd data-testid="instructions-reference">{reference}</dd>
        </div>
        {method === 'transfer' && bank ? (
          <>
            {bank.holder ? (
              <div>
                <dt>{t('orders.bankHolder')}</dt>
                <dd>{bank.holder}</dd>
              </div>
            ) : null}
            <div>
              <dt>IBAN</dt>
              <dd className="order-code" data-testid="instructions-iban">
                {bank.iban}
              </dd>
            </div>
            {bank.bic ? (
              <div>
                <dt>BIC</dt>
                <dd className="order-code">{bank.bic}</dd>
              </div>
            ) : null}
          </>
        ) : null}
        {method === 'check' && bank?.holder ? (
          <div>
            <dt>{t('orders.checkPayee')}</dt>
            <dd>{bank.holder}</dd>
          </div>
        ) : null}
      </dl>
      {deadline ? (
        <p className="order-deadline" data-testid="instructions-deadline">
          {t('orders.transferDeadline', { date: formatDate(deadline, locale) })}
        </p>
      ) : null}
    </section>
  );
}
