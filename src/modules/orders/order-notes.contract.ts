import { z } from 'zod';

/** Most characters a note may hold (a paragraph or two, not a document). */
export const MAX_NOTE_LENGTH = 2000;

/** `POST /admin/orders/{id}/notes` and the order page's note form. */
export const orderNoteInput = z.strictObject({
  body: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(MAX_NOTE_LENGTH, { error: 'too_long' }),
});
export type OrderNoteInput = z.infer<typeof orderNoteInput>;

export interface OrderNoteDto {
  id: number;
  body: string;
  author: { id: number; name: string } | null;
  created_at: string;
}
