import type { Sender } from '#shared/api/messages';
import { sideOfSender } from '#shared/models';
import type { Side } from '#shared/sides';

let nextId = 0;

/**
 * A message of a conversation's history, as buildThread reads it: each one has a higher id, as
 * stored. A reply answers on its provider's side in SPEC's pair unless `side` says otherwise.
 */
export const historyMessage = (sender: Sender, content: string, error = false, side?: Side) => ({
  id: ++nextId,
  sender,
  side: sender === 'user' ? null : (side ?? sideOfSender(sender)),
  content,
  error,
});
