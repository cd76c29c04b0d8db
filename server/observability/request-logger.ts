import type { FastifyBaseLogger, FastifyLogFn as LogFn, FastifyServerOptions } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

/** pino's level methods, besides `silent`. */
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;

/** What a request logger needs of the logger it is a child of (pino's). */
type ParentLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * A request's logger (the request id bound to every line), made only when the request first writes a
 * line its level lets through. pino's child costs more than a cached answer's whole work — its
 * bindings go through the redaction of every wildcard path — and most requests write nothing at
 * the production level: their own lines are at `debug`.
 */
class RequestLogger implements FastifyBaseLogger {
  declare fatal: LogFn;
  declare error: LogFn;
  declare warn: LogFn;
  declare info: LogFn;
  declare debug: LogFn;
  declare trace: LogFn;
  declare silent: LogFn;
  private made: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: ParentLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** pino's child, made once. */
  private get logger(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  static {
    for (const level of LEVELS) {
      RequestLogger.prototype[level] = function (this: RequestLogger, ...args: Parameters<LogFn>) {
        // A route's own level (Fastify's `logLevel`) is pino's child's to apply.
        if (this.made === null && this.options.level === undefined && !this.parent.isLevelEnabled(level)) return;
        this.logger[level](...args);
      } as LogFn;
    }
    RequestLogger.prototype.silent = () => undefined;
  }

  get level(): FastifyBaseLogger['level'] {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: FastifyBaseLogger['level']) {
    this.logger.level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/** Fastify's childLoggerFactory: request loggers that cost nothing until they write. */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  new RequestLogger(logger as ParentLogger, bindings, options);
