import { describe, expect, it } from 'vitest';
import { contestantsOf, isSpecPair, type Pair, pairOf, samePair } from '#client/features/chat/compose/utils/pair';

const models = { openai: 'gpt-4o', claude: 'claude-3-7-sonnet-20250219' };
const gpt = { provider: 'openai', model: 'gpt-4o' };
const sonnet = { provider: 'claude', model: 'claude-3-7-sonnet-20250219' };

describe('a pair with its sides’ own settings', () => {
  it('sends each side’s settings where set, and none where the connection’s defaults apply', () => {
    const pair: Pair = { a: { ...gpt, temperature: 1.3 }, b: { ...sonnet, maxTokens: 2000 } };
    // As the request body carries them (JSON leaves out what is unset).
    expect(JSON.parse(JSON.stringify(contestantsOf(pair)))).toEqual([
      { ...gpt, temperature: 1.3 },
      { ...sonnet, maxTokens: 2000 },
    ]);
    expect(JSON.parse(JSON.stringify(contestantsOf({ a: gpt, b: null })))).toEqual([gpt]);
  });

  it('comes back from a conversation’s stored contestants with every setting', () => {
    const stored = [
      { ...gpt, temperature: 0.2, maxTokens: 500 },
      { ...sonnet, temperature: 1, maxTokens: 4000 },
    ];
    expect(pairOf(stored)).toEqual({ a: stored[0], b: stored[1] });
    expect(pairOf([stored[0] as Pair['a']])).toEqual({ a: stored[0], b: null });
    expect(pairOf(null)).toBeNull();
  });

  it('is the same pair whatever its settings, but SPEC’s only with none of its own', () => {
    const tuned: Pair = { a: { ...gpt, temperature: 0.3 }, b: sonnet };
    expect(samePair(tuned, { a: gpt, b: sonnet })).toBe(true);
    expect(isSpecPair({ a: gpt, b: sonnet }, models)).toBe(true);
    // SPEC's toggles take their settings from the sidebar: a side's own goes as contestants.
    expect(isSpecPair(tuned, models)).toBe(false);
    expect(isSpecPair({ a: gpt, b: { ...sonnet, maxTokens: 300 } }, models)).toBe(false);
  });
});
