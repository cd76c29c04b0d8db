import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { EdgeConfig } from '../config';
import { refuse } from './refusal';
import { isVisitorFacing } from './visitor-routes';

/**
 * Whether an event-loop delay is a measurement of load: not before start-up work is over, and not
 * a window with no sample at all (under-pressure reports that as Infinity; it happens when its own
 * timer fires before the delay monitor's after one long pause, and says nothing of sustained lag).
 */
function lagMeasured(value: number | undefined, armedAt: number): boolean {
  return Date.now() >= armedAt && value !== undefined && Number.isFinite(value);
}

/**
 * Load shedding (@fastify/under-pressure): while the event loop lags or the heap is near its limit,
 * new page and /graphql requests are refused at once with 503 and Retry-After instead of queueing
 * behind work the process cannot finish in time. Health checks and built assets still answer.
 * Resolves with whether the process is under pressure now (the front door steps aside while it is).
 */
export async function registerShedding(app: FastifyInstance, config: EdgeConfig): Promise<() => boolean> {
  // The delay is the mean over a second: one long task (a cold render) is averaged out, sustained lag is not.
  const sampleIntervalMs = 1000;
  // The first samples measure start-up work (the schema, the render bundle), not load.
  let armedAt = Number.POSITIVE_INFINITY;
  app.addHook('onReady', async () => {
    armedAt = Date.now() + 2 * sampleIntervalMs;
  });
  await app.register(underPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    maxHeapUsedBytes: config.maxHeapUsedBytes,
    retryAfter: config.retryAfterSeconds,
    sampleInterval: sampleIntervalMs,
    // Sending here ends the request (Fastify skips the handler of a sent reply); not sending lets it through.
    pressureHandler: (request, reply, type, value) => {
      if (!isVisitorFacing(request) || (type === underPressure.TYPE_EVENT_LOOP_DELAY && !lagMeasured(value, armedAt))) return;
      request.log.warn({ pressure: type, value }, 'shedding load');
      reply.send(refuse(request, reply, { status: 503, code: 'SERVICE_OVERLOADED' }, config.retryAfterSeconds));
    },
  });
  return () => app.isUnderPressure();
}
