import type { Message } from '#shared/api/messages';
import type { ConnectionId } from '#shared/connection-id';
import type { Side } from '#shared/sides';

export interface ReplyIdentity {
  jobId: number;
  provider: ConnectionId;
  /** Null for a fuse of the turn's two replies (docs/decisions/054-fuse.md). */
  side: Side | null;
  model: string;
  /** The user message it answers. */
  userMessageId: number;
}

/**
 * Sent in the transaction that stores what they announce, so every process hears them exactly
 * when the change is visible. `message` is left out when it would not fit in a notification: a
 * listener then reads it by id.
 */
export type DurableEvent =
  /** A user message stored, or edited, or asked again (regenerate): with the replies now asked of it. */
  | {
      type: 'message';
      conversationId: number;
      userId: number;
      messageId: number;
      message?: Message;
      /** The replies asked for with it. */
      replies: Omit<ReplyIdentity, 'userMessageId'>[];
    }
  | { type: 'done'; conversationId: number; jobId: number; messageId: number; message?: Message }
  | { type: 'conversation-deleted'; conversationId: number }
  /**
   * Stored messages changed other than by being added (an edit removed some, another version of a
   * reply was chosen): listeners read the conversation again. `removedJobIds`: replies removed,
   * stored or still in progress, whose text a listener may still hold.
   */
  | { type: 'conversation-changed'; conversationId: number; removedJobIds: number[]; branchFrom?: number }
  /** The user stopped these replies: whichever process runs one aborts its provider call. */
  | { type: 'stop'; jobIds: number[] }
  /** A user's sessions or account changed: cached sessions and open channels are checked again. */
  | { type: 'user-changed'; userId: number }
  /** An admin saved the Settings: every process reads them again (src/server/settings/settings-cache.ts). */
  | { type: 'settings-changed' };

/**
 * More text of a reply in progress. Best effort: the stored message is the truth, and a listener
 * that misses some catches up from the job row. `generation` grows with each provider call, so
 * a retried call's text replaces the failed one's.
 */
export interface DeltaEvent extends ReplyIdentity {
  type: 'delta';
  conversationId: number;
  generation: number;
  offset: number;
  text: string;
}

export type BusEvent = DurableEvent | DeltaEvent;
