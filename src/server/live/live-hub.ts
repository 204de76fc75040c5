import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/database';
import { conversationHead } from '#server/db/queries/conversations';
import { attachmentsOf } from '#server/db/queries/message-attachments';
import { findMessage } from '#server/db/queries/messages';
import { findReplyJob } from '#server/db/queries/reply-jobs';
import type { BusEvent, DeltaEvent, DurableEvent } from '#server/live/bus-events';
import { ChannelSessions } from '#server/live/channel-sessions';
import { ConversationHeads } from '#server/live/conversation-heads';
import { type LiveChannel, liveFrame } from '#server/live/live-channel';
import { addTo, removeFrom } from '#server/live/map-of-sets';
import { RunningReplies, type RunningReply, type TextChange } from '#server/live/running-replies';
import { type SnapshotHub, sendSnapshot } from '#server/live/snapshot';
import { toMessage } from '#server/serializers';
import { LIVE_PING_INTERVAL_MS } from '#shared/api/live';
import type { Message } from '#shared/api/messages';

export interface LiveHubOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** A user's sessions or account changed (any process): drop what is cached of them. */
  onUserChanged(userId: number): void;
  /** Which of the sessions behind open channels still stand, by token hash. */
  liveSessions(tokenHashes: string[]): Promise<Set<string>>;
}

// A reply whose end this process never heard of (its events were lost) is forgotten after this.
const STALE_REPLY_MS = 15 * 60 * 1000;
// A hole in a reply's text is filled from its job row, which the worker saves about once a second.
const HOLE_RETRY_MS = 1000;

/**
 * This process's view of everything live (docs/behaviour.md, Live replies): conversation heads for
 * cheap polls, the replies in progress, and the open channels. Fed by the bus; events of one
 * conversation reach its channels in order, one at a time, each channel getting only what it lacks.
 */
export class LiveHub implements SnapshotHub {
  readonly heads: ConversationHeads;
  readonly replies = new RunningReplies();
  private readonly channels = new Map<number, Set<LiveChannel>>();
  private readonly byUser = new Map<number, Set<LiveChannel>>();
  private readonly chains = new Map<number, Promise<void>>();
  private readonly holeRetries = new Map<number, number>();
  private readonly sessions: ChannelSessions;
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly options: LiveHubOptions) {
    this.heads = new ConversationHeads((id) => conversationHead(options.db, id));
    this.sessions = new ChannelSessions(options.liveSessions);
    this.timer = setInterval(() => {
      for (const set of this.channels.values()) for (const channel of set) channel.ping();
      this.replies.sweep(STALE_REPLY_MS);
      // Sessions also end with no event (expiry, the sweep): their channels end here.
      this.checkSessions(this.sessions.tick());
    }, LIVE_PING_INTERVAL_MS);
    this.timer.unref();
  }

  channelsOf(userId: number): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /** Starts a channel: its snapshot first, then every event of its conversation. */
  attach(channel: LiveChannel): void {
    addTo(this.channels, channel.conversationId, channel);
    addTo(this.byUser, channel.userId, channel);
    this.sessions.add(channel);
    channel.onClose(() => this.detach(channel));
    this.schedule(channel.conversationId, () => sendSnapshot(this.options.db, this, channel));
  }

  deliver(event: BusEvent): void {
    if (event.type === 'delta') this.onDelta(event);
    else this.onDurable(event);
  }

  /** While events may be missed, nothing learnt from them is kept; on hearing again, start afresh. */
  trust(hearing: boolean): void {
    this.heads.trust(hearing);
  }

  /** Forgets all it learnt from events: for a database changed behind its back (tests empty theirs). */
  forget(): void {
    this.heads.clear();
    this.replies.clear();
    for (const set of this.channels.values()) for (const channel of set) channel.close();
  }

  /** Sends a reply's text change to the conversation's channels, each from where it stands. */
  broadcastText(reply: RunningReply, change: TextChange): void {
    for (const channel of this.channels.get(reply.conversationId) ?? []) sendText(channel, reply, change);
  }

  close(): void {
    clearInterval(this.timer);
    for (const set of this.channels.values()) for (const channel of set) channel.close();
  }

  private onDelta(event: DeltaEvent): void {
    const change = this.replies.applyDelta(event);
    const reply = this.replies.get(event.jobId);
    if (!reply || !this.channels.has(event.conversationId)) return;
    if (change) this.schedule(event.conversationId, () => this.broadcastText(reply, change));
    if (this.replies.hasHole(event.jobId)) this.fillHole(reply);
  }

  private onDurable(event: DurableEvent): void {
    switch (event.type) {
      case 'message': {
        this.heads.saw(event.conversationId, event.messageId);
        const queued = event.replies.flatMap(
          (reply) => this.replies.queued(event.conversationId, { ...reply, userMessageId: event.messageId }) ?? [],
        );
        if (!this.channels.has(event.conversationId)) return;
        this.schedule(event.conversationId, async () => {
          const message = await this.hydrate(event.messageId, event.message);
          if (message) this.broadcastMessage(event.conversationId, 'message', message);
          for (const reply of queued) this.broadcastText(reply, { offset: 0, text: reply.text });
        });
        return;
      }
      case 'done': {
        this.heads.saw(event.conversationId, event.messageId);
        this.replies.finish(event.jobId);
        if (!this.channels.has(event.conversationId)) return;
        this.schedule(event.conversationId, async () => {
          const message = await this.hydrate(event.messageId, event.message);
          if (message) this.broadcastMessage(event.conversationId, 'done', message, event.jobId);
        });
        return;
      }
      case 'conversation-changed': {
        // Late deltas of a removed reply must not bring it back.
        for (const jobId of event.removedJobIds) this.replies.finish(jobId);
        if (!this.channels.has(event.conversationId)) return;
        this.schedule(event.conversationId, () =>
          this.broadcastChange(event.conversationId, event.removedJobIds, event.branchFrom),
        );
        return;
      }
      case 'conversation-deleted': {
        this.heads.forget(event.conversationId);
        this.replies.forgetConversation(event.conversationId);
        for (const channel of this.channels.get(event.conversationId) ?? []) channel.close();
        return;
      }
      case 'user-changed': {
        this.options.onUserChanged(event.userId);
        const hashes = new Set([...(this.byUser.get(event.userId) ?? [])].map((channel) => channel.tokenHash));
        this.checkSessions(this.sessions.check([...hashes]));
        return;
      }
      // For the reply worker (LiveBus.onStop); the stopped reply's own 'done' follows.
      case 'stop':
        return;
    }
  }

  private broadcastMessage(conversationId: number, kind: 'message' | 'done', message: Message, jobId?: number) {
    const frame = kind === 'done' && jobId ? liveFrame('done', { jobId, message }) : liveFrame('message', { message });
    for (const channel of this.channels.get(conversationId) ?? []) {
      if (!channel.isStarted) continue;
      channel.cursor.lastMessageId = Math.max(channel.cursor.lastMessageId, message.id);
      if (jobId) channel.cursor.replies.delete(jobId);
      channel.send(frame);
    }
  }

  private broadcastChange(conversationId: number, removedJobIds: number[], branchFrom?: number) {
    const frame = liveFrame('conversation-changed', { removedJobIds, ...(branchFrom && { branchFrom }) });
    for (const channel of this.channels.get(conversationId) ?? []) {
      for (const jobId of removedJobIds) channel.cursor.replies.delete(jobId);
      channel.send(frame);
    }
  }

  private async hydrate(messageId: number, carried: Message | undefined): Promise<Message | undefined> {
    if (carried) return carried;
    const row = await findMessage(this.options.db, messageId);
    return row ? toMessage(row, (await attachmentsOf(this.options.db, [row])).get(row.id)) : undefined;
  }

  private fillHole(reply: RunningReply): void {
    const last = this.holeRetries.get(reply.jobId) ?? 0;
    if (Date.now() - last < HOLE_RETRY_MS) return;
    this.holeRetries.set(reply.jobId, Date.now());
    this.schedule(reply.conversationId, async () => {
      const row = await findReplyJob(this.options.db, reply.jobId);
      if (!row || row.partialText === null || row.partialGeneration === null) return;
      const change = this.replies.adopt(reply, row.partialGeneration, row.partialText);
      if (change) this.broadcastText(reply, change);
      if (!this.replies.hasHole(reply.jobId)) this.holeRetries.delete(reply.jobId);
    });
  }

  /** A failed check closes nothing: the next one tries again. */
  private checkSessions(check: Promise<void>): void {
    check.catch((error: unknown) => this.options.log.warn({ err: error }, 'live sessions could not be checked'));
  }

  private detach(channel: LiveChannel): void {
    removeFrom(this.channels, channel.conversationId, channel);
    removeFrom(this.byUser, channel.userId, channel);
    this.sessions.remove(channel);
  }

  /** Runs work for one conversation after the work already queued for it; at once when there is none. */
  private schedule(conversationId: number, work: () => void | Promise<void>): void {
    const previous = this.chains.get(conversationId);
    const run = async () => {
      try {
        await work();
      } catch (error) {
        this.options.log.warn({ err: error, conversationId }, 'a live event could not be sent');
      }
    };
    const next = previous ? previous.then(run) : run();
    this.chains.set(conversationId, next);
    void next.then(() => {
      if (this.chains.get(conversationId) === next) this.chains.delete(conversationId);
    });
  }
}

/** What a channel lacks of a change: nothing, a piece, or the whole reply when it never saw it. */
function sendText(channel: LiveChannel, reply: RunningReply, change: TextChange): void {
  if (!channel.isStarted) return;
  const known = channel.cursor.replies.get(reply.jobId);
  const position = { generation: reply.generation, length: change.offset + change.text.length };
  if (!known || known.generation !== reply.generation) {
    channel.cursor.replies.set(reply.jobId, { generation: reply.generation, length: reply.text.length });
    const { jobId, provider, side, model, userMessageId } = reply;
    channel.send(liveFrame('reply', { jobId, provider, side, model, userMessageId, offset: 0, text: reply.text }));
    return;
  }
  if (known.length >= position.length) return;
  // Within a generation the text only grows, so what the channel lacks is a slice of it.
  const text = reply.text.slice(known.length, position.length);
  channel.cursor.replies.set(reply.jobId, position);
  channel.send(liveFrame('delta', { jobId: reply.jobId, offset: known.length, text }));
}
