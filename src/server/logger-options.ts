import type { FastifyServerOptions } from 'fastify';
import type { LogFn, Logger } from 'pino';
import { serializeError, serializeRequest } from '#server/logs/log-serializers';
import type { RecentLogs } from '#server/logs/recent-logs';

type LoggerOption = FastifyServerOptions['logger'];

/**
 * The logger the app is given (or the default one), always with the serializers above, and each
 * warning and error also kept in `recent` for the admin's System Logs.
 */
export function loggerOptions(logger: LoggerOption, level: string, recent?: RecentLogs): LoggerOption {
  if (logger === false) return false;
  const options = typeof logger === 'object' ? logger : { level };
  const hooks = recent && {
    hooks: {
      logMethod(this: Logger, args: Parameters<LogFn>, method: LogFn, levelNumber: number) {
        recent.record(levelNumber, this.bindings(), args);
        return method.apply(this, args);
      },
    },
  };
  return { ...options, ...hooks, serializers: { ...options.serializers, req: serializeRequest, err: serializeError } };
}
