/**
 * Why a file is uploaded decides everything about it: the types accepted (sniffed from the
 * bytes), the size and count limits, who may read it, and where it is kept. Pure: no I/O.
 */
import { FILE_TYPES, type FileType } from './file-types.rules';

/** Back-office permission words (customers/staff-roles.rules.ts) a purpose may name. */
export type UploadStaffPermission = 'catalogue' | 'content' | 'customers' | 'claims' | 'orders';

export interface UploadPurpose {
  visibility: 'public' | 'private';
  types: readonly FileType[];
  /** Largest file accepted, bytes. */
  maxBytes: number;
  /** Files in one request. */
  maxFiles: number;
  /** Staff with this permission may read and delete anyone's file of this purpose. */
  staffPermission: UploadStaffPermission;
  /** Sent from the back office: its upload and removal go to the audit log. */
  audited: boolean;
}

const MB = 1024 * 1024;

export const UPLOAD_PURPOSES = {
  /** A picture of the catalogue sent from the back office: public, resized on request. */
  catalogue_image: {
    visibility: 'public',
    types: ['jpeg', 'png', 'webp'],
    maxBytes: 10 * MB,
    maxFiles: 1,
    staffPermission: 'catalogue',
    audited: true,
  },
  /**
   * A public document of the catalogue (a product's fitting instructions, a data sheet): PDF
   * only — the storefront links it for download, any other type would be served from the shop's
   * own origin. 10 MB like pictures: the pages' plain forms carry no more (server/ssr.ts).
   */
  catalogue_document: {
    visibility: 'public',
    types: ['pdf'],
    maxBytes: 10 * MB,
    maxFiles: 1,
    staffPermission: 'catalogue',
    audited: true,
  },
  /**
   * A PRO customer's company document (Kbis extract, INSEE notice; decision 047): private —
   * read by its owner and by staff with the customers permission only. PDF or a photo of it.
   * 8 MB: a scanned multi-page PDF fits, and so does the page form around it (10 MB at most).
   */
  company_document: {
    visibility: 'private',
    types: ['pdf', 'jpeg', 'png'],
    maxBytes: 8 * MB,
    maxFiles: 1,
    staffPermission: 'customers',
    audited: false,
  },
  /**
   * A file sent with a contact-form message (decision 052): a photo of the seat or a PDF (an
   * invoice, a quote). Private — most senders are visitors with no account, so only staff with
   * the claims permission read it. 8 MB like company documents: the page's plain form fits.
   */
  contact_attachment: {
    visibility: 'private',
    types: ['jpeg', 'png', 'webp', 'pdf'],
    maxBytes: 8 * MB,
    maxFiles: 1,
    staffPermission: 'claims',
    audited: false,
  },
  /**
   * A customer's photo of the product they review (decision 054): public after moderation —
   * kept under an unguessable name, linked by the storefront only once staff publish the
   * review, deleted when it is rejected. Pictures only, 5 MB, 3 per review.
   */
  review_photo: {
    visibility: 'public',
    types: ['jpeg', 'png', 'webp'],
    maxBytes: 5 * MB,
    maxFiles: 3,
    staffPermission: 'claims',
    audited: false,
  },
  /**
   * A file of a claim's message (decision 051), from the customer or from staff: a photo of the
   * fitted cover or a PDF (delivery note, invoice). Private — the claim's customer and staff
   * with the claims permission read it. 5 MB each, 3 per message: a phone photo fits, and the
   * page's plain form (one file) stays under its 10 MB.
   */
  support_attachment: {
    visibility: 'private',
    types: ['jpeg', 'png', 'webp', 'pdf'],
    maxBytes: 5 * MB,
    maxFiles: 3,
    staffPermission: 'claims',
    audited: false,
  },
} as const satisfies Record<string, UploadPurpose>;

export type UploadPurposeName = keyof typeof UPLOAD_PURPOSES;

/** Text fields a multipart request may carry beside its files, and their size. */
export const MULTIPART_FIELD_LIMITS = { maxFields: 10, maxFieldBytes: 10_000 } as const;

/** Folder of private files: never served at /media/ (media-files.routes.ts refuses it). */
export const PRIVATE_PREFIX = 'private/';

export type UploadRefusal =
  | { status: 415; key: 'upload_type_refused'; params: { types: string } }
  | { status: 413; key: 'upload_too_large'; params: { max: string } }
  | { status: 422; key: 'upload_empty'; params: Record<string, never> };

/** Whether a received file may be kept for this purpose: its sniffed type and its size. */
export function uploadRefusal(
  purpose: UploadPurpose,
  file: { type: FileType | null; size: number },
): UploadRefusal | null {
  if (file.size === 0) return { status: 422, key: 'upload_empty', params: {} };
  if (file.size > purpose.maxBytes)
    return { status: 413, key: 'upload_too_large', params: { max: megabytes(purpose.maxBytes) } };
  if (file.type === null || !purpose.types.includes(file.type))
    return { status: 415, key: 'upload_type_refused', params: { types: typeList(purpose) } };
  return null;
}

/** `10` for 10 MiB, `2.5` for 2.5 MiB: what the messages say. */
export function megabytes(bytes: number): string {
  return String(Math.round((bytes / MB) * 10) / 10);
}

/** `JPEG, PNG, WEBP`: the accepted types as the messages list them. */
export function typeList(purpose: UploadPurpose): string {
  return purpose.types.map((type) => type.toUpperCase()).join(', ');
}

/**
 * Where a file is kept: `uploads/<yyyy>/<mm>/<random id>.<ext>` (public, served at
 * `/media/uploads/…`) or `private/uploads/…`. The name comes from the shop, never from the
 * client: the client's name is only kept in the row, sanitised.
 */
export function uploadKey(
  visibility: 'public' | 'private',
  type: FileType,
  randomId: string,
  at: Date,
): string {
  if (!/^[a-f0-9-]{8,64}$/.test(randomId)) throw new Error(`Bad upload id: ${randomId}`);
  const month = `${at.getUTCFullYear()}/${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
  const key = `uploads/${month}/${randomId}.${FILE_TYPES[type].extension}`;
  return visibility === 'private' ? PRIVATE_PREFIX + key : key;
}

/** Who may read (download) or delete an upload: its uploader, or staff holding the permission. */
export function mayAccessUpload(
  upload: { ownerUserId: number | null },
  viewer: { userId: number | null; staffAllowed: boolean },
): boolean {
  if (viewer.staffAllowed) return true;
  return viewer.userId !== null && upload.ownerUserId === viewer.userId;
}
