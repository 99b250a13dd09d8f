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
