import type { FastifyPluginAsync } from 'fastify';
import { adminUsageRoutes } from '#server/routes/admin-usage';
import { adminUserRoutes } from '#server/routes/admin-users';
import { authRoutes } from '#server/routes/auth';
import { chatRoutes } from '#server/routes/chat';
import { conversationRoutes } from '#server/routes/conversations';
import { liveRoutes } from '#server/routes/live';
import { messageVersionRoutes } from '#server/routes/message-versions';
import { messageRoutes } from '#server/routes/messages';
import { modelSettingsRoutes } from '#server/routes/model-settings';
import { modelRoutes } from '#server/routes/models';
import { passwordAuthRoutes } from '#server/routes/password-auth';
import { projectRoutes } from '#server/routes/projects';
import { replyRoutes } from '#server/routes/replies';
import { testLoginRoutes } from '#server/routes/test-login';
import { uploadRoutes } from '#server/routes/uploads';
import { userRoutes } from '#server/routes/users';
import { voteRoutes } from '#server/routes/votes';

/** Every API resource, registered explicitly so that the list of routes reads top to bottom. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes);
  await app.register(passwordAuthRoutes);
  await app.register(testLoginRoutes);
  await app.register(userRoutes);
  await app.register(projectRoutes);
  await app.register(conversationRoutes);
  await app.register(modelRoutes);
  await app.register(modelSettingsRoutes);
  await app.register(chatRoutes);
  await app.register(messageRoutes);
  await app.register(messageVersionRoutes);
  await app.register(liveRoutes);
  await app.register(voteRoutes);
  await app.register(replyRoutes);
  await app.register(uploadRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminUsageRoutes);
};
