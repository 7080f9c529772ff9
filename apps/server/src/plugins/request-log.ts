import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** A request slower than this is logged (warn) whatever the level. */
export const SLOW_REQUEST_MS = 1000;

const tracing = (request: FastifyRequest) => request.log.level === 'debug' || request.log.level === 'trace';

/**
 * Fastify's request log without its two info lines per request (incoming, completed), a
 * sizeable share of a short request's time under load (and of the log's volume): a completed
 * request is logged when it failed (error),
 * when it took SLOW_REQUEST_MS or longer (warn), or at debug level (LOG_LEVEL=debug) for
 * tracing. Fastify's error and warning lines (serializer, stream and header failures) stay; the
 * errors a handler throws are logged by plugins/errors.ts.
 */
export class RequestLog extends LogController {
  constructor(private readonly slowMs = SLOW_REQUEST_MS) {
    super();
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply) {
    if (tracing(request)) super.incomingRequest(request, reply);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const ms = reply.elapsedTime;
    if (error) reply.log.error({ res: reply, err: error, responseTime: ms }, 'request errored');
    else if (ms >= this.slowMs) reply.log.warn({ req: request, res: reply, responseTime: ms }, 'slow request');
    else if (tracing(request)) reply.log.debug({ res: reply, responseTime: ms }, 'request completed');
  }

  /** An unknown path is answered 404 in the error format; not worth a line per probe. */
  override routeNotFound() {}
}
