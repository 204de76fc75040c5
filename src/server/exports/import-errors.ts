import { AppError } from '#server/errors';
import { NOT_AN_EXPORT_FILE_MESSAGE } from '#shared/errors';

export interface ValidationIssue {
  instancePath: string;
  message?: string;
}

/** A zod issue as Fastify's validation reports one (fastify-type-provider-zod's shape): `/a/0/b`. */
export function validationIssue(issue: { path: PropertyKey[]; message: string }): ValidationIssue {
  return { instancePath: `/${issue.path.map(String).join('/')}`, message: issue.message };
}

/** `/conversations/2/messages/5/sender` as a person reads it: `conversations[2].messages[5].sender`. */
export function entryName(instancePath: string): string {
  return instancePath
    .split('/')
    .filter((part) => part !== '')
    .reduce((name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part), '');
}

/**
 * The 400 of an import file that does not validate, naming its first bad entry: the schema checks
 * the file in order, so the first issue is the earliest in the file.
 */
export function importValidationError(validation: readonly ValidationIssue[]): AppError {
  const [first] = validation;
  const where = first ? entryName(first.instancePath) : '';
  if (!where) return new AppError('validation_failed', `${NOT_AN_EXPORT_FILE_MESSAGE}.`);
  return new AppError('validation_failed', `${where}: ${first?.message ?? 'Invalid value'}`);
}
