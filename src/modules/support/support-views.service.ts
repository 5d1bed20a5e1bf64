/**
 * Claims as their readers see them (decision 051): the customer (notes left out, staff
 * unnamed) or staff (everything, authors named). Files are the media module's private uploads,
 * read through `GET /api/uploads/{id}/download`.
 */
import type { Db } from '../../db/client';
import { userLabels } from '../customers';
import { findUploads, uploadDto } from '../media';
import type { ClaimDto, ClaimFileDto, ClaimMessageDto, ClaimSummaryDto } from './support.contract';
import { messagesOf } from './support.repo';
import { visibleMessages, type ClaimAwaiting, type ClaimState } from './support.rules';
import type { SupportClaimRow } from './support.tables';

export function claimSummary(row: SupportClaimRow): ClaimSummaryDto {
  return {
    id: row.id,
    title: row.title,
    state: row.state as ClaimState,
    closed: row.state === 'closed',
    awaiting: row.awaiting as ClaimAwaiting,
    order_id: row.orderId,
    order_number: row.orderNumber,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The claim with its messages, for the customer or for staff. */
export async function claimView(
  db: Db,
  row: SupportClaimRow,
  viewer: 'customer' | 'staff',
): Promise<ClaimDto> {
  const all = await messagesOf(db, [row.id]);
  const messages = visibleMessages(all, viewer);
  const uploads = await findUploads(
    db,
    messages.flatMap((m) => m.uploadIds),
  );
  const files = new Map<number, ClaimFileDto>(
    uploads.map((u) => {
      const dto = uploadDto(u);
      return [
        u.id,
        {
          id: dto.id,
          url: dto.url,
          original_name: dto.original_name,
          content_type: dto.content_type,
          size: dto.size,
        },
      ];
    }),
  );
  const names =
    viewer === 'staff'
      ? await userLabels(
          db,
          messages.flatMap((m) => (m.authorUserId === null ? [] : [m.authorUserId])),
        )
      : new Map<number, { name: string }>();
  const dtos: ClaimMessageDto[] = messages.map((m) => ({
    id: m.id,
    author: m.authorKind as 'customer' | 'staff',
    author_name:
      viewer === 'staff' && m.authorUserId !== null
        ? (names.get(m.authorUserId)?.name ?? null)
        : null,
    message: m.body,
    ...(viewer === 'staff' ? { internal: m.internal } : {}),
    files: m.uploadIds.flatMap((id) => {
      const file = files.get(id);
      return file ? [file] : [];
    }),
    created_at: m.createdAt.toISOString(),
  }));
  const first = dtos[0];
  return {
    ...claimSummary(row),
    message: first?.message ?? '',
    file: first?.files[0] ?? null,
    messages: dtos,
  };
}
