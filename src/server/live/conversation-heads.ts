export interface ConversationHead {
  userId: number;
  /** The highest message id in the conversation (or 0). */
  lastMessageId: number;
}

interface Loading {
  promise: Promise<ConversationHead | undefined>;
  /** The highest message id heard of while the read was on its way: it may have missed them. */
  heard: number;
}

const MAX_HEADS = 100_000;

/**
 * Who owns each conversation and its newest message id, kept current by the bus, so that a poll
 * with nothing new is answered without the database. A head is only ever too high (which costs a
 * read), never too low: events raise it, and one read while loading cannot lower it.
 */
export class ConversationHeads {
  private readonly heads = new Map<number, ConversationHead>();
  private readonly loading = new Map<number, Loading>();
  /** False while events may be missed (before listening, or after a lost connection). */
  private trusted = false;

  constructor(private readonly load: (conversationId: number) => Promise<ConversationHead | undefined>) {}

  peek(conversationId: number): ConversationHead | undefined {
    return this.heads.get(conversationId);
  }

  /** Heads are kept only while every event is heard; any change starts from nothing. */
  trust(hearing: boolean): void {
    this.trusted = hearing;
    this.clear();
  }

  clear(): void {
    this.heads.clear();
    this.loading.clear();
  }

  /** The head, read from the database the first time; undefined when there is no such conversation. */
  get(conversationId: number): Promise<ConversationHead | undefined> {
    const known = this.heads.get(conversationId);
    if (known) return Promise.resolve(known);
    const pending = this.loading.get(conversationId);
    if (pending) return pending.promise;
    if (!this.trusted) return this.load(conversationId);
    const entry: Loading = { heard: 0, promise: Promise.resolve(undefined) };
    entry.promise = this.load(conversationId).then(
      (head) => this.settle(conversationId, entry, head),
      (error: unknown) => {
        if (this.loading.get(conversationId) === entry) this.loading.delete(conversationId);
        throw error;
      },
    );
    this.loading.set(conversationId, entry);
    return entry.promise;
  }

  /** A message was stored in the conversation. */
  saw(conversationId: number, messageId: number): void {
    const head = this.heads.get(conversationId);
    if (head) head.lastMessageId = Math.max(head.lastMessageId, messageId);
    const pending = this.loading.get(conversationId);
    if (pending) pending.heard = Math.max(pending.heard, messageId);
  }

  forget(conversationId: number): void {
    this.heads.delete(conversationId);
    this.loading.delete(conversationId);
  }

  private settle(conversationId: number, entry: Loading, head: ConversationHead | undefined) {
    // Cleared or forgotten meanwhile: answer this caller, but keep nothing.
    if (this.loading.get(conversationId) !== entry) return head;
    this.loading.delete(conversationId);
    if (!head) return undefined;
    const settled = { ...head, lastMessageId: Math.max(head.lastMessageId, entry.heard) };
    if (this.heads.size >= MAX_HEADS) {
      const oldest = this.heads.keys().next().value;
      if (oldest !== undefined) this.heads.delete(oldest);
    }
    this.heads.set(conversationId, settled);
    return settled;
  }
}
