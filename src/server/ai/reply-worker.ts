import type { FastifyBaseLogger } from 'fastify';
import { type Connection, connectionOf } from '#server/ai/connections/connection';
import { ContinuedText } from '#server/ai/continuation';
import { failureOutcome, removedConnectionOutcome } from '#server/ai/failure-outcome';
import { withFinishNotice } from '#server/ai/finish-notice';
import { ProviderFailure } from '#server/ai/provider-failure';
import type { ChatProvider } from '#server/ai/providers/chat-provider';
import { ReplyStream } from '#server/ai/reply-stream';
import { replyThread } from '#server/ai/reply-thread';
import { stoppedOutcome } from '#server/ai/stopped-reply';
import { type ReportedUsage, threadChars } from '#server/ai/usage-estimate';
import { withRetries } from '#server/ai/with-retries';
import type { Database } from '#server/db/database';
import { instructionsForConversation } from '#server/db/queries/projects';
import {
  claimReplyJobs,
  finishReplyJob,
  releaseReplyJobs,
  renewLease,
  savePartialText,
} from '#server/db/queries/reply-jobs';
import type { ReplyOutcome } from '#server/db/queries/reply-outcome';
import type { ReplyJobRow } from '#server/db/schema/reply-jobs';
import type { LiveBus } from '#server/live/live-bus';
import { storedReplyEvent } from '#server/live/stored-reply-event';
import type { ConnectionId } from '#shared/connection-id';

export interface ReplyWorkerOptions {
  db: Database;
  /** Where uploads are stored: files sent with messages go to the providers. */
  dataDir: string;
  providers: Partial<Record<ConnectionId, ChatProvider>>;
  /** The connections the providers serve: an error reply names its connection and its settings. */
  connections: readonly Connection[];
  /** Where the text goes as it streams, and where a stored reply is announced. */
  live: Pick<LiveBus, 'transaction' | 'publishDelta' | 'drained' | 'onStop'>;
  log: FastifyBaseLogger;
  concurrency: number;
  leaseMs: number;
  /** How often to look for jobs nobody woke us for: other processes' expired leases. */
  sweepMs: number;
  /** Provider calls per claim, the first included. */
  maxAttempts?: number;
  /** Claims before a job that keeps dying mid-call is given up with an error reply. */
  maxClaims?: number;
}

// Generations are claims × this + the attempt: it must exceed any number of attempts per claim.
const MAX_ATTEMPTS_PER_CLAIM = 16;
// The abort reason of a stop asked by the user, told apart from a shutdown's or a lost lease's.
const STOPPED_BY_USER = new Error('stopped by the user');
// A stop heard for a job not running here is kept this long, for a claim that raced it.
const STOP_HEARD_MS = 60_000;

/**
 * Runs reply jobs from the database queue. Every server process runs one; jobs are claimed with
 * a lease that a running call keeps renewing, so a crashed process's jobs are taken up again.
 */
export class ReplyWorker {
  private readonly active = new Map<number, { job: ReplyJobRow; controller: AbortController; done: Promise<void> }>();
  private pumping = false;
  private pumped: Promise<void> = Promise.resolve();
  private wakeAgain = false;
  private stopped = true;
  private sweepTimer: NodeJS.Timeout | undefined;
  private readonly stopsHeard = new Map<number, number>();
  private unsubscribeStops: (() => void) | undefined;

  constructor(private readonly options: ReplyWorkerOptions) {}

  start(): void {
    this.stopped = false;
    this.unsubscribeStops = this.options.live.onStop((jobIds) => this.stopJobs(jobIds));
    this.sweepTimer = setInterval(() => this.wake(), this.options.sweepMs);
    this.wake();
  }

  /** Looks for work now: called when a job is enqueued, and by the sweep. */
  wake(): void {
    if (this.stopped) return;
    if (this.pumping) {
      this.wakeAgain = true;
      return;
    }
    this.pumping = true;
    this.pumped = this.pump().finally(() => {
      this.pumping = false;
    });
  }

  /** Stops claiming, aborts calls in flight and hands their jobs back to the queue at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.sweepTimer);
    this.unsubscribeStops?.();
    // A claim already on its way to the database when we stopped must not leave its jobs running
    // (leased, and called by a closed app): the pump hands them back, and we wait for it.
    await this.pumped;
    const running = [...this.active.values()];
    for (const entry of running) entry.controller.abort();
    await Promise.all(running.map((entry) => entry.done));
    await releaseReplyJobs(
      this.options.db,
      running.map((entry) => entry.job),
    ).catch((error: unknown) => this.options.log.warn({ err: error }, 'could not release reply jobs'));
  }

  private async pump(): Promise<void> {
    const { db, concurrency, leaseMs, log } = this.options;
    do {
      this.wakeAgain = false;
      try {
        while (!this.stopped && this.active.size < concurrency) {
          const jobs = await claimReplyJobs(db, concurrency - this.active.size, leaseMs);
          if (this.stopped) {
            await releaseReplyJobs(db, jobs);
            break;
          }
          if (jobs.length === 0) break;
          for (const job of jobs) this.run(job);
        }
      } catch (error) {
        // The database may be restarting: the next wake or sweep tries again.
        log.warn({ err: error }, 'could not claim reply jobs');
      }
    } while (this.wakeAgain && !this.stopped);
  }

  /** The user stopped these replies (on any process): those running here end with their text so far. */
  private stopJobs(jobIds: number[]): void {
    const now = Date.now();
    for (const [jobId, heardAt] of this.stopsHeard) if (now - heardAt > STOP_HEARD_MS) this.stopsHeard.delete(jobId);
    for (const jobId of jobIds) {
      const entry = this.active.get(jobId);
      if (entry) entry.controller.abort(STOPPED_BY_USER);
      // Its claim may be on its way back from the database: run() looks here.
      else this.stopsHeard.set(jobId, now);
    }
  }

  private run(job: ReplyJobRow): void {
    const controller = new AbortController();
    if (this.stopsHeard.delete(job.id)) controller.abort(STOPPED_BY_USER);
    const heartbeat = setInterval(() => {
      renewLease(this.options.db, job, this.options.leaseMs)
        .then((held) => {
          if (!held) controller.abort();
        })
        .catch(() => undefined);
    }, this.options.leaseMs / 3);
    const done = this.execute(job, controller.signal)
      .catch((error: unknown) => this.options.log.error({ err: error, jobId: job.id }, 'reply job failed'))
      .finally(() => {
        clearInterval(heartbeat);
        this.active.delete(job.id);
        this.wake();
      });
    this.active.set(job.id, { job, controller, done });
  }

  private async execute(job: ReplyJobRow, signal: AbortSignal): Promise<void> {
    const { db, providers, live, log, maxAttempts = 3, maxClaims = 3 } = this.options;
    const finish = (outcome: ReplyOutcome) =>
      live.transaction(async (tx, announce) => {
        // Demo replies are kept apart in the usage figures: no provider was called.
        const demo = providers[job.provider]?.mode === 'demo';
        const message = await finishReplyJob(tx, job, { ...outcome, demo });
        if (!message) return;
        await announce(storedReplyEvent(job, message));
      });
    const stoppedByUser = () => signal.aborted && signal.reason === STOPPED_BY_USER;
    const provider = providers[job.provider];
    if (!provider) {
      // Its connection was taken out of CONNECTIONS_FILE since the job was queued.
      await finish(removedConnectionOutcome(job));
      return;
    }
    if (job.claims > maxClaims) {
      await finish(
        failureOutcome(
          job,
          connectionOf(this.options, job.provider),
          new ProviderFailure('interrupted', 'too many claims'),
          null,
          [],
        ),
      );
      return;
    }
    const [system, { messages, notice, continues }] = await Promise.all([
      instructionsForConversation(db, job.conversationId),
      replyThread(db, this.options.dataDir, this.options.connections, job),
    ]);
    const stream = this.streamFor(job);
    // A continued reply (decision 043) shows its cut-off text first, and keeps it before the rest.
    const text = new ContinuedText(continues ?? '');
    const started = performance.now();
    let attempt = 0;
    // The current call's start, its first piece of text, and the usage it reported (null: no call yet).
    const call = { started: 0, firstTokenMs: null as number | null, usage: null as ReportedUsage | null };
    let outcome: ReplyOutcome;
    try {
      const completion = await withRetries(
        () => {
          // A stop heard while the thread was read: no call at all.
          signal.throwIfAborted();
          // Each call's text starts afresh; claims grow across processes, so generations only grow.
          stream.begin(job.claims * MAX_ATTEMPTS_PER_CLAIM + ++attempt);
          stream.push(text.begin());
          const usage: ReportedUsage = { inputTokens: null, outputTokens: null };
          Object.assign(call, { started: performance.now(), firstTokenMs: null, usage });
          return provider.complete({
            model: job.model,
            temperature: job.temperature,
            maxTokens: job.maxTokens,
            system,
            messages,
            signal,
            onText: (piece) => {
              call.firstTokenMs ??= Math.round(performance.now() - call.started);
              stream.push(text.add(piece));
            },
            onUsage: (counts) => Object.assign(usage, counts),
          });
        },
        { maxAttempts: Math.min(maxAttempts, MAX_ATTEMPTS_PER_CLAIM), signal },
      );
      outcome = {
        content: text.joined(completion.text),
        error: false,
        model: job.model,
        inputTokens: completion.inputTokens,
        outputTokens: completion.outputTokens,
        latencyMs: Math.round(performance.now() - started),
        firstTokenMs: call.firstTokenMs,
        finishReason: completion.finishReason,
        notice: withFinishNotice(notice, completion.finishReason, job, connectionOf(this.options, job.provider)),
      };
    } catch (error) {
      const latencyMs = Math.round(performance.now() - started);
      if (stoppedByUser()) {
        // No retry: the text so far is the reply. A demo reply, or a call never made, cost nothing.
        const reported = provider.mode === 'live' ? call.usage : null;
        const usage = reported && { reported, inputChars: threadChars(system, messages) };
        const { firstTokenMs } = call;
        outcome = stoppedOutcome({ model: job.model, text: text.added, latencyMs, firstTokenMs, notice, usage });
        if (continues !== null) outcome.content = text.joined();
      } else if (signal.aborted) {
        // Shutting down, or the lease was lost to another worker, which will answer.
        return void (await stream.end());
      } else {
        const failure = error instanceof ProviderFailure ? error : new ProviderFailure('unreachable', String(error));
        log.warn(
          { jobId: job.id, provider: job.provider, kind: failure.kind, detail: failure.message },
          'provider call failed',
        );
        outcome = {
          ...failureOutcome(job, connectionOf(this.options, job.provider), failure, latencyMs, messages),
          notice,
        };
      }
    }
    await stream.end();
    // The last deltas reach other processes before the stored reply replaces them.
    await live.drained();
    await finish(outcome);
  }

  private streamFor(job: ReplyJobRow): ReplyStream {
    const { db, live } = this.options;
    const { id: jobId, conversationId, provider, side, model, userMessageId } = job;
    return new ReplyStream({
      identity: { jobId, conversationId, provider, side, model, userMessageId },
      publish: (event) => live.publishDelta(event),
      save: (generation, text) => savePartialText(db, job, generation, text),
    });
  }
}
