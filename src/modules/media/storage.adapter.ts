import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { contentTypeOfKey } from './file-types.rules';

/**
 * Files on disk under one storage folder (`<DATA_DIR>/storage`), served by the web server at
 * `/media/<relative path>`. Relative paths use forward slashes and never leave the folder.
 */
export const MEDIA_URL_PREFIX = '/media/';

/** Normalises a relative path ("images/brands/renault.webp") and rejects escapes ("../x"). */
export function safeRelativePath(relativePath: string): string {
  const normalised = path.posix.normalize(relativePath.replace(/\\/g, '/')).replace(/^\/+/, '');
  if (!normalised || normalised === '.' || normalised.startsWith('../') || normalised === '..') {
    throw new Error(`Invalid storage path: ${relativePath}`);
  }
  return normalised;
}

export function absolutePathFor(storageDir: string, relativePath: string): string {
  return path.join(path.resolve(storageDir), ...safeRelativePath(relativePath).split('/'));
}

/** Public URL of a stored file, e.g. `/media/images/brands/renault.webp`. */
export function publicUrlFor(relativePath: string): string {
  return (
    MEDIA_URL_PREFIX + safeRelativePath(relativePath).split('/').map(encodeURIComponent).join('/')
  );
}

export async function fileExists(storageDir: string, relativePath: string): Promise<boolean> {
  try {
    await access(absolutePathFor(storageDir, relativePath));
    return true;
  } catch {
    return false;
  }
}

/** Writes a file, creating folders; a temporary name + rename means readers never see half a file. */
export async function saveFile(
  storageDir: string,
  relativePath: string,
  data: Buffer | Uint8Array,
): Promise<string> {
  const target = absolutePathFor(storageDir, relativePath);
  await writeFileAtomically(target, data);
  return target;
}

/**
 * Writes `data` to the absolute path `target` under a temporary name (unique per process and
 * call), then renames it: a reader sees the old file or the whole new one, never half of it.
 */
export async function writeFileAtomically(
  target: string,
  data: Buffer | Uint8Array,
): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.${randomBytes(4).toString('hex')}${TEMPORARY_SUFFIX}`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Ending of a file being written (never served, never listed as stored). */
export const TEMPORARY_SUFFIX = '.tmp';

/** What a stored file is served with. */
export interface StoredFileInfo {
  /** From the key's extension (`contentTypeOfKey`): the same on every driver. */
  contentType: string;
  size: number;
  lastModified: Date;
  /** A quoted entity tag, for `ETag` / `If-None-Match`. */
  etag: string;
}

export interface StoredFile extends StoredFileInfo {
  body: Readable;
}

/**
 * Where the shop keeps its files (product images, uploads, generated pictures), by key: a
 * relative path with forward slashes (`uploads/2026/11/<uuid>.png`), checked by
 * `safeRelativePath` on every driver. The local folder serves one machine; S3-compatible
 * object storage lets several app processes share the files (docs/decisions/039).
 */
export interface FileStorage {
  readonly driver: 'local' | 's3';
  /** Stores the bytes whole under the key (readers never see half a file), replacing any. */
  put(key: string, data: Buffer | Uint8Array): Promise<void>;
  /** The file as a stream with its type and length; null when there is none. */
  read(key: string): Promise<StoredFile | null>;
  /** The whole file in memory (small files: images to resize); null when there is none. */
  readBuffer(key: string): Promise<Buffer | null>;
  info(key: string): Promise<StoredFileInfo | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

/** The local folder (`DATA_DIR/storage`): the default driver, today's layout unchanged. */
export function createLocalStorage(storageDir: string): FileStorage {
  const root = path.resolve(storageDir);
  const fileOf = (key: string) => absolutePathFor(root, key);
  async function info(key: string): Promise<StoredFileInfo | null> {
    if (safeRelativePath(key).endsWith(TEMPORARY_SUFFIX)) return null;
    try {
      const found = await stat(fileOf(key));
      if (!found.isFile()) return null;
      return {
        contentType: contentTypeOfKey(key),
        size: found.size,
        lastModified: found.mtime,
        etag: `"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }
  return {
    driver: 'local',
    async put(key, data) {
      await saveFile(root, key, data);
    },
    async read(key) {
      const found = await info(key);
      return found ? { ...found, body: createReadStream(fileOf(key)) } : null;
    },
    async readBuffer(key) {
      if (!(await info(key))) return null;
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    info,
    async exists(key) {
      return (await info(key)) !== null;
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
