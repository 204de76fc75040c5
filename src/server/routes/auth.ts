import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifyGoogleAccessToken } from '#server/auth/google';
import { findOrCreateGoogleUser } from '#server/auth/google-accounts';
import { endSession, startSession } from '#server/auth/sessions';
import { requireUser } from '#server/plugins/authentication';
import { toPublicUser } from '#server/serializers';
import type { EffectiveSettings } from '#server/settings/effective-settings';
import { authConfigResponse, googleConfigResponse, googleLoginBody } from '#shared/api/auth';
import { okResponse } from '#shared/api/common';
import { publicUserSchema } from '#shared/api/users';
import { signUpQuery } from '#shared/setup-link';

// Also a liveness check (docs/operations.md, Health): it answers within this whatever the database does.
const SETTINGS_WAIT_MS = 1000;
const OPEN = { password: true, google: true };

/**
 * Whether the admin's Settings let each way in make new accounts. When they cannot be read in time,
 * sign-up shows as open: a sign-up then fails as any write would.
 */
async function signUpOffered(app: FastifyInstance): Promise<EffectiveSettings['signUp']> {
  const abandon = new AbortController();
  const late = sleep(SETTINGS_WAIT_MS, OPEN, { signal: abandon.signal }).catch(() => OPEN);
  try {
    return await Promise.race([app.adminSettings.current().then((settings) => settings.signUp), late]);
  } catch {
    return OPEN;
  } finally {
    abandon.abort();
  }
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/auth/google-config', { schema: { response: { 200: googleConfigResponse } } }, async () => ({
    clientId: app.config.google.clientId ?? null,
  }));

  app.get('/auth/config', { schema: { response: { 200: authConfigResponse } } }, async () => {
    const google = app.config.google.clientId !== undefined;
    const password = app.config.enablePasswordLogin;
    const signUp = await signUpOffered(app);
    return {
      google,
      password,
      testLogin: app.config.enableTestLogin,
      signUp: { password: password && signUp.password, google: google && signUp.google },
    };
  });

  app.post(
    '/auth/google',
    {
      schema: { querystring: signUpQuery, body: googleLoginBody, response: { 200: publicUserSchema } },
      onRequest: app.signInLimits.perIp,
    },
    async (request, reply) => {
      const identity = await verifyGoogleAccessToken(request.body.token, app.config.google);
      const { signUp } = await app.adminSettings.current();
      const user = await findOrCreateGoogleUser(app.db, app.config, identity, {
        setup: request.query.setup,
        signUpOpen: signUp.google,
      });
      await startSession(app, request, reply, user.id);
      return toPublicUser(user);
    },
  );

  app.post('/auth/logout', { schema: { response: { 200: okResponse } } }, async (request, reply) => {
    await endSession(app, request, reply);
    return { ok: true as const };
  });

  app.get('/user', { schema: { response: { 200: publicUserSchema } } }, async (request) =>
    toPublicUser(requireUser(request)),
  );
};
