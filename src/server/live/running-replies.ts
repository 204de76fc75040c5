import type { DeltaEvent, ReplyIdentity } from '#server/live/bus-events';

export interface RunningReply extends ReplyIdentity {
  conversationId: number;
  generation: number;
  /** The text so far, without holes. */
  text: string;
  /** Text heard past a hole (deltas that were missed), kept until the job row fills the hole. */
  tail: { offset: number; text: string } | null;
  touchedAt: number;
}

/** What listeners are told: the text becomes `text.slice(0, offset) + piece`. */
export interface TextChange {
  offset: number;
  text: string;
}

const FINISHED_REMEMBERED = 10_000;

/** Every reply in progress that this process has heard of, with its text so far. */
export class RunningReplies {
  private readonly byJob = new Map<number, RunningReply>();
  // A delta can arrive after its reply was stored (sent on another connection): it must not revive it.
  private readonly finished = new Set<number>();

  get(jobId: number): RunningReply | undefined {
    return this.byJob.get(jobId);
  }

  inConversation(conversationId: number): RunningReply[] {
    return [...this.byJob.values()]
      .filter((reply) => reply.conversationId === conversationId)
      .sort((a, b) => a.jobId - b.jobId);
  }

  queued(conversationId: number, identity: ReplyIdentity): RunningReply | undefined {
    if (this.finished.has(identity.jobId) || this.byJob.has(identity.jobId)) return undefined;
    const reply = { ...identity, conversationId, generation: 0, text: '', tail: null, touchedAt: Date.now() };
    this.byJob.set(identity.jobId, reply);
    return reply;
  }

  /** Applies a delta; returns the change listeners must see, if any. */
  applyDelta(event: DeltaEvent): TextChange | null {
    if (this.finished.has(event.jobId)) return null;
    const { type: _type, offset, text, ...identity } = event;
    let reply = this.byJob.get(event.jobId);
    if (!reply) {
      reply = { ...identity, text: '', tail: null, touchedAt: 0 };
      this.byJob.set(event.jobId, reply);
    }
    reply.touchedAt = Date.now();
    if (event.generation < reply.generation) return null;
    let reset = false;
    if (event.generation > reply.generation) {
      Object.assign(reply, { generation: event.generation, text: '', tail: null });
      reset = true;
    }
    const change = this.append(reply, offset, text);
    if (reset) return { offset: 0, text: reply.text };
    return change;
  }

  /**
   * The job row's saved text: fills a hole, or starts a reply this process never heard of. Only
   * text of the generation held (or a newer one) counts.
   */
  adopt(reply: ReplyIdentity & { conversationId: number }, generation: number, saved: string): TextChange | null {
    if (this.finished.has(reply.jobId)) return null;
    const known = this.byJob.get(reply.jobId);
    if (!known || generation > known.generation) {
      this.byJob.set(reply.jobId, { ...reply, generation, text: saved, tail: null, touchedAt: Date.now() });
      return { offset: 0, text: saved };
    }
    if (generation < known.generation || saved.length <= known.text.length) return null;
    const before = known.text.length;
    if (known.tail && saved.length >= known.tail.offset) {
      known.text = saved.slice(0, known.tail.offset) + known.tail.text;
      known.tail = null;
    } else {
      known.text = saved;
    }
    return { offset: before, text: known.text.slice(before) };
  }

  /** True while a reply has a hole that only its job row can fill. */
  hasHole(jobId: number): boolean {
    return this.byJob.get(jobId)?.tail != null;
  }

  finish(jobId: number): RunningReply | undefined {
    const reply = this.byJob.get(jobId);
    this.byJob.delete(jobId);
    this.finished.add(jobId);
    if (this.finished.size > FINISHED_REMEMBERED) {
      const oldest = this.finished.values().next().value;
      if (oldest !== undefined) this.finished.delete(oldest);
    }
    return reply;
  }

  clear(): void {
    this.byJob.clear();
    this.finished.clear();
  }

  forgetConversation(conversationId: number): void {
    for (const reply of this.inConversation(conversationId)) this.byJob.delete(reply.jobId);
  }

  /** Replies not heard of for a long time: their end was missed (a process that died). */
  sweep(olderThanMs: number): void {
    const cutoff = Date.now() - olderThanMs;
    for (const [jobId, reply] of this.byJob) if (reply.touchedAt < cutoff) this.byJob.delete(jobId);
  }

  private append(reply: RunningReply, offset: number, text: string): TextChange | null {
    if (reply.tail) {
      if (offset === reply.tail.offset + reply.tail.text.length) reply.tail.text += text;
      return null;
    }
    if (offset > reply.text.length) {
      reply.tail = { offset, text };
      return null;
    }
    const end = offset + text.length;
    if (end <= reply.text.length) return null;
    const at = reply.text.length;
    reply.text += text.slice(at - offset);
    return { offset: at, text: reply.text.slice(at) };
  }
}
