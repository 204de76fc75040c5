import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { captureLog } from '#tests/helpers/log-lines';
import { call, callingApp, signIn, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();

interface LogLine {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

const INFO = 30;
const DEBUG = 20;

async function appLoggingAt(level: string) {
  const log = captureLog();
  const app = await buildApp({ config: ctx.config, database: ctx.database, logger: { level, stream: log.stream } });
  const requestLines = async (action: (app: FastifyInstance) => Promise<unknown>) =>
    (await log.logOf(() => action(app)))
      .map((line) => JSON.parse(line) as LogLine)
      .filter((line) => line.msg.startsWith('request') || line.msg.startsWith('incoming'));
  return { app, requestLines };
}

describe('the request log', () => {
  let info: Awaited<ReturnType<typeof appLoggingAt>>;
  let debug: Awaited<ReturnType<typeof appLoggingAt>>;
  beforeAll(async () => {
    info = await appLoggingAt('info');
    debug = await appLoggingAt('debug');
    return async () => {
      await info.app.close();
      await debug.app.close();
    };
  });

  it('writes one line for a write, with its method, path, status and time', async () => {
    const alice = await signIn(ctx);
    const lines = await info.requestLines((app) =>
      callingApp(alice, app).call({ method: 'POST', url: '/api/projects', payload: { name: 'Logged' } }),
    );

    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: INFO,
      msg: 'request completed',
      req: { method: 'POST', url: '/api/projects' },
    });
    expect(lines[0]?.res?.statusCode).toBe(201);
    expect(lines[0]?.responseTime).toBeGreaterThan(0);
  });

  it('keeps quick successful reads out of the info log, and refusals in', async () => {
    const lines = await info.requestLines(async (app) => {
      await call(app, { url: '/api/auth/config' });
      await call(app, { url: '/api/user' });
    });

    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: INFO, req: { url: '/api/user' }, res: { statusCode: 401 } });
  });

  it('writes the quick reads at debug', async () => {
    const lines = await debug.requestLines((app) => call(app, { url: '/api/auth/config' }));

    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: DEBUG, req: { method: 'GET', url: '/api/auth/config' } });
  });
});
