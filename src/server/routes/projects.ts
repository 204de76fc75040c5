import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteProject, findProject, insertProject, listProjects, updateProject } from '#server/db/queries/projects';
import { AppError } from '#server/errors';
import { requireUser, userGuard } from '#server/plugins/authentication';
import { toProject } from '#server/serializers';
import { idParams, okResponse } from '#shared/api/common';
import { createProjectBody, projectSchema, updateProjectBody } from '#shared/api/projects';

export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', userGuard);

  app.get('/projects', { schema: { response: { 200: z.array(projectSchema) } } }, async (request) => {
    const rows = await listProjects(app.db, requireUser(request).id);
    return rows.map(toProject);
  });

  app.get('/projects/:id', { schema: { params: idParams, response: { 200: projectSchema } } }, async (request) => {
    const project = await findProject(app.db, requireUser(request).id, request.params.id);
    if (!project) throw new AppError('project_not_found');
    return toProject(project);
  });

  app.post(
    '/projects',
    { schema: { body: createProjectBody, response: { 201: projectSchema } } },
    async (request, reply) => {
      const project = await insertProject(app.db, { userId: requireUser(request).id, ...request.body });
      return reply.status(201).send(toProject(project));
    },
  );

  app.patch(
    '/projects/:id',
    { schema: { params: idParams, body: updateProjectBody, response: { 200: projectSchema } } },
    async (request) => {
      const project = await updateProject(app.db, requireUser(request).id, request.params.id, request.body);
      if (!project) throw new AppError('project_not_found');
      return toProject(project);
    },
  );

  app.delete('/projects/:id', { schema: { params: idParams, response: { 200: okResponse } } }, async (request) => {
    const deleted = await deleteProject(app.db, requireUser(request).id, request.params.id);
    if (!deleted) throw new AppError('project_not_found');
    return { ok: true as const };
  });
};
