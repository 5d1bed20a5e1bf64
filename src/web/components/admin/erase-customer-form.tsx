import { Form } from 'react-router';
import { useT } from '../../i18n';

/**
 * GDPR erasure of one customer (decision 031): the customer's number typed again, posted to the
 * customers list page's action (the same service as `POST /api/admin/customers/{id}/erase`),
 * which shows the outcome. Shown in the list and on the customer's page. `action` is the list
 * page's URL when the form sits elsewhere.
 */
export function EraseCustomerForm({ customerId, action }: { customerId: number; action?: string }) {
  const t = useT();
  return (
    <details className="admin-erase">
      <summary>{t('admin.customers.erase')}</summary>
      <Form method="post" {...(action ? { action } : {})}>
        <p>{t('admin.customers.eraseHelp')}</p>
        <input type="hidden" name="customer_id" value={customerId} />
        <input type="hidden" name="intent" value="erase" />
        <label htmlFor={`erase-${customerId}`}>{t('admin.customers.eraseConfirm')}</label>
        <input
          id={`erase-${customerId}`}
          name="confirm"
          inputMode="numeric"
          autoComplete="off"
          required
          maxLength={20}
        />
        <button type="submit" className="button button-secondary">
          {t('admin.customers.eraseButton')}
        </button>
      </Form>
    </details>
  );
}
