import { describe, expect, it } from 'vitest';
import { buildThread } from '#server/ai/prompt';
import { STOPPED_BEFORE_TEXT } from '#server/ai/stopped-reply';
import { historyMessage } from '#tests/helpers/history-messages';

describe('buildThread', () => {
  it('keeps the user’s messages and only the given side’s own replies', () => {
    const history = [
      historyMessage('user', 'Q1'),
      historyMessage('openai', 'OpenAI A1'),
      historyMessage('claude', 'Claude A1'),
      historyMessage('user', 'Q2'),
    ];
    const last = history.at(-1)?.id ?? 0;

    expect(buildThread(history, 'a', last)).toEqual([
      { role: 'user', content: 'Q1' },
      { role: 'assistant', content: 'OpenAI A1' },
      { role: 'user', content: 'Q2' },
    ]);
    expect(buildThread(history, 'b', last)).toEqual([
      { role: 'user', content: 'Q1' },
      { role: 'assistant', content: 'Claude A1' },
      { role: 'user', content: 'Q2' },
    ]);
  });

  it('keeps two sides of one connection apart: each sees its own replies only', () => {
    const history = [
      historyMessage('user', 'Q1'),
      historyMessage('openai', 'gpt-4o A1', false, 'a'),
      historyMessage('openai', 'gpt-4o-mini A1', false, 'b'),
      historyMessage('user', 'Q2'),
    ];
    const last = history.at(-1)?.id ?? 0;

    expect(buildThread(history, 'a', last)[1]).toEqual({ role: 'assistant', content: 'gpt-4o A1' });
    expect(buildThread(history, 'b', last)[1]).toEqual({ role: 'assistant', content: 'gpt-4o-mini A1' });
  });

  it('leaves error replies out, joining the user turns around them', () => {
    const history = [
      historyMessage('user', 'Q1'),
      historyMessage('claude', 'Claude is overloaded right now.', true),
      historyMessage('user', 'Q2'),
    ];

    expect(buildThread(history, 'b', history[2]?.id ?? 0)).toEqual([{ role: 'user', content: 'Q1\n\nQ2' }]);
  });

  it('keeps what a stopped reply said, and leaves out one stopped before it said anything', () => {
    const history = [
      historyMessage('user', 'Q1'),
      { ...historyMessage('openai', 'Half an ans'), stopped: true },
      historyMessage('user', 'Q2'),
      { ...historyMessage('openai', STOPPED_BEFORE_TEXT), stopped: true },
      historyMessage('user', 'Q3'),
    ];

    expect(buildThread(history, 'a', history[4]?.id ?? 0)).toEqual([
      { role: 'user', content: 'Q1' },
      { role: 'assistant', content: 'Half an ans' },
      { role: 'user', content: 'Q2\n\nQ3' },
    ]);
  });

  it('leaves out messages after upToId', () => {
    const history = [
      historyMessage('user', 'Q1'),
      historyMessage('openai', 'A1'),
      historyMessage('user', 'Q2'),
      historyMessage('openai', 'A2'),
      historyMessage('user', 'Q3'),
    ];

    expect(buildThread(history, 'a', history[2]?.id ?? 0)).toEqual([
      { role: 'user', content: 'Q1' },
      { role: 'assistant', content: 'A1' },
      { role: 'user', content: 'Q2' },
    ]);
  });

  it('joins consecutive turns of one role so that roles alternate', () => {
    const history = [
      historyMessage('user', 'a'),
      historyMessage('user', 'b'),
      historyMessage('openai', 'c'),
      historyMessage('openai', 'd'),
      historyMessage('user', 'e'),
    ];

    const thread = buildThread(history, 'a', history[4]?.id ?? 0);
    expect(thread).toEqual([
      { role: 'user', content: 'a\n\nb' },
      { role: 'assistant', content: 'c\n\nd' },
      { role: 'user', content: 'e' },
    ]);
    thread.slice(1).forEach((turn, index) => {
      expect(turn.role).not.toBe(thread[index]?.role);
    });
  });

  it('does not change the history it is given', () => {
    const history = [historyMessage('user', 'a'), historyMessage('user', 'b')];
    const copy = structuredClone(history);
    buildThread(history, 'a', history[1]?.id ?? 0, 1);
    expect(history).toEqual(copy);
  });

  it('drops the oldest turns first to fit the budget', () => {
    const history = [
      historyMessage('user', 'u1'.repeat(5)), // 10 characters each
      historyMessage('openai', 'a1'.repeat(5)),
      historyMessage('user', 'u2'.repeat(5)),
      historyMessage('openai', 'a2'.repeat(5)),
      historyMessage('user', 'u3'.repeat(5)),
    ];
    const upTo = history[4]?.id ?? 0;

    expect(buildThread(history, 'a', upTo, 50)).toHaveLength(5);
    expect(buildThread(history, 'a', upTo, 30)).toEqual([
      { role: 'user', content: 'u2'.repeat(5) },
      { role: 'assistant', content: 'a2'.repeat(5) },
      { role: 'user', content: 'u3'.repeat(5) },
    ]);
    const thread = buildThread(history, 'a', upTo, 29);
    expect(thread.reduce((sum, turn) => sum + turn.content.length, 0)).toBeLessThanOrEqual(29);
    expect(thread).toEqual([{ role: 'user', content: 'u3'.repeat(5) }]);
  });

  it('always starts with a user turn, even when the budget cut lands before a reply', () => {
    const history = [
      historyMessage('user', 'q'.repeat(20)),
      historyMessage('claude', 'r'.repeat(5)),
      historyMessage('user', 's'.repeat(5)),
    ];

    // 30 characters in all; a budget of 12 drops the question and would leave the reply first.
    expect(buildThread(history, 'b', history[2]?.id ?? 0, 12)).toEqual([{ role: 'user', content: 'sssss' }]);
  });

  it('starts with a user turn when the history begins with a reply', () => {
    const history = [historyMessage('openai', 'an earlier reply'), historyMessage('user', 'Q')];

    expect(buildThread(history, 'a', history[1]?.id ?? 0)).toEqual([{ role: 'user', content: 'Q' }]);
  });

  it('cuts a single over-long message to the budget, keeping its end', () => {
    const history = [
      historyMessage('user', 'old'),
      historyMessage('openai', 'reply'),
      historyMessage('user', `${'x'.repeat(100)}the question`),
    ];

    expect(buildThread(history, 'a', history[2]?.id ?? 0, 20)).toEqual([
      { role: 'user', content: 'xxxxxxxxthe question' },
    ]);
  });

  it('does not cut an astral character in half when cutting a message', () => {
    const history = [historyMessage('user', `${'😀'.repeat(10)}end`)];

    const [turn] = buildThread(history, 'a', history[0]?.id ?? 0, 8);
    // 8 code units would start with the second half of a surrogate pair: the half is dropped.
    expect(turn?.content).toBe('😀😀end');
    expect(turn?.content).not.toMatch(/^[\uDC00-\uDFFF]/);
  });
});
