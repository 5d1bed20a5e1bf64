/**
 * Writes the demo pictures drawn by placeholder-images.templates.ts into the storage folder:
 * only the missing ones (idempotent), a few at a time.
 */
import { svgToWebp } from './placeholder-images.templates';
import { fileExists, saveFile } from './storage.adapter';

export interface ImageJob {
  /** Path under the storage folder, e.g. `images/brands/renault.webp`. */
  relativePath: string;
  svg: () => string;
}

/** Renders missing files only (idempotent), a few at a time. */
export async function renderImageFiles(
  storageDir: string,
  jobs: ImageJob[],
  options: { concurrency?: number; onFile?: (done: number) => void } = {},
): Promise<{ created: number; skipped: number }> {
  let next = 0;
  let created = 0;
  let skipped = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      if (await fileExists(storageDir, job.relativePath)) skipped++;
      else {
        await saveFile(storageDir, job.relativePath, await svgToWebp(job.svg()));
        created++;
      }
      options.onFile?.(created + skipped);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  return { created, skipped };
}
