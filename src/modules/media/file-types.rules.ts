/**
 * What a file is, decided from its first bytes (magic numbers) — never from its name nor from
 * the type a client claims — and the content type a stored key is served with.
 * Pure: no I/O.
 */

export const FILE_TYPES = {
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
} as const;

export type FileType = keyof typeof FILE_TYPES;

/** Bytes the sniffer needs at most (WebP: `RIFF` + size + `WEBP`). */
export const SNIFF_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = [0x52, 0x49, 0x46, 0x46]; // RIFF
const WEBP = [0x57, 0x45, 0x42, 0x50]; // WEBP

/** The type the bytes start with, or null for anything else (empty, text, HTML, SVG, ZIP…). */
export function sniffFileType(bytes: Uint8Array): FileType | null {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  return null;
}

/** Content types of the files the shop stores and serves, by extension of the key. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=utf-8',
};

/** `images/a.webp` → `image/webp`; an unknown extension is opaque bytes. */
export function contentTypeOfKey(key: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase();
  return (extension && CONTENT_TYPES[extension]) || 'application/octet-stream';
}

/**
 * A file name safe to keep and to send back in `Content-Disposition`: the last path segment,
 * letters, digits, `. _ -` and spaces only (accents folded), at most 100 characters, never
 * empty nor starting with a dot. `..\..\Facture été.PDF` → `Facture ete.PDF`.
 */
export function safeFileName(name: string, fallback = 'file'): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._ -]+/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s_-]+/, '')
    .trim();
  const short = cleaned.length > 100 ? cleaned.slice(cleaned.length - 100) : cleaned;
  return short.replace(/^[.\s_-]+/, '') || fallback;
}

/** `image/png` → `png`: the type a stored content type names, null for any other. */
export function fileTypeOf(contentType: string): FileType | null {
  const found = Object.entries(FILE_TYPES).find(([, t]) => t.contentType === contentType);
  return found ? (found[0] as FileType) : null;
}

/** The name a download is saved under: the kept name with the sniffed type's extension. */
export function downloadName(name: string, type: FileType | null): string {
  const safe = safeFileName(name);
  if (!type) return safe;
  const stem = safe.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return `${stem || 'file'}.${FILE_TYPES[type].extension}`;
}
