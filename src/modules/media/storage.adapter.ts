import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

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
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, target);
  return target;
}
