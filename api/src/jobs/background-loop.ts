import type { Logger } from '../logging/logger';

/**
 * A piece of background work run every `intervalMs` and on demand, never twice at once: the
 * funded-request closer, the webhook worker and the retention job each own one. `nudge()` runs it
 * now, or once more after the run under way (so work written meanwhile is not left for the next
 * tick); a failure is logged and the next tick tries again. Started and stopped with the API.
 */
export class BackgroundLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private started = false;

  constructor(
    private readonly run: () => Promise<unknown>,
    private readonly options: { intervalMs: number; logger: Logger; failure: string },
  ) {}

  /** True between start() and stop(): a run in hand may stop early when it turns false. */
  get active(): boolean {
    return this.started;
  }

  start(): void {
    this.started = true;
    this.nudge();
    this.timer = setInterval(() => this.nudge(), this.options.intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for the run under way, if any. */
  async stop(): Promise<void> {
    this.started = false;
    clearInterval(this.timer);
    this.timer = undefined;
    this.again = false;
    await this.whenIdle();
  }

  /** Runs now, or once more after the run under way. Ignored before start() and after stop(). */
  nudge(): void {
    if (!this.started) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.run()
      .then(() => undefined)
      .catch((error) => this.options.logger.error(this.options.failure, { error }))
      .finally(() => {
        this.running = undefined;
        if (this.again && this.started) {
          this.again = false;
          this.nudge();
        }
      });
  }

  /** Resolves when no run is under way (tests, and a graceful stop). */
  async whenIdle(): Promise<void> {
    while (this.running) await this.running;
  }
}
