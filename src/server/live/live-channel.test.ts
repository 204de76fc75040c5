import { describe, expect, it } from 'vitest';
import { LiveChannel, liveFrame, MAX_BUFFERED_BYTES } from '#server/live/live-channel';
import { cursorAfter } from '#server/live/live-cursor';

/** A channel whose client reads nothing: everything sent stays in its stream. */
function unreadChannel(): LiveChannel {
  const channel = new LiveChannel(1, 1, 'token-hash', cursorAfter(0));
  channel.start(liveFrame('snapshot', { messages: [], replies: [] }));
  return channel;
}

// What the response has not taken of the stream.
const buffered = (channel: LiveChannel) => channel.stream.writableLength;
const delta = (text: string) => liveFrame('delta', { jobId: 1, offset: 0, text });

describe('LiveChannel', () => {
  it('closes rather than buffer a frame larger than the bound, even with nothing buffered', () => {
    const channel = unreadChannel();

    channel.send(delta('x'.repeat(MAX_BUFFERED_BYTES + 1)));

    expect(channel.isClosed).toBe(true);
    expect(buffered(channel)).toBeLessThan(1024);
  });

  it('never buffers past the bound for a client that stops reading: the frame that would closes it', () => {
    const channel = unreadChannel();
    const peaks: number[] = [];

    for (let sent = 0; sent < 30 && !channel.isClosed; sent++) {
      channel.send(delta('é'.repeat(50_000)));
      peaks.push(buffered(channel));
    }

    expect(channel.isClosed).toBe(true);
    expect(Math.max(...peaks)).toBeLessThanOrEqual(MAX_BUFFERED_BYTES);
    // It was not closed early either: the bound is what stopped it.
    expect(Math.max(...peaks)).toBeGreaterThan(MAX_BUFFERED_BYTES - 100_100);
  });

  it('counts the pings it sends to a client that reads nothing', () => {
    const channel = unreadChannel();
    channel.send(delta('x'.repeat(MAX_BUFFERED_BYTES - 1000)));
    expect(channel.isClosed).toBe(false);

    const peaks: number[] = [];
    for (let ping = 0; ping < 100 && !channel.isClosed; ping++) {
      channel.ping();
      peaks.push(buffered(channel));
    }

    expect(channel.isClosed).toBe(true);
    expect(Math.max(...peaks)).toBeLessThanOrEqual(MAX_BUFFERED_BYTES);
  });
});
