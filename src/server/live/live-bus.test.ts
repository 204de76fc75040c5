import { describe, expect, it } from 'vitest';
import type { DeltaEvent } from '#server/live/bus-events';
import { packDeltas } from '#server/live/live-bus';

const delta = (text: string, offset = 0): DeltaEvent => ({
  type: 'delta',
  conversationId: 1,
  jobId: 2,
  provider: 'claude',
  side: 'b',
  model: 'claude-3-7-sonnet-20250219',
  userMessageId: 1,
  generation: 17,
  offset,
  text,
});

describe('packDeltas', () => {
  it('packs small deltas into one notification', () => {
    const payloads = packDeltas('me', [delta('Hello'), delta(' there', 5)]);
    expect(payloads).toHaveLength(1);
    expect(JSON.parse(payloads[0] ?? '')).toMatchObject({ origin: 'me', events: [{ text: 'Hello' }, { offset: 5 }] });
  });

  it('keeps every payload under PostgreSQL’s 8,000-byte limit, however the text escapes, and loses nothing', () => {
    // Four bytes a character in UTF-8, six once JSON escapes control characters.
    const text = '𝄞 naïve “quotes”\n\u0001'.repeat(900);
    const payloads = packDeltas('me', [delta(text)]);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    let rebuilt = '';
    for (const payload of payloads) {
      for (const piece of JSON.parse(payload).events as DeltaEvent[]) {
        expect(piece.offset).toBe(rebuilt.length);
        rebuilt += piece.text;
      }
    }
    expect(rebuilt).toBe(text);
  });
});
