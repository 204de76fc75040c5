import { AppError } from '#server/errors';
import { NOT_AN_EXPORT_FILE_MESSAGE } from '#shared/errors';

interface ValidationIssue {
  instancePath: string;
  message?: string;
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
