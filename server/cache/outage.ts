/** What an outage's lines are written to (the gateway's pino logger). */
export interface OutageLog {
  warn(fields: object, message: string): void;
}

/** What ops read of a backend's state now (metrics, readiness). */
export interface BackendState {
  backend: string;
  up: boolean;
  /** When the outage under way began (ISO 8601); absent while up. */
  downSince?: string;
}

/**
 * The outages of one backend the gateway can do without (Redis), as ops read them in the log: one
 * line when an outage starts, at most one per `intervalMs` while it lasts (counting the failures
 * since the line before), and one when it ends — however many commands fail meanwhile. All three
 * are warnings, so a log filtered at warn that shows an outage also shows its end. No timer: lines
 * are written as failures are reported (a reconnecting client reports one every few seconds).
 */
export class Outage {
  private since: number | null = null;
  private lastLineAt = 0;
  private sinceLastLine = 0;
  private during = 0;
  private total = 0;

  constructor(
    /** The backend's label in metrics and readiness (`redis`). */
    private readonly backend: string,
    /** Its name in log lines (`Redis`). */
    private readonly name: string,
    private readonly log: OutageLog,
    private readonly intervalMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get down(): boolean {
    return this.since !== null;
  }

  /** Failures reported since start (for a counter). */
  get failures(): number {
    return this.total;
  }

  state(): BackendState {
    return this.since === null ? { backend: this.backend, up: true } : { backend: this.backend, up: false, downSince: new Date(this.since).toISOString() };
  }

  /** A command or the connection failed: starts an outage, or counts toward the one under way. */
  failed(error: unknown): void {
    const at = this.now();
    this.total += 1;
    if (this.since === null) {
      this.since = at;
      this.lastLineAt = at;
      this.sinceLastLine = 0;
      this.during = 1;
      this.log.warn({ err: error, cacheBackend: this.backend, outage: 'started' }, `${this.name} is unreachable: each replica caches in its own memory until it is back`);
      return;
    }
    this.during += 1;
    this.sinceLastLine += 1;
    if (at - this.lastLineAt < this.intervalMs) return;
    this.log.warn(
      { err: error, cacheBackend: this.backend, outage: 'continues', failures: this.sinceLastLine, downForMs: at - this.since },
      `${this.name} is still unreachable (${this.sinceLastLine} failures since the last line)`,
    );
    this.lastLineAt = at;
    this.sinceLastLine = 0;
  }

  /** The backend answered: ends the outage under way, if any. Returns whether one ended. */
  recovered(): boolean {
    if (this.since === null) return false;
    const downForMs = this.now() - this.since;
    this.log.warn({ cacheBackend: this.backend, outage: 'ended', failures: this.during, downForMs }, `${this.name} is back after ${Math.round(downForMs / 1000)} s: the shared cache is in use again`);
    this.since = null;
    return true;
  }
}
