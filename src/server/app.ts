import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createSignInRateLimits, type SignInRateLimits } from '#server/auth/rate-limits';
import type { Config } from '#server/config';
import type { Database, DatabaseHandle } from '#server/db/database';
import { loggerOptions } from '#server/logger-options';
import { RecentLogs } from '#server/logs/recent-logs';
import { trustProxyOption } from '#server/net/ip-address';
import { apiDocs } from '#server/plugins/api-docs';
import { authentication } from '#server/plugins/authentication';
import { compression } from '#server/plugins/compression';
import { errorHandler, frameworkError } from '#server/plugins/error-handler';
import { legalPages } from '#server/plugins/legal-pages';
import { live } from '#server/plugins/live';
import { replies } from '#server/plugins/replies';
import { sameOrigin } from '#server/plugins/same-origin';
import { securityHeaders } from '#server/plugins/security-headers';
import { spa } from '#server/plugins/spa';
import { unsentUploads } from '#server/plugins/unsent-uploads';
import { RequestLog } from '#server/request-log';
import { responseSerializerCompiler } from '#server/response-serializer';
import { apiRoutes } from '#server/routes/index';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    signInLimits: SignInRateLimits;
    /** This process's recent warnings and errors, for the admin's System Logs. */
    recentLogs: RecentLogs;
  }
}

export interface AppDeps {
  config: Config;
  database: Pick<DatabaseHandle, 'db' | 'kind' | 'listen'>;
  logger?: FastifyServerOptions['logger'];
  /** The reply worker runs unless a test drives the queue itself. */
  runReplyWorker?: boolean;
  replySweepMs?: number;
}

const JSON_BODY_LIMIT = 100 * 1024;

/** The whole HTTP application, without listening: main.ts listens, tests use app.inject. */
export async function buildApp({
  config,
  database,
  logger,
  runReplyWorker = true,
  replySweepMs = 2000,
}: AppDeps): Promise<FastifyInstance> {
  const recentLogs = new RecentLogs();
  const app = Fastify({
    logger: loggerOptions(logger, config.logLevel, recentLogs),
    bodyLimit: JSON_BODY_LIMIT,
    // Which proxies may name the client (X-Forwarded-For): sign-in limits key on that address.
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkError,
    logController: new RequestLog(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  // Writes carry JSON or multipart only: a plain-text body is what a cross-site form can send.
  app.removeContentTypeParser('text/plain');

  app.decorate('config', config);
  app.decorate('recentLogs', recentLogs);
  app.decorate('db', database.db);

  await app.register(errorHandler);
  await app.register(securityHeaders);
  // Before any route: it attaches itself to each /api route as the route is added.
  await app.register(compression);
  await app.register(cookie);
  app.decorate('signInLimits', createSignInRateLimits(app));
  await app.register(sameOrigin);
  await app.register(live, { database });
  await app.register(authentication);
  await app.register(replies, { runWorker: runReplyWorker, sweepMs: replySweepMs });
  await app.register(unsentUploads);
  await app.register(apiDocs);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(legalPages);
  await app.register(spa);

  return app;
}
