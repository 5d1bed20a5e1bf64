import cliProgress from 'cli-progress';

export type ProgressCallback = ((done: number, total: number, label: string) => void) & {
  /** Stops the bar (call on errors; it stops by itself when done reaches total). */
  stop(): void;
};

export interface ProgressOptions {
  /** Where to draw; default stderr, so that stdout stays clean for summaries and logs. */
  stream?: NodeJS.WriteStream;
  /** Plain mode: minimum time between two lines (ms). */
  intervalMs?: number;
}

/**
 * A seed progress reporter: a cli-progress bar on a terminal, otherwise a plain line every few
 * seconds and at the end (CI logs, `npm start` under a supervisor).
 */
export function createProgressReporter(options: ProgressOptions = {}): ProgressCallback {
  const stream = options.stream ?? process.stderr;
  const interval = options.intervalMs ?? 3000;
  let stopped = false;

  if (stream.isTTY) {
    const bar = new cliProgress.SingleBar(
      {
        stream,
        format: 'seeding [{bar}] {percentage}% | {value}/{total} | {label}',
        hideCursor: true,
        clearOnComplete: false,
        fps: 10,
      },
      cliProgress.Presets.shades_classic,
    );
    let started = false;
    const report = ((done: number, total: number, label: string) => {
      if (stopped) return;
      if (!started) {
        bar.start(total, done, { label });
        started = true;
      }
      bar.setTotal(total);
      bar.update(done, { label });
      if (done >= total) report.stop();
    }) as ProgressCallback;
    report.stop = () => {
      if (stopped) return;
      stopped = true;
      if (started) bar.stop();
    };
    return report;
  }

  let lastAt = Number.NEGATIVE_INFINITY;
  const report = ((done: number, total: number, label: string) => {
    if (stopped) return;
    const now = performance.now();
    const finished = done >= total;
    // Labels alternate while pictures render beside the rows, so lines are time-based only.
    if (finished || now - lastAt >= interval) {
      const percent = total > 0 ? Math.floor((done / total) * 100) : 100;
      stream.write(`seeding ${String(percent).padStart(3)}% (${done}/${total}) ${label}\n`);
      lastAt = now;
    }
    if (finished) stopped = true;
  }) as ProgressCallback;
  report.stop = () => {
    stopped = true;
  };
  return report;
}
