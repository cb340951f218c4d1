import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';

/**
 * The server's logger (decision 0069): JSON lines for a log collector when stdout is not a terminal, one readable
 * line per entry (pino-pretty, in this process, synchronously) when a person is watching it. `destination` is
 * where lines go (stdout when absent; tests pass a stream).
 */
export function serverLogger(
  level: string,
  opts: { tty: boolean; destination?: NodeJS.WritableStream },
): NonNullable<FastifyServerOptions['logger']> {
  if (!opts.tty) return opts.destination ? { level, stream: opts.destination } : { level };
  return {
    level,
    stream: pretty({
      colorize: !opts.destination,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
      singleLine: true,
      sync: true,
      destination: opts.destination ?? 1,
    }),
  };
}

/**
 * Fastify's own lines, quieter (decision 0069): one line per request at `debug` when it completes (a visitor's page
 * load is dozens of requests, and at `info` one visitor filled the log), "incoming request" at `trace`, a 404 at
 * `debug`; a 5xx answer and any error at `error`, whatever the level.
 */
export class QuietLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.trace({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const fields = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else if (reply.statusCode >= 500) reply.log.error(fields, 'request answered with a server error');
    else reply.log.debug(fields, 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug(`Route ${request.method}:${request.url} not found`);
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode >= 500) reply.log.error({ req: request, res: reply, err: error }, error.message);
    else reply.log.debug({ res: reply, err: error }, error.message);
  }
}
