/**
 * A catalogue picture (or document: `purpose`) sent from a back-office page's plain form (no JavaScript: the browser
 * posts the file to the page itself, not to POST /api/admin/uploads). Same checks as the API:
 * the type sniffed from the bytes, the purpose's size cap; the upload is audited as staff's.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { safeFileName, sniffFileType } from './file-types.rules';
import type { FileStorage } from './storage.adapter';
import {
  UPLOAD_PURPOSES,
  uploadRefusal,
  type UploadPurposeName,
  type UploadRefusal,
} from './upload-purposes.rules';
import { storeUploads, type ReceivedFile } from './uploads.service';

export async function storeFormPicture(
  db: Db,
  storage: FileStorage,
  file: { name: string; bytes: Uint8Array },
  actor: number,
  now: Date,
  purposeName: 'catalogue_image' | 'catalogue_document' = 'catalogue_image',
): Promise<{ uploadId: number } | UploadRefusal> {
  const purpose = UPLOAD_PURPOSES[purposeName];
  const data = Buffer.from(file.bytes);
  const type = sniffFileType(data.subarray(0, 16));
  const refusal = uploadRefusal(purpose, { type, size: data.length });
  if (refusal || type === null) return refusal ?? { status: 422, key: 'upload_empty', params: {} };
  const [row] = await storeUploads(db, storage, {
    purpose: purposeName,
    files: [
      {
        field: 'file',
        name: safeFileName(file.name, `file.${type}`),
        type,
        data,
        sha256: createHash('sha256').update(data).digest('hex'),
      },
    ],
    ownerUserId: actor,
    auditActorUserId: actor,
    now,
  });
  return { uploadId: row!.id };
}

/**
 * A file from a page's plain form checked for a purpose (type by content, size), ready for
 * `storeUploads`; or why it is refused. Nothing stored.
 */
export function receiveFormFile(
  purposeName: UploadPurposeName,
  file: { name: string; bytes: Uint8Array },
): ReceivedFile | UploadRefusal {
  const data = Buffer.from(file.bytes);
  const type = sniffFileType(data.subarray(0, 16));
  const refusal = uploadRefusal(UPLOAD_PURPOSES[purposeName], { type, size: data.length });
  if (refusal || type === null) return refusal ?? { status: 422, key: 'upload_empty', params: {} };
  return {
    field: 'file',
    name: safeFileName(file.name, `file.${type}`),
    type,
    data,
    sha256: createHash('sha256').update(data).digest('hex'),
  };
}
