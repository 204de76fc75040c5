/** Business constants (docs/behaviour.md, Constants and limits), shared by the server and the client. */

export const PROVIDERS = ['openai', 'claude'] as const;
export type Provider = (typeof PROVIDERS)[number];
export const DEFAULT_PROVIDER: Provider = 'openai';

/** Whether an id (a sender, a connection) is one of SPEC's pair. */
export function isProvider(id: string): id is Provider {
  return (PROVIDERS as readonly string[]).includes(id);
}

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PROJECT_NAME_MAX_LENGTH = 100;
export const PROJECT_DESCRIPTION_MAX_LENGTH = 2_000;
export const PROJECT_INSTRUCTIONS_MAX_LENGTH = 20_000;
export const CONVERSATION_TITLE_MAX_LENGTH = 200;
export const DEFAULT_CONVERSATION_TITLE = 'New Conversation';

/** A day in milliseconds, for periods counted back from now. */
export const DAY_MS = 24 * 60 * 60 * 1000;

export const UPLOAD_MAX_BYTES = 1024 * 1024;
export const UPLOAD_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'docx'] as const;
/** Files sent with one message. */
export const MAX_ATTACHMENTS_PER_MESSAGE = 5;
/** An upload never sent with a message is removed after this long. */
export const UNSENT_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const ACTIVE_USER_WINDOW_MS = 24 * 60 * 60 * 1000;

export const ADMIN_USERS_PAGE_SIZE = 20;
export const ADMIN_USERS_MAX_PAGE_SIZE = 100;

export const USAGE_DEFAULT_DAYS = 30;
export const USAGE_MAX_DAYS = 365;
/** The API Usage tab lists the heaviest users first; past this many, the rest are left out. */
export const USAGE_MAX_USERS = 50;
/** Shown in API Usage for the calls of an account deleted since. */
export const DELETED_USER_NAME = 'Deleted user';
