/** The whole schema, as drizzle and drizzle-kit need it in one object. */
export { adminSettings } from '#server/db/schema/admin-settings';
export { conversations } from '#server/db/schema/conversations';
export { messageAttachments } from '#server/db/schema/message-attachments';
export { messages } from '#server/db/schema/messages';
export { passwordResetTokens } from '#server/db/schema/password-reset-tokens';
export { projects } from '#server/db/schema/projects';
export { replyJobs } from '#server/db/schema/reply-jobs';
export { replyVotes } from '#server/db/schema/reply-votes';
export { sessions } from '#server/db/schema/sessions';
export { setupTokens } from '#server/db/schema/setup-tokens';
export { signInLimits } from '#server/db/schema/sign-in-limits';
export { turnJudgements } from '#server/db/schema/turn-judgements';
export { uploadedFiles } from '#server/db/schema/uploaded-files';
export { usageRecords } from '#server/db/schema/usage-records';
export { userQuotaWindows } from '#server/db/schema/user-quota-windows';
export { users } from '#server/db/schema/users';
