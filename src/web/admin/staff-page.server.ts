/**
 * The staff page in-process (routes/admin-staff.tsx): the list, and the form posts — invite,
 * change a role, remove access, withdraw an invitation — each parsed with the module's schema
 * (the same as `/api/admin/staff`'s). Owner only (permission 'staff'). Server only.
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import {
  changeStaffRole,
  inviteStaff,
  isStaffRole,
  listStaff,
  staffInviteInput,
  withdrawInvitation,
} from '../../modules/customers';
import { HttpError, validationFailed } from '../../shared/http';
import { message } from '../../shared/messages';
import { parseBodyOrThrow } from '../../shared/validation';
import { adminGuard } from '../account/admin-guard.server';
import { translateErrors } from '../account/forms.server';
import type { AdminAnswer } from '../components/admin/admin-form';
import { href } from '../paths';
import { publicOrigin } from '../request.server';

interface PageArgs {
  request: Request;
  context: AppLoadContext;
}

const INTENTS = ['invite', 'role', 'remove', 'withdraw'] as const;
export type StaffIntent = (typeof INTENTS)[number];
const isIntent = (value: unknown): value is StaffIntent => INTENTS.includes(value as StaffIntent);

export async function staffPage(args: PageArgs) {
  await adminGuard(args, 'staff');
  const list = await listStaff(args.context.database.db, args.context.now());
  const done = new URL(args.request.url).searchParams.get('done');
  return { ...list, me: args.context.session!.userId, done: isIntent(done) ? done : null };
}

export type StaffAnswer = AdminAnswer<StaffIntent> & { target: number | null };

const idOf = (raw: FormDataEntryValue | null) => {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
};

export async function staffAction(args: PageArgs) {
  const locale = await adminGuard(args, 'staff');
  const { context } = args;
  const db = context.database.db;
  const now = context.now();
  const actor = context.session!.userId;
  const form = await args.request.formData();
  const posted = form.get('intent');
  const intent: StaffIntent = isIntent(posted) ? posted : 'invite';
  const target = intent === 'invite' ? null : idOf(form.get('id'));
  try {
    if (intent === 'invite') {
      const input = parseBodyOrThrow(staffInviteInput, {
        email: String(form.get('email') ?? ''),
        role: String(form.get('role') ?? ''),
      });
      const origin = publicOrigin(args.request);
      await inviteStaff(
        {
          db,
          now,
          invitationLink: (token, mailLocale) =>
            `${origin}${href('admin-invitation', null, mailLocale === 'fr' ? 'fr' : 'en')}?${new URLSearchParams({ token })}`,
        },
        actor,
        input,
        locale,
      );
    } else if (intent === 'role') {
      const role = form.get('role');
      if (!isStaffRole(role)) throw validationFailed({ role: [{ key: 'invalid_value' }] });
      await changeStaffRole(db, actor, target!, role, now);
    } else if (intent === 'remove') {
      if (form.get('confirm') !== 'yes') throw validationFailed({ confirm: [{ key: 'required' }] });
      await changeStaffRole(db, actor, target!, null, now);
    } else {
      await withdrawInvitation(db, actor, target!, now);
    }
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    if (error.statusCode === 404) throw data(null, { status: 404 });
    const answer: StaffAnswer = {
      intent,
      target,
      message: message(error.messageKey, locale, error.extra.params ?? {}),
      fields: translateErrors(error.fieldErrors, locale),
    };
    return data(answer, { status: error.statusCode });
  }
  return redirect(`${href('admin-staff', null, locale)}?done=${intent}`, 303);
}
