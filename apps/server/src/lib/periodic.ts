/**
 * A job every API node runs on a timer (clean-ups). Each job must be safe
 * to run on several nodes at once (claim rows with one statement), since
 * nothing elects a single runner. A run never overlaps the previous one, and
 * the timers do not keep the process alive.
 */
export interface PeriodicJob {
  stop(): void;
}

export function startPeriodic(
  intervalMs: number,
  run: () => Promise<unknown>,
  onError: (err: unknown) => void,
  firstDelayMs = Math.min(intervalMs, 60_000),
): PeriodicJob {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    run()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(tick, firstDelayMs);
  const every = setInterval(tick, intervalMs);
  first.unref();
  every.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}

/** What runPeriodically needs of the app: its log and its close hook (a Fastify instance). */
export interface PeriodicHost {
  log: { error(obj: unknown, msg: string): void };
  addHook(name: 'onClose', hook: (instance: unknown, done: () => void) => void): unknown;
}

/**
 * startPeriodic for the app's lifetime: errors are logged as "<what> failed"
 * and the timers stop when the app closes (tests open and close many apps).
 */
export function runPeriodically(
  app: PeriodicHost,
  job: { every: number; what: string; run: () => Promise<unknown>; firstDelayMs?: number },
): void {
  const periodic = startPeriodic(
    job.every,
    job.run,
    (err) => app.log.error({ err }, `${job.what} failed`),
    job.firstDelayMs,
  );
  app.addHook('onClose', (_instance, done) => {
    periodic.stop();
    done();
  });
}
