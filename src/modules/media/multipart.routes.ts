import { createHash } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, validationFailed } from '../../shared/http';
import { findControlCharacter } from '../../shared/text-input';
import { safeFileName, sniffFileType } from './file-types.rules';
import type { ReceivedFile } from './uploads.service';
import {
  megabytes,
  MULTIPART_FIELD_LIMITS,
  uploadRefusal,
  type UploadPurpose,
} from './upload-purposes.rules';

/**
 * Routes that take files register inside `withFileUploads`: only their scope parses
 * `multipart/form-data` (@fastify/multipart). Every other API route keeps refusing it with 415,
 * and nothing turns on large bodies globally: each route reads its parts with its purpose's
 * limits (`readUpload`).
 */
export async function withFileUploads(
  api: FastifyInstance,
  routes: (scope: FastifyInstance) => void | Promise<void>,
): Promise<void> {
  await api.register(async (scope) => {
    // Defaults for a route that would read parts without limits of its own: one small file.
    await scope.register(fastifyMultipart, {
      limits: {
        fileSize: 1024 * 1024,
        files: 1,
        fields: MULTIPART_FIELD_LIMITS.maxFields,
        fieldSize: MULTIPART_FIELD_LIMITS.maxFieldBytes,
        parts: MULTIPART_FIELD_LIMITS.maxFields + 1,
        headerPairs: 100,
      },
      throwFileSizeLimit: true,
    });
    await routes(scope);
  });
}

/**
 * Reads a multipart request for a purpose: files in the field `fileField` (at most
 * `purpose.maxFiles`, each at most `purpose.maxBytes`, of the purpose's types by content), and
 * text fields (at most 10, 10 kB each). Nothing is stored here: a request refused half-way
 * leaves nothing behind. Refusals: 413 too large / too many, 415 not an accepted type, 422
 * empty / missing (unless `optional`) / unknown field, 400 unreadable — never a 500.
 */
export async function readUpload(
  request: FastifyRequest,
  purpose: UploadPurpose,
  fileField = 'file',
  /** Files may be left out (a contact message without attachment, a claim's message, a review). */
  options: { optional?: boolean } = {},
): Promise<{ files: ReceivedFile[]; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type');
  const files: ReceivedFile[] = [];
  const fields: Record<string, string> = {};
  const tooMany = () =>
    new HttpError(413, 'upload_too_many', undefined, {
      params: { max: String(purpose.maxFiles) },
    });
  try {
    const parts = request.parts({
      limits: {
        fileSize: purpose.maxBytes,
        // One more than allowed, so the extra file is seen and refused rather than dropped.
        files: purpose.maxFiles + 1,
        fields: MULTIPART_FIELD_LIMITS.maxFields,
        fieldSize: MULTIPART_FIELD_LIMITS.maxFieldBytes,
        parts: purpose.maxFiles + 1 + MULTIPART_FIELD_LIMITS.maxFields,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated)
          throw validationFailed({ [part.fieldname]: [{ key: 'invalid_value' }] });
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        if (findControlCharacter(value) !== null || findControlCharacter(part.fieldname) !== null)
          throw validationFailed({ [part.fieldname]: [{ key: 'invalid_characters' }] });
        fields[part.fieldname] = value;
        continue;
      }
      if (part.fieldname !== fileField) {
        part.file.resume();
        throw validationFailed({ [part.fieldname]: [{ key: 'unknown_parameter' }] });
      }
      if (files.length >= purpose.maxFiles) {
        part.file.resume();
        throw tooMany();
      }
      const data = await part.toBuffer();
      // A browser posts an empty part for a file input left empty: no file, when that is allowed.
      if (options.optional && data.length === 0 && !part.filename) continue;
      const type = sniffFileType(data.subarray(0, 16));
      const refusal = uploadRefusal(purpose, { type, size: data.length });
      if (refusal)
        throw new HttpError(refusal.status, refusal.key, undefined, { params: refusal.params });
      files.push({
        field: part.fieldname,
        name: safeFileName(part.filename ?? '', `file.${type}`),
        type: type!,
        data,
        sha256: createHash('sha256').update(data).digest('hex'),
      });
    }
  } catch (error) {
    throw uploadError(error, purpose, tooMany);
  }
  if (files.length === 0 && !options.optional)
    throw new HttpError(422, 'upload_missing', { [fileField]: [{ key: 'required' }] });
  return { files, fields };
}

/** A reading failure as the answer it deserves (never a 500 for what the client sent). */
function uploadError(error: unknown, purpose: UploadPurpose, tooMany: () => HttpError): HttpError {
  if (error instanceof HttpError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, 'upload_too_large', undefined, {
        params: { max: megabytes(purpose.maxBytes) },
      });
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return tooMany();
  }
  return new HttpError(400, 'upload_unreadable');
}
