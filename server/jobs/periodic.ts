/** A job a server process runs every so often: one run at a time, failures logged, stopped with the server. */
export interface PeriodicJob {
  /** Stops looking, and waits for a run under way to end. */
  stop(): Promise<void>;
}

/**
 * Runs `run` every `everyMs` in this process until stopped; a tick that finds the previous run
 * still going does nothing. A failure is reported to `onError` and the next tick runs again.
 */
export function startPeriodic(everyMs: number, run: () => Promise<void>, onError: (error: unknown) => void): PeriodicJob {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = run()
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
