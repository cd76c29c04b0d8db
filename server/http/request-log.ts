import type { FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';

/**
 * Fastify's per-request log lines, at the level they deserve: every request at `debug` (two info
 * lines per request cost more than a cached answer and filled a gigabyte in a 20-minute load run),
 * while a request that errored (`error`), answered 5xx, or took longer than `slowMs` is logged at
 * `warn` with its method, URL, status and time, so production logs keep what needs looking at.
 */
export class RequestLog extends LogController {
  constructor(private readonly slowMs: number) {
    super();
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const responseTime = reply.elapsedTime;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
    } else if (reply.statusCode >= 500 || responseTime > this.slowMs) {
      reply.log.warn({ req: request, res: reply, responseTime }, reply.statusCode >= 500 ? 'request failed' : 'slow request');
    } else {
      reply.log.debug({ res: reply, responseTime }, 'request completed');
    }
  }

  /** A client that went away mid-response (a compressed stream cut short) is no server error. */
  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if ((error as { code?: unknown }).code === 'ERR_STREAM_PREMATURE_CLOSE') {
      reply.log.debug({ req: request, res: reply, err: error }, 'client went away before the response ended');
      return;
    }
    super.defaultErrorLog(error, request, reply);
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug(`Route ${request.method}:${request.url} not found`);
  }
}
