import { describe, expect, it } from 'vitest';
import { formatDuration, replyFacts } from '#client/features/chat/message/utils/reply-facts';
import { liveMessage } from '#client/testing/chat/fake-event-source';
import type { Message } from '#shared/api/messages';

const price = { input: 2.5, output: 10, takenOn: '2025-06-01' };
const reply = (fields: Partial<Message> = {}): Message => ({
  ...liveMessage(2, 'openai'),
  model: 'gpt-4o',
  firstTokenMs: 420,
  latencyMs: 2140,
  usage: { inputTokens: 1200, outputTokens: 120 },
  ...fields,
});

describe('formatDuration', () => {
  it('says milliseconds under a second, tenths under ten seconds, then whole seconds and minutes', () => {
    expect([420, 999.6, 2140, 12_400, 65_000].map(formatDuration)).toEqual([
      '420 ms',
      '1000 ms',
      '2.1 s',
      '12 s',
      '1 min 5 s',
    ]);
  });
});

describe('replyFacts', () => {
  it('lists model, time to first token, total time, output tokens and the cost at the catalogue price', () => {
    // (1,200 × 2.50 + 120 × 10) / 1e6 = $0.0042
    expect(replyFacts(reply(), price)).toEqual({
      line: ['gpt-4o', '420 ms to first token', '2.1 s total', '120 tokens', '$0.0042'],
      details: [
        'Model: gpt-4o',
        'Time to first token: 420 ms',
        'Total time: 2.1 s',
        'Tokens: 1,200 input, 120 output',
        'Estimated cost $0.0042, at the prices of 2025-06-01: $2.50 input and $10.00 output per million tokens',
      ],
    });
  });

  it('marks estimated figures with "~"', () => {
    const { line, details } = replyFacts(reply({ usageEstimated: true }), price);
    expect(line.slice(-2)).toEqual(['~120 tokens', '~$0.0042']);
    expect(details).toContain('Tokens: 1,200 input, 120 output (estimated)');
  });

  it('shows no cost for a model without a price, and leaves out what is unknown', () => {
    expect(replyFacts(reply({ firstTokenMs: null, latencyMs: null }), null).line).toEqual(['gpt-4o', '120 tokens']);
    expect(replyFacts(reply({ usage: null }), price).line).toEqual(['gpt-4o', '420 ms to first token', '2.1 s total']);
  });

  it('says that a stopped reply’s figures cover what had arrived', () => {
    expect(replyFacts(reply({ stopped: true }), price).details.at(-1)).toBe(
      'Stopped before the end: the figures cover what had arrived.',
    );
  });
});
