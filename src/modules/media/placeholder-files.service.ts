/**
 * Writes the demo pictures drawn by placeholder-images.templates.ts into the storage:
 * only the missing ones (idempotent), a few at a time.
 */
import { svgToWebp } from './placeholder-images.templates';
import { createLocalStorage, type FileStorage } from './storage.adapter';

export interface ImageJob {
  /** Path under the storage folder, e.g. `images/brands/renault.webp`. */
  relativePath: string;
  svg: () => string;
}

/** Renders missing files only (idempotent), a few at a time. */
export async function renderImageFiles(
  /** The storage (local folder or S3), or the local folder's path. */
  target: FileStorage | string,
  jobs: ImageJob[],
  options: { concurrency?: number; onFile?: (done: number) => void } = {},
): Promise<{ created: number; skipped: number }> {
  const storage = typeof target === 'string' ? createLocalStorage(target) : target;
  let next = 0;
  let created = 0;
  let skipped = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      if (await storage.exists(job.relativePath)) skipped++;
      else {
        await storage.put(job.relativePath, await svgToWebp(job.svg()));
        created++;
      }
      options.onFile?.(created + skipped);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  return { created, skipped };
}
