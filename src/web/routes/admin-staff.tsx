import { Form, useActionData } from 'react-router';
import type { Route } from './+types/admin-staff';
import { STAFF_ROLES, type StaffRole } from '../../modules/customers/staff-roles.rules';
import { staffAction, staffPage, type StaffAnswer } from '../admin/staff-page.server';
import { AdminField, AdminForm } from '../components/admin/admin-form';
import { PageHeader, formatDateTime, pageLinks } from '../components/page';
import { useLocale, useT, type Translate } from '../i18n';
import { staticMeta } from '../seo';

/**
 * Back office: the shop's team (owner only). Invite an address with a role (an e-mailed
 * single-use link), change a member's role, remove their access, withdraw an invitation.
 * Plain forms: every action works without JavaScript.
 */
export const loader = (args: Route.LoaderArgs) => staffPage(args);
export const action = (args: Route.ActionArgs) => staffAction(args);

export const links = pageLinks;

export const meta = staticMeta('admin-staff', 'admin.staff.title', 'admin.staff.lead', {
  noindex: true,
});

function RoleSelect({ id, value, t }: { id: string; value?: StaffRole; t: Translate }) {
  return (
    <select id={id} name="role" defaultValue={value ?? 'staff'}>
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`admin.role.${role}`)}
        </option>
      ))}
    </select>
  );
}

export default function AdminStaff({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const answer = useActionData<StaffAnswer>() ?? null;
  const forIntent = (intent: string, target: number | null = null) =>
    answer && answer.intent === intent && answer.target === target ? answer : null;
  const invite = forIntent('invite');
  return (
    <div className="page container">
      <PageHeader title={t('admin.staff.title')} lead={t('admin.staff.lead')} />
      {loaderData.done ? (
        <p className="form-notice" role="status">
          {t(`admin.staff.done.${loaderData.done}`)}
        </p>
      ) : null}
      <table className="admin-table" data-testid="admin-staff">
        <thead>
          <tr>
            <th scope="col">{t('admin.staff.name')}</th>
            <th scope="col">{t('admin.staff.email')}</th>
            <th scope="col">{t('admin.staff.role')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('admin.staff.remove')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {loaderData.members.map((member) => {
            const refused = forIntent('role', member.id) ?? forIntent('remove', member.id);
            return (
              <tr key={member.id}>
                <td>
                  {member.firstname} {member.lastname}
                </td>
                <td>{member.email}</td>
                <td>
                  <Form method="post" className="admin-inline-form">
                    <input type="hidden" name="intent" value="role" />
                    <input type="hidden" name="id" value={member.id} />
                    <label className="visually-hidden" htmlFor={`role-${member.id}`}>
                      {t('admin.staff.role')}
                    </label>
                    <RoleSelect id={`role-${member.id}`} value={member.role} t={t} />
                    <button type="submit" className="button">
                      {t('admin.staff.save')}
                    </button>
                  </Form>
                  {refused ? (
                    <p className="field-error" role="alert">
                      {Object.values(refused.fields).flat().join(' ') || refused.message}
                    </p>
                  ) : null}
                </td>
                <td>
                  <Form method="post" className="admin-inline-form">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="id" value={member.id} />
                    <input type="hidden" name="confirm" value="yes" />
                    <button type="submit" className="button" data-testid={`remove-${member.id}`}>
                      {t('admin.staff.remove')}
                    </button>
                  </Form>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>

      {loaderData.invitations.length > 0 ? (
        <>
          <h2>{t('admin.staff.pending')}</h2>
          <ul className="admin-list" data-testid="admin-invitations">
            {loaderData.invitations.map((invitation) => (
              <li key={invitation.id}>
                {invitation.email} · {t(`admin.role.${invitation.role}`)} ·{' '}
                {t('admin.staff.expires', { date: formatDateTime(invitation.expires_at, locale) })}
                <Form method="post" className="admin-inline-form">
                  <input type="hidden" name="intent" value="withdraw" />
                  <input type="hidden" name="id" value={invitation.id} />
                  <button type="submit" className="button">
                    {t('admin.staff.withdraw')}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <AdminForm
        intent="invite"
        title={t('admin.staff.inviteTitle')}
        lead={<p>{t('admin.staff.inviteLead')}</p>}
        answer={invite}
        formKey={loaderData.done ?? 'invite'}
        button={t('admin.staff.inviteButton')}
        buttonTestId="staff-invite"
      >
        <AdminField
          name="email"
          type="email"
          label={t('admin.staff.email')}
          error={invite?.fields.email?.join(' ') ?? null}
          idPrefix="invite"
        />
        <div className="admin-field">
          <label htmlFor="invite-role">{t('admin.staff.role')}</label>
          <RoleSelect id="invite-role" t={t} />
          {invite?.fields.role ? (
            <p className="field-error">{invite.fields.role.join(' ')}</p>
          ) : null}
        </div>
      </AdminForm>
      <p>{t('admin.staff.rolesHelp')}</p>
    </div>
  );
}
