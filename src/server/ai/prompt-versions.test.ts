import { describe, expect, it } from 'vitest';
import { buildThread } from '#server/ai/prompt';
import type { Sender } from '#shared/api/messages';

describe('buildThread with versions of replies', () => {
  // Ids as stored: a regenerated reply is written after later turns, so its id is higher than theirs.
  const turn = (id: number, content: string) => ({ id, sender: 'user' as const, side: null, content, error: false });
  const reply = (id: number, replyTo: number, content: string, active = true, sender: Sender = 'openai') => ({
    id,
    sender,
    side: sender === 'claude' ? ('b' as const) : ('a' as const),
    content,
    error: false,
    replyTo,
    active,
  });

  it('sends only the version shown, in the turn it answers, wherever its id fell', () => {
    const history = [
      turn(1, 'Q1'),
      reply(2, 1, 'first A1', false),
      turn(3, 'Q2'),
      reply(4, 3, 'A2'),
      reply(5, 1, 'second A1'),
      turn(6, 'Q3'),
    ];

    expect(buildThread(history, 'a', 6)).toEqual([
      { role: 'user', content: 'Q1' },
      { role: 'assistant', content: 'second A1' },
      { role: 'user', content: 'Q2' },
      { role: 'assistant', content: 'A2' },
      { role: 'user', content: 'Q3' },
    ]);
  });

  it('sends an earlier version once it is the one shown again', () => {
    const history = [turn(1, 'Q1'), reply(2, 1, 'first A1'), reply(5, 1, 'second A1', false), turn(6, 'Q2')];

    expect(buildThread(history, 'a', 6)).toEqual([
      { role: 'user', content: 'Q1' },
      { role: 'assistant', content: 'first A1' },
      { role: 'user', content: 'Q2' },
    ]);
  });

  it('gives a regenerate the thread up to its user message: no version of the reply being written', () => {
    const history = [
      turn(1, 'Q1'),
      reply(2, 1, 'A1'),
      turn(3, 'Q2'),
      reply(4, 3, 'first A2', false),
      reply(5, 3, 'second A2'),
      turn(6, 'Q3'),
      reply(7, 6, 'A3'),
    ];

    expect(buildThread(history, 'a', 3)).toEqual([
      { role: 'user', content: 'Q1' },
      { role: 'assistant', content: 'A1' },
      { role: 'user', content: 'Q2' },
    ]);
  });

  it('keeps the other provider’s versions out, shown or not', () => {
    const history = [turn(1, 'Q1'), reply(2, 1, 'Claude A1', true, 'claude'), turn(3, 'Q2')];

    expect(buildThread(history, 'a', 3)).toEqual([{ role: 'user', content: 'Q1\n\nQ2' }]);
  });
});
