import type { FastifyBaseLogger } from 'fastify';
import { EMPTY_LIST, listFailureText } from '#server/ai/list-failure';
import type { ListedModel } from '#server/ai/providers/chat-provider';

const MINUTE_MS = 60_000;

export interface ModelDirectoryOptions {
  /** The connection's id, for the log. */
  provider: string;
  /** One call to the provider's models endpoint. */
  list(signal: AbortSignal): Promise<ListedModel[]>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => number;
  /** How long a list is kept before it is asked for again. */
  ttlMs?: number;
  /** After a failed call, how long to go on without one (the last list, or none) before trying again. */
  retryMs?: number;
  /** How long one call may take: a read waits for it. */
  timeoutMs?: number;
}

/**
 * One provider's model list, as its models endpoint answers it, kept for ten minutes. A read after
 * that waits for a fresh list; concurrent reads share one call. A failed call never fails a read:
 * the last good list stays (or, before any, none: the caller falls back) until the next try.
 */
export class ModelDirectory {
  private listed: ListedModel[] | null = null;
  private askedAt = Number.NEGATIVE_INFINITY;
  private dueAt = Number.NEGATIVE_INFINITY;
  private inFlight: Promise<void> | null = null;
  /** How the last call went, for the admin: when, and why it failed (null: it answered). */
  private lastCall: { at: Date; error: string | null } | null = null;
  private readonly now: () => number;
  private readonly ttlMs: number;
  private readonly retryMs: number;
  private readonly timeoutMs: number;

  constructor(private readonly options: ModelDirectoryOptions) {
    this.now = options.now ?? Date.now;
    this.ttlMs = options.ttlMs ?? 10 * MINUTE_MS;
    this.retryMs = options.retryMs ?? MINUTE_MS;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  /** How the last models call went; null before the first. */
  lastOutcome(): { at: Date; error: string | null } | null {
    return this.lastCall;
  }

  /** The models the provider listed last, or null when it has not answered yet. */
  async models(): Promise<readonly ListedModel[] | null> {
    if (this.now() >= this.dueAt) {
      this.inFlight ??= this.refresh().finally(() => {
        this.inFlight = null;
      });
      await this.inFlight;
    }
    return this.listed;
  }

  /**
   * The provider no longer has a model this list may still name: list again at the next read, but
   * not within a minute of the last call, so that a run of such replies does not repeat it.
   */
  expire(): void {
    this.dueAt = Math.min(this.dueAt, this.askedAt + this.retryMs);
  }

  private async refresh(): Promise<void> {
    const { provider, log } = this.options;
    try {
      const listed = await this.options.list(AbortSignal.timeout(this.timeoutMs));
      if (listed.length === 0) throw new Error(EMPTY_LIST);
      this.listed = listed;
      this.askedAt = this.now();
      this.dueAt = this.askedAt + this.ttlMs;
      this.lastCall = { at: new Date(this.askedAt), error: null };
    } catch (error) {
      this.askedAt = this.now();
      this.dueAt = this.askedAt + this.retryMs;
      this.lastCall = { at: new Date(this.askedAt), error: listFailureText(error) };
      const keeping = this.listed ? 'the models it listed last' : 'the built-in default models';
      log.warn({ err: error, provider }, `could not list the provider's models; offering ${keeping} for now`);
    }
  }
}
