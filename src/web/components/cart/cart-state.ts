/**
 * What the cart page's action answers (plain data: it travels to the browser). Pure types and
 * helpers, safe for the client bundle.
 */
import type { ImageDto } from '../../../modules/catalog';

export type CartIntent = 'add' | 'update' | 'remove' | 'clear' | 'save';

/** The line the added-to-cart modal shows (SPEC §2). */
export interface AddedLine {
  lineId: number;
  productName: string;
  variantName: string;
  reference: string;
  /** The variant's first picture, else the product's; null: the placeholder. */
  image: ImageDto | null;
  /** Workshop fitting asked for the line: cents incl. tax per unit (SPEC §5); null: none. */
  assemblyUnitTtcCents: number | null;
  /** The same excl. tax, what a verified PRO reads (decision 048). */
  assemblyUnitHtCents?: number | null;
}

export type CartActionData =
  | {
      ok: true;
      intent: 'add';
      added: AddedLine;
      /** Sum of the cart's quantities after the addition. */
      itemsCount: number;
    }
  | { ok: true; intent: 'update' | 'remove'; lineId: number; quantity: number }
  | {
      ok: false;
      intent: CartIntent | null;
      /** The line the failure is about (update, remove). */
      lineId: number | null;
      status: number;
      /** The failure, translated. */
      message: string;
      /** The server's per-field errors, translated, one per line (SPEC §8). */
      lines: string[];
      /** The quantity the shopper asked for, shown again in its field. */
      quantity: string | null;
      /** Where the error popup of a failed addition without JavaScript leads back to. */
      back: string | null;
      /** The saved cart's name typed (a refused save keeps it in its field). */
      name?: string;
    };

export type CartFailure = Extract<CartActionData, { ok: false }>;

/** `/panier?save=1` opens the save-cart modal (SPEC §2); `?saved={id}` says it was saved. */
export const SAVE_PARAM = 'save';
export const SAVED_PARAM = 'saved';

/** Hidden field of the forms sent by a fetcher: answer with data instead of a redirect. */
export const FETCH_FIELD = 'js';
