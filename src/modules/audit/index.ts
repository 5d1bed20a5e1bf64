/** The audit log of the back office: written in the caller's transaction, read by the owner. */
export {
  recordAudit,
  listAudit,
  auditOfEntity,
  auditVocabulary,
  redactAuditEntries,
} from './audit.service';
export { ERASED_VALUE } from './audit.rules';
export {
  auditFilterInput,
  AUDIT_PAGE_SIZE,
  type AuditRecord,
  type AuditEntryDto,
  type AuditFilter,
} from './audit.contract';
export { registerAuditRoutes, type AuditRouteDeps } from './audit.routes';
