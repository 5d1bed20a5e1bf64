import { useActionData } from 'react-router';
import type { Route } from './+types/admin-loyalty';
import { loyaltyAction, loyaltyPage, type PromotionAnswer } from '../admin/promotions-page.server';
import { AdminForm } from '../components/admin/admin-form';
import { PromotionsNav } from '../components/admin/promotions-nav';
import { PageHeader, pageLinks } from '../components/page';
import { useLocale, useT } from '../i18n';
import { staticMeta } from '../seo';

/**
 * Back office: the loyalty rules — points earned per euro paid, what a point is worth. Stored
 * in the shop's settings (their owner writes them, audited, versions checked).
 */
export const loader = (args: Route.LoaderArgs) => loyaltyPage(args);
export const action = (args: Route.ActionArgs) => loyaltyAction(args);

export const links = pageLinks;

export const meta = staticMeta(
  'admin-loyalty',
  'admin.promo.loyaltyTitle',
  'admin.promo.loyaltyLead',
  {
    noindex: true,
  },
);

export default function AdminLoyalty({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const answer = useActionData<PromotionAnswer>() ?? null;
  const { rules } = loaderData;
  const typed = answer?.values ?? null;
  const err = (field: string) => answer?.fields[field]?.join(' ') ?? null;
  const euros = (cents: number) =>
    (cents / 100).toFixed(2).replace('.', locale === 'fr' ? ',' : '.');
  const input = (name: string, label: string, stored: string, help: string) => (
    <div className="admin-field">
      <label htmlFor={`loyalty-${name}`}>{label}</label>
      <input
        id={`loyalty-${name}`}
        name={name}
        inputMode="decimal"
        defaultValue={typed ? String(typed[name] ?? '') : stored}
        aria-invalid={err(name) ? true : undefined}
        aria-describedby={`loyalty-${name}-help`}
      />
      <p id={`loyalty-${name}-help`} className="admin-help">
        {help}
      </p>
      {err(name) ? <p className="field-error">{err(name)}</p> : null}
    </div>
  );
  return (
    <div className="page container">
      <PageHeader title={t('admin.promo.loyaltyTitle')} lead={t('admin.promo.loyaltyLead')} />
      <PromotionsNav current="admin-loyalty" />
      {loaderData.done === 'saved' ? (
        <p className="form-notice" role="status">
          {t('admin.promo.saved')}
        </p>
      ) : null}
      <AdminForm
        intent="loyalty"
        title={t('admin.promo.loyaltyRules')}
        answer={answer}
        button={t('admin.promo.save')}
        buttonTestId="loyalty-save"
      >
        <input
          type="hidden"
          name="version_points_per_euro"
          value={rules.versions.points_per_euro ?? ''}
        />
        <input type="hidden" name="version_point_value" value={rules.versions.point_value ?? ''} />
        {input(
          'points_per_euro',
          t('admin.promo.pointsPerEuro'),
          String(rules.points_per_euro),
          t('admin.promo.pointsPerEuroHelp'),
        )}
        {input(
          'point_value',
          t('admin.promo.pointValue'),
          euros(rules.point_value_cents),
          t('admin.promo.pointValueHelp'),
        )}
      </AdminForm>
    </div>
  );
}
