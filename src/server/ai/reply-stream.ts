import type { DeltaEvent, ReplyIdentity } from '#server/live/bus-events';

export interface ReplyStreamOptions {
  identity: ReplyIdentity & { conversationId: number };
  publish(event: DeltaEvent): void;
  /** Saves the text so far on the job row, for channels opened later on any process. */
  save(generation: number, text: string): Promise<void>;
  /** Deltas go out at most this often; the first of a quiet spell goes at once. */
  coalesceMs?: number;
  saveEveryMs?: number;
}

/**
 * How long a delta may wait for more text: well under a display frame (16.7 ms at 60 Hz), so that
 * coalescing never holds text past the frame that would have shown it, and the browser, which
 * renders at most once a frame, loses nothing by it.
 */
export const DELTA_COALESCE_MS = 10;

/**
 * The text of one reply as the provider streams it, published as deltas: coalesced so that a fast
 * stream costs at most a hundred events a second per reply, without delaying a slow one.
 */
export class ReplyStream {
  private generation = 0;
  private text = '';
  private sent = 0;
  private saved = 0;
  private lastSentAt = 0;
  private sendTimer: NodeJS.Timeout | undefined;
  private readonly saveTimer: NodeJS.Timeout;
  private saving: Promise<void> = Promise.resolve();

  constructor(private readonly options: ReplyStreamOptions) {
    this.saveTimer = setInterval(() => this.save(), options.saveEveryMs ?? 1000);
  }

  /** A provider call starts: its text replaces any earlier attempt's. */
  begin(generation: number): void {
    clearTimeout(this.sendTimer);
    this.sendTimer = undefined;
    Object.assign(this, { generation, text: '', sent: 0, saved: 0 });
  }

  push(piece: string): void {
    if (!piece) return;
    this.text += piece;
    if (this.sendTimer) return;
    const wait = (this.options.coalesceMs ?? DELTA_COALESCE_MS) - (Date.now() - this.lastSentAt);
    if (wait <= 0) this.send();
    else this.sendTimer = setTimeout(() => this.send(), wait);
  }

  /** Sends what is left and stops saving; the stored message takes over from here. */
  async end(): Promise<void> {
    clearInterval(this.saveTimer);
    this.send();
    await this.saving;
  }

  private send(): void {
    clearTimeout(this.sendTimer);
    this.sendTimer = undefined;
    if (this.sent >= this.text.length) return;
    const { identity, publish } = this.options;
    publish({
      type: 'delta',
      ...identity,
      generation: this.generation,
      offset: this.sent,
      text: this.text.slice(this.sent),
    });
    this.sent = this.text.length;
    this.lastSentAt = Date.now();
  }

  private save(): void {
    if (this.text.length <= this.saved) return;
    const { generation, text } = this;
    this.saved = text.length;
    // One save at a time: a slow database must not pile them up.
    this.saving = this.saving.then(() => this.options.save(generation, text)).catch(() => undefined);
  }
}
