import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createProviders, type Providers } from '#server/ai/create-providers';
import type { ModelCatalogue } from '#server/ai/model-catalogue';
import { ReplyWorker } from '#server/ai/reply-worker';

declare module 'fastify' {
  interface FastifyInstance {
    replies: { catalogue: ModelCatalogue; providers: Providers['providers']; wake(): void };
  }
}

export interface RepliesOptions {
  /** Off in tests that drive the queue themselves. */
  runWorker: boolean;
  sweepMs: number;
}

/** The provider catalogue and this process's reply worker, started with the app and stopped with it. */
export const replies = fp(async (app: FastifyInstance, options: RepliesOptions) => {
  const { concurrency, leaseMs } = app.config.replies;
  const { providers, catalogue } = createProviders(app.config, app.log);
  const worker = new ReplyWorker({
    db: app.db,
    dataDir: app.config.dataDir,
    providers,
    connections: app.config.connections,
    live: app.live.bus,
    log: app.log,
    concurrency,
    leaseMs,
    sweepMs: options.sweepMs,
  });
  app.decorate('replies', { catalogue, providers, wake: () => worker.wake() });
  if (!options.runWorker) return;
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
});
