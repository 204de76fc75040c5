import { PassThrough } from 'node:stream';
import { encodeCursor, type LiveCursor } from '#server/live/live-cursor';
import type { LiveEventData, LiveEventName } from '#shared/api/live';

/**
 * What a channel may hold unsent. A frame that would take it past this is not written: the client
 * is not reading (or the frame is too large to send), so the channel is dropped, and the client
 * resumes from its cursor if it can.
 */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

/** An event's name and data, serialized once for every channel that gets it. */
export interface LiveFrame {
  body: string;
  bytes: number;
}

export function liveFrame<Name extends LiveEventName>(name: Name, data: LiveEventData<Name>): LiveFrame {
  const body = `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
  return { body, bytes: Buffer.byteLength(body) };
}

const PING = 'event: ping\ndata: {}\n\n';

/** One open Server-Sent Events response: a conversation, watched by one session. */
export class LiveChannel {
  // With no readable buffer of its own, what the response has not taken stays on the writable side,
  // counted once by writableLength.
  readonly stream = new PassThrough({ readableHighWaterMark: 0 });
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
    // The cursor is ASCII: its length is its bytes.
    const id = `id: ${encodeCursor(this.cursor)}\n`;
    this.write(id + frame.body, id.length + frame.bytes);
  }

  ping(): void {
    if (!this.isClosed) this.write(PING, PING.length);
  }

  onClose(listener: () => void): void {
    this.closeListeners.push(listener);
  }

  /** Ends the response once what is buffered is sent. */
  close(): void {
    this.finish(() => this.stream.end());
  }

  private write(text: string, bytes: number): void {
    if (this.stream.writableLength + bytes <= MAX_BUFFERED_BYTES) this.stream.write(text);
    // Dropped at once, with what it holds: a client that does not read would never take it.
    else this.finish(() => this.stream.destroy());
  }

  private finish(end: () => void): void {
    if (this.closed) return;
    this.closed = true;
    end();
    for (const listener of this.closeListeners) listener();
  }
}
