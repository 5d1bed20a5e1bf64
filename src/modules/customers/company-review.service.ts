/**
 * The administrators' side of PRO companies (decision 047): the queue of companies waiting for
 * verification, and the decision (approve, or reject with a reason), audited and e-mailed to
 * the customer in their language in the same transaction. Also the e-mail of a document
 * received, sent when a company enters the queue.
 */
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../shared/http';
import { isLocale, type Locale } from '../../shared/locale';
import { recordAudit } from '../audit';
import { enqueueEmail, type LinkEmailTemplate } from '../mail';
import type { AccountUrls } from './accounts.contract';
import { companyTransition, isCompanyStatus } from './company.rules';
import type { CompanyDecisionInput, CompanyDto } from './company.contract';
import { companiesInStatus, companyById, updateCompany } from './companies.repo';
import { companyDtos } from './companies.service';
import { findUserById } from './customers.repo';

export interface ReviewedCompany extends CompanyDto {
  customer: { id: number; email: string; firstname: string; lastname: string };
}

/** Companies in `status` (default: pending), oldest change first, with their owner. */
export async function companyQueue(db: Db, status = 'pending'): Promise<ReviewedCompany[]> {
  if (!isCompanyStatus(status)) return [];
  const rows = await companiesInStatus(db, status);
  const dtos = await companyDtos(db, rows);
  const owners = await Promise.all(rows.map((row) => findUserById(db, row.userId)));
  return dtos.map((dto, index) => {
    const owner = owners[index]!;
    return {
      ...dto,
      customer: {
        id: owner.id,
        email: owner.email,
        firstname: owner.firstname,
        lastname: owner.lastname,
      },
    };
  });
}

/** Queues one of the company e-mails to its owner, in the owner's language. */
export async function enqueueCompanyEmail(
  tx: Db,
  urls: Pick<AccountUrls, 'account' | 'professional'>,
  userId: number,
  template: Extract<LinkEmailTemplate, `company_${string}`>,
  extra: Record<string, string> = {},
) {
  const user = await findUserById(tx, userId);
  if (!user) return;
  const locale: Locale = isLocale(user.locale) ? user.locale : 'fr';
  await enqueueEmail(tx, {
    to: user.email,
    locale,
    template,
    data: {
      firstname: user.firstname,
      link: urls.professional?.(locale) ?? urls.account(locale),
      ...extra,
    },
  });
}

/**
 * Approves or rejects a pending company (a verified one may be rejected too, e.g. closed): the
 * status and the reason, an audit entry `company.approve` / `company.reject`, the customer's
 * e-mail — all or nothing. Another status → 409 `company_not_pending`.
 */
export async function decideCompany(
  deps: { db: Db; now: () => Date; urls: Pick<AccountUrls, 'account' | 'professional'> },
  actorId: number,
  companyId: number,
  input: CompanyDecisionInput,
): Promise<CompanyDto> {
  const now = deps.now();
  const event = input.decision;
  const row = await deps.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const company = await companyById(t, companyId, true);
    if (!company) throw notFound();
    const next = isCompanyStatus(company.status) ? companyTransition(company.status, event) : null;
    if (!next) throw new HttpError(409, 'company_not_pending');
    const reason = input.decision === 'reject' ? input.reason : null;
    const updated = await updateCompany(t, companyId, {
      status: next,
      statusChangedAt: now,
      rejectionReason: reason,
    });
    await recordAudit(t, {
      actorUserId: actorId,
      action: `company.${event}`,
      entity: 'company',
      entityId: companyId,
      before: { status: company.status },
      after: { status: next, ...(reason ? { reason } : {}) },
    });
    await enqueueCompanyEmail(
      t,
      deps.urls,
      company.userId,
      event === 'approve' ? 'company_verified' : 'company_rejected',
      reason ? { reason } : {},
    );
    return updated;
  });
  return (await companyDtos(deps.db, [row]))[0]!;
}
