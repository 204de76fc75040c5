import { describe, expect, it } from 'vitest';
import { verdictText } from '#client/features/chat/turn/utils/verdict-text';

const names = ['OpenAI', 'Claude'] as const;

describe('verdictText', () => {
  it('names the better side as the vote buttons name it: left is side a, right side b', () => {
    expect(verdictText('left', names)).toBe("OpenAI's answer is better");
    expect(verdictText('right', names)).toBe("Claude's answer is better");
    expect(verdictText('right', ['Model B', 'Model A'])).toBe("Model A's answer is better");
  });

  it('says a tie, or that the two askings disagreed', () => {
    expect(verdictText('tie', names)).toBe('A tie');
    expect(verdictText('no-clear-winner', names)).toBe(
      'No clear winner: asked with the answers in both orders, the judge picked differently.',
    );
  });
});
