import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resolveContestants } from '#server/ai/contestants';
import { findAdminSettings, saveAdminSettings } from '#server/db/queries/admin-settings';
import type { AdminSettingsRow } from '#server/db/schema/admin-settings';
import { adminGuard, requireAdmin } from '#server/plugins/authentication';
import { savedSettings, settingDefaults } from '#server/settings/effective-settings';
import { pairChoices } from '#server/settings/starting-pair';
import { type AdminSettingsResponse, adminSettingsResponse, updateAdminSettingsBody } from '#shared/api/admin-settings';

/**
 * The admin's Settings (docs/decisions/047-admin-settings.md): read from the row itself, never from
 * a cache; saved with a notification that makes every process read them again.
 */
export const adminSettingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminGuard);

  async function answer(row: AdminSettingsRow | undefined): Promise<AdminSettingsResponse> {
    return {
      saved: savedSettings(row),
      defaults: settingDefaults(app.config),
      signIn: { password: app.config.enablePasswordLogin, google: app.config.google.clientId !== undefined },
      connections: pairChoices(await app.replies.catalogue.current()),
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  }

  app.get('/admin/settings', { schema: { response: { 200: adminSettingsResponse } } }, async () =>
    answer(await findAdminSettings(app.db)),
  );

  app.put(
    '/admin/settings',
    { schema: { body: updateAdminSettingsBody, response: { 200: adminSettingsResponse } } },
    async (request) => {
      const admin = requireAdmin(request);
      const changes = request.body;
      // Both models must be offered now; a 400 names which is not, and nothing is stored.
      if (changes.startingPair) {
        const { a, b } = changes.startingPair;
        resolveContestants(await app.replies.catalogue.current(), [a, b]);
      }
      if (Object.keys(changes).length === 0) return answer(await findAdminSettings(app.db));
      const row = await app.live.bus.transaction(async (tx, announce) => {
        const saved = await saveAdminSettings(tx, changes, admin.id);
        await announce({ type: 'settings-changed' });
        return saved;
      });
      return answer(row);
    },
  );
};
