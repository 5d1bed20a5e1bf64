import type { Translate } from '../../i18n';
import { AdminForm, type AdminAnswer } from './admin-form';

/** Rows the form offers (the catalog's TIER_ROWS; the server reads the same names). */
const ROWS = 4;

/**
 * The PRO quantity tiers of a product or a category (decision 048): up to four rows "from N
 * units, P %", a plain form (intent `pro-tiers`) that works without JavaScript; emptying every
 * row removes the tiers. Errors come back per field.
 */
export function ProTiersForm({
  tiers,
  answer,
  hidden,
  formKey,
  t,
}: {
  tiers: ReadonlyArray<{ minQuantity: number; percent: number }>;
  answer: AdminAnswer | null;
  /** The owner's id field(s), e.g. the category's `id`. */
  hidden?: Record<string, string | number>;
  formKey?: string;
  t: Translate;
}) {
  const error = (name: string) => answer?.fields[name]?.join(' ') ?? null;
  return (
    <AdminForm
      intent="pro-tiers"
      title={t('admin.proTiers.title')}
      lead={<p className="admin-help">{t('admin.proTiers.help')}</p>}
      answer={answer}
      formKey={formKey}
      button={t('admin.proTiers.save')}
      buttonTestId="pro-tiers-save"
      primary={false}
    >
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <table className="admin-table" data-testid="pro-tiers-form">
        <thead>
          <tr>
            <th scope="col">{t('admin.proTiers.minQuantity')}</th>
            <th scope="col">{t('admin.proTiers.percent')}</th>
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: ROWS }, (_, i) => {
            const tier = tiers[i];
            const minError = error(`tier_min_${i}`);
            const percentError = error(`tier_percent_${i}`);
            return (
              <tr key={i}>
                <td>
                  <input
                    name={`tier_min_${i}`}
                    inputMode="numeric"
                    defaultValue={tier ? String(tier.minQuantity) : ''}
                    aria-label={`${t('admin.proTiers.minQuantity')} ${i + 1}`}
                    aria-invalid={minError ? true : undefined}
                    size={4}
                  />
                  {minError ? <span className="field-error">{minError}</span> : null}
                </td>
                <td>
                  <input
                    name={`tier_percent_${i}`}
                    inputMode="numeric"
                    defaultValue={tier ? String(tier.percent) : ''}
                    aria-label={`${t('admin.proTiers.percent')} ${i + 1}`}
                    aria-invalid={percentError ? true : undefined}
                    size={4}
                  />
                  {percentError ? <span className="field-error">{percentError}</span> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </AdminForm>
  );
}
