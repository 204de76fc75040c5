import type { Sender } from '#shared/api/messages';

let nextId = 0;

/** A message of a conversation's history, as buildThread reads it: each one has a higher id, as stored. */
export const historyMessage = (sender: Sender, content: string, error = false) => ({
  id: ++nextId,
  sender,
  content,
  error,
});
