/**
 * What the reviews module is given by the modules above it (decision 054): the orders'
 * "who bought and received what", the customers' names, choices and signed opt-out links,
 * the catalogue's listing refresh and cache notifier. One composition for the API
 * (src/server/api.ts), the invitation sweep (src/server/app-sweeps.ts) and the pages.
 */
import type { Db } from '../../db/client';
import type { Locale } from '../../shared/locale';
import {
  notifyCatalogueChange,
  refreshProductListing,
  variantProducts,
} from '../../modules/catalog';
import { reviewAuthor, reviewInvitee, reviewOptOutToken } from '../../modules/customers';
import type { FileStorage } from '../../modules/media';
import { deliveredOrdersSince, purchasedLines } from '../../modules/orders';
import type { InvitationDeps, ModerationDeps, ReviewWriteDeps } from '../../modules/reviews';
import { href } from '../paths';

export function reviewWriteDeps(storage: FileStorage | undefined): ReviewWriteDeps {
  return {
    // Without a storage (page tests), a review with photos fails loudly rather than losing them.
    storage: storage ?? missingStorage,
    purchases: (db: Db, userId: number, productId: number) =>
      purchasedLines(db, userId, 'fr', productId),
    author: reviewAuthor,
  };
}

export function moderationDeps(storage: FileStorage | undefined): ModerationDeps {
  return {
    storage,
    refreshListing: refreshProductListing,
    catalogueChanged: notifyCatalogueChange,
  };
}

/** Links in invitations point at `origin` (PUBLIC_URL, else the demo's local address). */
export function invitationDeps(origin: string): InvitationDeps {
  return {
    dueOrders: deliveredOrdersSince,
    invitee: reviewInvitee,
    products: variantProducts,
    reviewLink: (locale: Locale, productId: number) =>
      `${origin}${href('avis-ecrire', { id: String(productId) }, locale)}`,
    unsubscribeLink: async (db: Db, userId: number, locale: Locale) =>
      `${origin}/api/review_invitations/unsubscribe/${userId}?${new URLSearchParams({
        token: await reviewOptOutToken(db, userId),
        lang: locale,
      })}`,
  };
}

const missingStorage: FileStorage = new Proxy({} as FileStorage, {
  get() {
    throw new Error('No file storage configured for review photos');
  },
});
