/**
 * The claims' e-mails (decision 051), queued in the message's transaction: staff's reply to
 * the customer, in their language, with a link to the claim; a customer's new claim or message
 * to the shop's contact address (`contact_email`; none or not an address → no mail: a typo in
 * the settings must never stop a customer from writing). Staff notes tell nobody.
 */
import type { Db } from '../../db/client';
import { DEFAULT_LOCALE, isLocale } from '../../shared/locale';
import { configurationValues } from '../content';
import { findCustomer } from '../customers';
import { enqueueEmail, isEmailAddress } from '../mail';
import type { SupportUrls } from './support-messages.service';
import { mailRecipient } from './support.rules';
import type { SupportClaimRow, SupportMessageRow } from './support.tables';

export async function shopContactAddress(db: Db): Promise<string | null> {
  const value = (await configurationValues(db, ['contact_email'])).get('contact_email');
  return value !== undefined && isEmailAddress(value) ? value : null;
}

export async function mailAboutMessage(
  tx: Db,
  urls: SupportUrls | undefined,
  claim: SupportClaimRow,
  message: SupportMessageRow,
): Promise<void> {
  if (!urls) return;
  const to = mailRecipient({
    authorKind: message.authorKind as 'customer' | 'staff',
    internal: message.internal,
  });
  if (to === null) return;
  const customer = await findCustomer(tx, claim.userId);
  if (!customer) return;
  if (to === 'customer') {
    const locale = isLocale(customer.locale) ? customer.locale : DEFAULT_LOCALE;
    await enqueueEmail(tx, {
      to: customer.email,
      locale,
      template: 'claim_reply',
      data: {
        firstname: customer.firstname || customer.email,
        title: claim.title,
        link: urls.claim(claim.id, locale),
      },
    });
    return;
  }
  const inbox = await shopContactAddress(tx);
  if (!inbox) return;
  const name = `${customer.firstname} ${customer.lastname}`.trim();
  await enqueueEmail(tx, {
    to: inbox,
    locale: DEFAULT_LOCALE,
    template: 'shop_claim',
    data: {
      title: claim.title,
      customer: name ? `${name} (${customer.email})` : customer.email,
      link: urls.adminClaim(claim.id),
    },
  });
}
