/**
 * Every error code the API answers with, its HTTP status and the message a person sees.
 * The server throws by code; the client may show `message` as is.
 */
export const errorCatalogue = {
  validation_failed: { status: 400, message: 'The request is not valid.' },
  bad_request: { status: 400, message: 'The request could not be processed.' },
  current_password_required: { status: 400, message: 'Current password is required' },
  current_password_incorrect: { status: 400, message: 'Current password is incorrect' },
  cannot_delete_self: { status: 400, message: 'You cannot delete your own account.' },
  cannot_demote_self: { status: 400, message: 'You cannot remove your own admin rights.' },
  password_required: {
    status: 400,
    message:
      'Set a password: Google sign-in is not configured on this server, so this user could not sign in without one.',
  },
  unauthenticated: { status: 401, message: 'You need to sign in.' },
  invalid_credentials: { status: 401, message: 'Incorrect e-mail or password.' },
  google_token_invalid: { status: 401, message: 'Google sign-in could not be verified. Please try again.' },
  forbidden: { status: 403, message: 'You do not have permission to do that.' },
  admin_required: { status: 403, message: 'Only administrators can do that.' },
  cross_origin: { status: 403, message: 'Cross-site requests are not allowed.' },
  recent_sign_in_required: {
    status: 403,
    message: 'For your security, sign out and sign in with Google again, then make this change.',
  },
  protected_account: { status: 403, message: 'The built-in administrator account cannot be deleted or demoted.' },
  protected_account_password: {
    status: 403,
    message:
      'The built-in administrator account cannot be given a password reset link: its owner changes the password in Settings.',
  },
  password_login_disabled: { status: 403, message: 'Password sign-in is not enabled on this server.' },
  test_login_protected: {
    status: 403,
    message: 'Test login cannot sign in as the built-in administrator. Use its Google account or its password.',
  },
  setup_link_invalid: { status: 403, message: 'This setup link is not valid or has already been used.' },
  sign_up_closed: {
    status: 403,
    message: 'This server is not accepting new accounts. Ask an administrator to add you.',
  },
  google_sign_up_closed: {
    status: 403,
    message:
      'No account here uses this Google account, and this server is not accepting new accounts. Ask an administrator to add you.',
  },
  password_reset_link_invalid: {
    status: 403,
    message:
      'This password reset link is not valid: it has expired, been used, or been replaced by a newer one. Ask your administrator for a new link.',
  },
  not_found: { status: 404, message: 'Not found.' },
  user_not_found: { status: 404, message: 'User not found.' },
  project_not_found: { status: 404, message: 'Project not found.' },
  conversation_not_found: { status: 404, message: 'Conversation not found.' },
  nothing_to_export: { status: 404, message: 'This conversation has no messages yet: there is nothing to export.' },
  file_not_found: { status: 404, message: 'File not found.' },
  message_not_found: { status: 404, message: 'Message not found.' },
  connection_not_found: { status: 404, message: 'Connection not found.' },
  email_taken: { status: 409, message: 'That e-mail address is already in use.' },
  username_taken: { status: 409, message: 'That username is already in use.' },
  google_email_conflict: {
    status: 409,
    message:
      'An account with this e-mail address already exists. Sign in with your password, then link Google from your settings.',
  },
  file_already_sent: {
    status: 409,
    message: 'An attached file was already sent with another message. Upload it again to send it once more.',
  },
  reply_in_progress: {
    status: 409,
    message: 'This reply is still being written. Try again once it has finished.',
  },
  reply_not_cut_off: {
    status: 409,
    message: 'Only a reply its max tokens cut off can be continued.',
  },
  reply_version_not_shown: {
    status: 409,
    message: 'Only the version shown can be continued. Show it first, then continue it.',
  },
  vote_on_demo_reply: {
    status: 409,
    message: 'A demo reply stands in for a model without an API key: it cannot be voted on.',
  },
  vote_needs_two_replies: {
    status: 409,
    message: 'Only a question both models answered without an error can be voted on.',
  },
  judge_needs_two_replies: {
    status: 409,
    message: 'Only a question two models answered without an error, neither of them a demo, can be judged.',
  },
  judge_needs_live_connection: {
    status: 409,
    message: 'A judge needs a connection that answers for real: this one is in demo mode, without an API key.',
  },
  fuse_needs_two_replies: {
    status: 409,
    message: 'Only a question two models answered without an error, neither of them a demo, can be fused.',
  },
  fuse_needs_live_connection: {
    status: 409,
    message: 'Fusing needs a connection that answers for real: this one is in demo mode, without an API key.',
  },
  reply_is_fused: {
    status: 409,
    message: 'A fused answer cannot be regenerated, continued or chosen as a version: fuse the question again.',
  },
  upload_storage_full: {
    status: 409,
    message: 'This file does not fit in your file storage. Delete files you no longer need and try again.',
  },
  file_too_large: { status: 413, message: 'Maximum file size is 1MB.' },
  body_too_large: { status: 413, message: 'The request body is too large.' },
  message_storage_full: {
    status: 413,
    message:
      'This file does not fit in your message storage. Import fewer conversations, or delete some you no longer need.',
  },
  import_too_large: {
    status: 413,
    message:
      'This file is too large to read in one import. Import it in parts: each conversation can be exported on its own.',
  },
  unsupported_file_type: { status: 415, message: 'Only PDF, JPEG, PNG and DOCX files are allowed.' },
  unsupported_media_type: { status: 415, message: 'Send JSON or multipart form data.' },
  rate_limited: { status: 429, message: 'Too many attempts. Please wait and try again.' },
  chat_rate_limited: {
    status: 429,
    message: 'You are sending messages too quickly. Please wait a moment and try again.',
  },
  upload_rate_limited: {
    status: 429,
    message: 'You are uploading files too quickly. Please wait a moment and try again.',
  },
  too_many_live_channels: {
    status: 429,
    message: 'Too many conversations are open at once. Close some tabs and try again.',
  },
  internal: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  judge_failed: { status: 502, message: 'The judge could not give a verdict. Try again, or choose another judge.' },
  google_not_configured: { status: 503, message: 'Google sign-in is not configured on this server.' },
  google_unavailable: { status: 503, message: 'Google could not be reached to verify the sign-in. Please try again.' },
  database_unavailable: { status: 503, message: 'The database is not reachable right now. Please try again.' },
  search_timed_out: { status: 503, message: 'Search took too long; try more specific words.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

/** `upload_storage_full` with the configured size named, e.g. "100 MB". */
export const storageFullMessage = (limit: string) =>
  `This file does not fit in your ${limit} of file storage. Delete files you no longer need and try again.`;

/** `message_storage_full` with the sizes named: the user's limit, what they keep, what the file adds. */
export const messageStorageFullMessage = (limit: string, used: string, adding: string) =>
  `This file needs ${adding} of message storage, and ${used} of your ${limit} is in use. Import fewer conversations, or delete some you no longer need.`;

/** `file_not_found` for a file attached to a chat message: the same for a missing file and another user's. */
export const ATTACHMENT_NOT_FOUND_MESSAGE =
  'An attached file was not found: it may have been deleted. Upload it again and send the message.';

/** `file_already_sent` naming the file. */
export const fileAlreadySentMessage = (name: string) =>
  `${name} was already sent with another message. Upload it again to send it once more.`;

/** `validation_failed` for model settings naming a model this server does not offer. */
export const modelNotOfferedMessage = (label: string, model: string, offered: readonly string[]) =>
  `${label} has no model "${model}". Choose one of: ${offered.join(', ')}.`;

/** `validation_failed` for a contestant on a connection this server does not have. */
export const unknownConnectionMessage = (id: string) =>
  `There is no connection "${id}" on this server. Choose one of the models offered.`;

/** `validation_failed` for a contestant's setting outside its connection's own scale. */
export const settingOutOfRangeMessage = (label: string, setting: string, range: { min: number; max: number }) =>
  `${label} takes a ${setting} from ${range.min} to ${range.max}.`;

/** `validation_failed` for an import whose body is not an export file at all (or, without the period, of another format). */
export const NOT_AN_EXPORT_FILE_MESSAGE = 'This is not a Pairwise export file';

/** The sidebar's model settings could not be saved to the account; they stay in use in this tab. */
export const MODEL_SETTINGS_NOT_SAVED = {
  title: 'Model settings not saved',
  fallback: 'Your change applies in this tab only. Check your connection and try again.',
};

export interface ApiErrorBody {
  message: string;
  code: ErrorCode;
  issues?: { path: string; message: string }[];
}
