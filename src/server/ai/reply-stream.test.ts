import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DELTA_COALESCE_MS, ReplyStream } from '#server/ai/reply-stream';
import type { DeltaEvent } from '#server/live/bus-events';

const identity = {
  jobId: 7,
  conversationId: 3,
  provider: 'openai',
  side: 'a' as const,
  model: 'gpt-4o',
  userMessageId: 5,
};

function streamWithDeltas() {
  const deltas: Pick<DeltaEvent, 'generation' | 'offset' | 'text'>[] = [];
  const saved: string[] = [];
  const stream = new ReplyStream({
    identity,
    publish: ({ generation, offset, text }) => deltas.push({ generation, offset, text }),
    save: async (_generation, text) => void saved.push(text),
  });
  return { stream, deltas, saved };
}

describe('ReplyStream', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the first piece of a quiet spell at once, and holds the next ones no longer than the window', async () => {
    const { stream, deltas } = streamWithDeltas();
    stream.begin(1);

    stream.push('Hel');
    expect(deltas).toEqual([{ generation: 1, offset: 0, text: 'Hel' }]);
    vi.advanceTimersByTime(2);
    stream.push('lo');
    vi.advanceTimersByTime(3);
    stream.push(', wor');
    expect(deltas).toHaveLength(1);

    vi.advanceTimersByTime(DELTA_COALESCE_MS - 6);
    expect(deltas).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(deltas).toEqual([
      { generation: 1, offset: 0, text: 'Hel' },
      { generation: 1, offset: 3, text: 'lo, wor' },
    ]);

    vi.advanceTimersByTime(DELTA_COALESCE_MS * 3);
    stream.push('ld');
    expect(deltas.at(-1)).toEqual({ generation: 1, offset: 10, text: 'ld' });
    await stream.end();
  });

  it('starts a new call’s text from offset 0 under its own generation, dropping what the last one held back', async () => {
    const { stream, deltas } = streamWithDeltas();
    stream.begin(1);
    stream.push('First try');
    stream.push(' held');

    stream.begin(2);
    stream.push('Second');
    vi.advanceTimersByTime(DELTA_COALESCE_MS);

    expect(deltas).toEqual([
      { generation: 1, offset: 0, text: 'First try' },
      { generation: 2, offset: 0, text: 'Second' },
    ]);
    await stream.end();
  });

  it('sends what it held back when the reply ends, and saves the text so far about once a second', async () => {
    const { stream, deltas, saved } = streamWithDeltas();
    stream.begin(1);
    stream.push('Once');
    stream.push(' more');
    await vi.advanceTimersByTimeAsync(1000);
    expect(saved).toEqual(['Once more']);

    stream.push('!');
    stream.push('?');
    expect(deltas.at(-1)).toEqual({ generation: 1, offset: 9, text: '!' });
    await stream.end();

    expect(deltas.map((delta) => delta.text).join('')).toBe('Once more!?');
    expect(deltas.at(-1)).toEqual({ generation: 1, offset: 10, text: '?' });
  });
});
