import type { FastifyPluginAsync } from 'fastify';

/**
 * The footer's /privacy and /terms (docs/behaviour.md, Main chat screen): a redirect to the
 * operator's page where PRIVACY_URL or TERMS_URL is set; otherwise the web app (spa.ts) draws its
 * built-in page, which says what this server stores.
 */
export const legalPages: FastifyPluginAsync = async (app) => {
  const { privacy, terms } = app.config.legalPages;
  for (const [path, url] of [
    ['/privacy', privacy],
    ['/terms', terms],
  ] as const) {
    if (url) app.get(path, { schema: { hide: true } }, async (_request, reply) => reply.redirect(url, 302));
  }
};
