import { z } from 'zod';
import { id, text, timestamp } from '#shared/api/common';
import {
  PROJECT_DESCRIPTION_MAX_LENGTH,
  PROJECT_INSTRUCTIONS_MAX_LENGTH,
  PROJECT_NAME_MAX_LENGTH,
} from '#shared/constants';

export const projectSchema = z.object({
  id,
  userId: id,
  name: z.string(),
  description: z.string(),
  instructions: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Project = z.infer<typeof projectSchema>;

const projectName = text({ error: 'Project name is required' })
  .trim()
  .min(1, 'Project name is required')
  .max(PROJECT_NAME_MAX_LENGTH, 'Project name must be at most 100 characters');
const description = text().trim().max(PROJECT_DESCRIPTION_MAX_LENGTH);
const instructions = text().trim().max(PROJECT_INSTRUCTIONS_MAX_LENGTH);

export const createProjectBody = z.strictObject({
  name: projectName,
  description: description.default(''),
  instructions: instructions.default(''),
});
export type CreateProjectBody = z.input<typeof createProjectBody>;

export const updateProjectBody = z
  .strictObject({
    name: projectName.optional(),
    description: description.optional(),
    instructions: instructions.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Nothing to update',
  });
export type UpdateProjectBody = z.infer<typeof updateProjectBody>;
