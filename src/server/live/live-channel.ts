import { PassThrough } from 'node:stream';
import { encodeCursor, type LiveCursor } from '#server/live/live-cursor';
import type { LiveEventData, LiveEventName } from '#shared/api/live';

// A client this far behind is not reading: it is dropped, and resumes from its cursor if it can.
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** An event's name and data, serialized once for every channel that gets it. */
export interface LiveFrame {
  body: string;
}

export function liveFrame<Name extends LiveEventName>(name: Name, data: LiveEventData<Name>): LiveFrame {
  return { body: `event: ${name}\ndata: ${JSON.stringify(data)}\n\n` };
}

const PING = 'event: ping\ndata: {}\n\n';

/** One open Server-Sent Events response: a conversation, watched by one session. */
export class LiveChannel {
  readonly stream = new PassThrough();
  private closed = false;
  /** False until its snapshot is sent: events before it would arrive out of order. */
  private started = false;
  private readonly closeListeners: (() => void)[] = [];

  constructor(
    readonly conversationId: number,
    readonly userId: number,
    readonly tokenHash: string,
    /** What the client has: advanced with every event it is sent, and sent as the event's id. */
    readonly cursor: LiveCursor,
  ) {
    // Reconnect soon after a drop; the cursor makes it cheap.
    this.stream.write('retry: 1000\n\n');
  }

  get isClosed(): boolean {
    return this.closed || this.stream.destroyed;
  }

  get isStarted(): boolean {
    return this.started;
  }

  /** Sends the snapshot; from then on the channel takes events. */
  start(snapshot: LiveFrame): void {
    this.started = true;
    this.send(snapshot);
  }

  send(frame: LiveFrame): void {
    if (this.isClosed || !this.started) return;
    if (this.stream.writableLength > MAX_BUFFERED_BYTES) this.close();
    else this.stream.write(`id: ${encodeCursor(this.cursor)}\n${frame.body}`);
  }

  ping(): void {
    if (!this.isClosed) this.stream.write(PING);
  }

  onClose(listener: () => void): void {
    this.closeListeners.push(listener);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.stream.end();
    for (const listener of this.closeListeners) listener();
  }
}
