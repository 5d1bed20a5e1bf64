// Placeholder of the mail module's contract (replaced by the mail capability).
import type { Db } from '../../db/client';
import type { Locale } from '../../shared/locale';

export type EmailTemplate = 'verify_email' | 'password_reset' | 'welcome' | 'newsletter_confirm';
export interface EmailRequest {
  to: string;
  locale: Locale;
  template: EmailTemplate;
  data: Record<string, string>;
}
export async function enqueueEmail(_db: Db, _email: EmailRequest): Promise<void> {}
