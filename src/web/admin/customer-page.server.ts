/**
 * The back office's customer page in-process (routes/admin-customer.tsx): the account with its
 * orders, and the form posts — edit, disable, enable, sign out everywhere — through the same
 * services and schemas as `/api/admin/customers/{id}`. Server only.
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import { customerPage } from '../../modules/backoffice';
import {
  customerUpdateInput,
  setCustomerDisabled,
  signOutEverywhere,
  staffViewer,
  updateCustomerByStaff,
} from '../../modules/customers';
import { HttpError } from '../../shared/http';
import { message } from '../../shared/messages';
import { parseBodyOrThrow } from '../../shared/validation';
import { listOwnClaims } from '../../modules/support';
import { adminGuard } from '../account/admin-guard.server';
import { keptValues, translateErrors } from '../account/forms.server';
import type { AdminAnswer } from '../components/admin/admin-form';
import { href } from '../paths';

interface PageArgs {
  request: Request;
  context: AppLoadContext;
  params: { id?: string };
}

const INTENTS = ['update', 'disable', 'enable', 'signout'] as const;
export type CustomerIntent = (typeof INTENTS)[number];
const isIntent = (value: unknown): value is CustomerIntent =>
  INTENTS.includes(value as CustomerIntent);

export type CustomerAnswer = AdminAnswer<CustomerIntent> & { values: Record<string, string> };

function customerId(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw data(null, { status: 404 });
  return id;
}

/** The service's 404 as the page's 404; other refusals are the form's to show. */
async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export async function adminCustomerPage(args: PageArgs) {
  await adminGuard(args, 'customers');
  const id = customerId(args.params.id);
  const db = args.context.database.db;
  const viewerId = args.context.session?.userId ?? null;
  const [page, viewer] = await Promise.all([
    orNotFound(customerPage(db, viewerId, id, args.context.now())),
    staffViewer(db, viewerId),
  ]);
  const done = new URL(args.request.url).searchParams.get('done');
  // Their claims, for staff who handle claims (decision 051).
  const claims = viewer?.permissions.includes('claims') ? await listOwnClaims(db, id) : null;
  const backOffice = page.customer.role !== 'customer';
  const self = viewer?.userId === id;
  // What this viewer may do here: the API refuses the rest the same way (409).
  const mayChange = !self && (!backOffice || viewer?.role === 'owner');
  return {
    ...page,
    claims,
    done: isIntent(done) ? done : null,
    may: {
      edit: mayChange && page.customer.state !== 'erased',
      disable: mayChange && page.customer.state !== 'erased' && page.customer.disabled_at === null,
      enable: mayChange && page.customer.disabled_at !== null,
      signOut: mayChange && page.customer.sessions.length > 0,
      actAs: !backOffice && page.customer.disabled_at === null && page.customer.state !== 'erased',
    },
  };
}

export async function adminCustomerAction(args: PageArgs) {
  const locale = await adminGuard(args, 'customers');
  const id = customerId(args.params.id);
  const form = await args.request.formData();
  const posted = form.get('intent');
  if (!isIntent(posted)) throw data(null, { status: 400 });
  const db = args.context.database.db;
  const now = args.context.now();
  const actor = args.context.session?.userId ?? null;
  const text = (name: string) => {
    const raw = form.get(name);
    return typeof raw === 'string' ? raw : undefined;
  };
  try {
    if (posted === 'update') {
      const input = parseBodyOrThrow(customerUpdateInput, {
        firstname: text('firstname') ?? '',
        lastname: text('lastname') ?? '',
        email: text('email') ?? '',
        phone: text('phone') ?? '',
        newsletter: form.get('newsletter') === 'on',
      });
      await orNotFound(updateCustomerByStaff(db, actor, id, input, now));
    } else if (posted === 'signout') await orNotFound(signOutEverywhere(db, actor, id));
    else await orNotFound(setCustomerDisabled(db, actor, id, posted === 'disable', now));
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    const answer: CustomerAnswer = {
      intent: posted,
      message: message(error.messageKey, locale, error.extra.params ?? {}),
      fields: translateErrors(error.fieldErrors, locale),
      values: keptValues(form),
    };
    return data(answer, { status: error.statusCode });
  }
  return redirect(`${href('admin-customers-id', { id }, locale)}?done=${posted}`, 303);
}
