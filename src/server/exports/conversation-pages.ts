/** Where a page ended: rows come by conversation, then by an id within it. */
export type PagePosition = { conversationId: number; id: number };

/**
 * Rows of a batch of conversations (their messages, votes or verdicts), read `pageSize` at a time
 * and handed out conversation by conversation: memory holds one page, however large the batch.
 */
export class ConversationPages<T> {
  private page: T[] = [];
  private position = 0;
  private after: PagePosition = { conversationId: 0, id: 0 };
  private exhausted = false;

  constructor(
    /** The next `limit` rows after a position, by conversation and then id. */
    private readonly read: (after: PagePosition, limit: number) => Promise<T[]>,
    private readonly positionOf: (row: T) => PagePosition,
    private readonly pageSize: number,
  ) {}

  private async next(): Promise<T | undefined> {
    if (this.position >= this.page.length && !this.exhausted) {
      this.page = await this.read(this.after, this.pageSize);
      this.exhausted = this.page.length < this.pageSize;
      const last = this.page.at(-1);
      if (last !== undefined) this.after = this.positionOf(last);
      this.position = 0;
    }
    return this.page[this.position];
  }

  /** The conversation's rows in id order; conversations must be asked for in id order, as pages run. */
  async *of(conversationId: number): AsyncGenerator<T> {
    for (
      let next = await this.next();
      next !== undefined && this.positionOf(next).conversationId === conversationId;
      next = await this.next()
    ) {
      this.position++;
      yield next;
    }
  }
}
