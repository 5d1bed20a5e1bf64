import { stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  CACHE_FOLDER,
  encoderQuality,
  variantCachePath,
  variantDimensions,
  type ImageFormat,
  type ParsedVariant,
} from './image-variants.rules';
import { createLocalStorage, writeFileAtomically, type FileStorage } from './storage.adapter';
import { PRIVATE_PREFIX } from './upload-purposes.rules';

/**
 * Renders resized variants with sharp on their first request and keeps them on disk:
 * `<cacheDir>/r/<size>/<original path>.<format>` (cacheDir defaults to `<storage>/cache`).
 * A file is written under a temporary name and renamed, so readers (other processes too) never
 * see half a picture; concurrent requests for the same variant in this process share one render.
 */

export interface VariantFile {
  /** Path under `cacheDir`, forward slashes. */
  relativePath: string;
  absolutePath: string;
  size: number;
  modifiedAt: Date;
}

export interface ImageVariantService {
  readonly cacheDir: string;
  /** The variant's file, rendered first if needed; null when the original does not exist. */
  file(variant: ParsedVariant): Promise<VariantFile | null>;
  /** Renders done by this service (tests and logs). */
  readonly stats: { renders: number };
}

export interface ImageVariantOptions {
  /** Folder of the originals (`DATA_DIR/storage`) when no `storage` is given. */
  storageDir: string;
  /** Where the originals are read (local folder or S3-compatible); default `storageDir`. */
  storage?: FileStorage;
  /** Folder of the rendered variants; default `<storageDir>/cache`. */
  cacheDir?: string;
  /** Renders at once (sharp uses several threads for each); default half the CPUs, 1 to 4. */
  concurrency?: number;
}

/** Refuses decompression bombs: 40 megapixels is far above any product photo. */
const MAX_INPUT_PIXELS = 40_000_000;

export function createImageVariantService(options: ImageVariantOptions): ImageVariantService {
  const storageRoot = path.resolve(options.storageDir);
  const originals = options.storage ?? createLocalStorage(storageRoot);
  // The rendered variants stay on this machine's disk: a cache each process can rebuild.
  const cacheRoot = path.resolve(options.cacheDir ?? path.join(storageRoot, CACHE_FOLDER));
  const inFlight = new Map<string, Promise<VariantFile | null>>();
  const limit = limiter(
    options.concurrency ?? Math.min(4, Math.max(1, Math.floor(os.availableParallelism() / 2))),
  );
  const stats = { renders: 0 };

  async function render(variant: ParsedVariant, relativePath: string, target: string) {
    const source = await readOriginal(originals, variant.originalPath);
    if (!source) return null;
    const input = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const metadata = await input.metadata();
    const oriented = metadata.autoOrient ?? metadata;
    if (!oriented.width || !oriented.height) throw new Error(`No size: ${variant.originalPath}`);
    const size = variantDimensions(variant.spec, oriented as { width: number; height: number });
    const pipeline = input
      .clone()
      .autoOrient()
      .resize(size.width, size.height, {
        // The exact size is computed above (never enlarged): cover crops, inside only scales.
        fit: variant.spec.fit === 'cover' ? 'cover' : 'fill',
      });
    const data = await encode(pipeline, variant.format, variant.spec.quality).toBuffer();
    await writeFileAtomically(target, data);
    stats.renders++;
    const written = await statFile(target);
    if (!written) throw new Error(`Variant vanished after writing: ${relativePath}`);
    return { relativePath, absolutePath: target, ...written };
  }

  return {
    cacheDir: cacheRoot,
    stats,
    async file(variant) {
      const relativePath = variantCachePath(variant);
      const target = inside(cacheRoot, relativePath);
      const cached = await statFile(target);
      if (cached) return { relativePath, absolutePath: target, ...cached };
      let pending = inFlight.get(relativePath);
      if (!pending) {
        pending = limit(() => render(variant, relativePath, target)).finally(() =>
          inFlight.delete(relativePath),
        );
        inFlight.set(relativePath, pending);
      }
      return pending;
    },
  };
}

function encode(pipeline: sharp.Sharp, format: ImageFormat, specQuality: number): sharp.Sharp {
  const quality = encoderQuality(format, specQuality);
  switch (format) {
    case 'avif':
      // Effort 3: half the encoding time of the default 4, for 3–5 % more bytes.
      return pipeline.avif({ quality, effort: 3 });
    case 'webp':
      return pipeline.webp({ quality, effort: 4 });
    case 'jpg':
      return pipeline.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true });
    case 'png':
      return pipeline.png({ compressionLevel: 9 });
  }
}

/** The original's bytes; null when missing or when its path is not a plain relative path. */
async function readOriginal(storage: FileStorage, key: string): Promise<Buffer | null> {
  if (key.startsWith(PRIVATE_PREFIX)) return null;
  try {
    return await storage.readBuffer(key);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('Invalid storage path')) return null;
    throw error;
  }
}

/** `root/relative`, refusing anything that would resolve outside `root` (defence in depth). */
function inside(root: string, relative: string): string {
  const resolved = path.resolve(root, ...relative.split('/'));
  if (!resolved.startsWith(root + path.sep)) throw new Error(`Path outside ${root}: ${relative}`);
  return resolved;
}

async function statFile(file: string): Promise<{ size: number; modifiedAt: Date } | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : null;
  } catch {
    return null;
  }
}

/** At most `max` tasks at once, the others wait in order (a finished task hands its slot on). */
function limiter(max: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
