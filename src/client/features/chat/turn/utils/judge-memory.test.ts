import { afterEach, describe, expect, it, vi } from 'vitest';
import { readJudge, rememberJudge } from '#client/features/chat/turn/utils/judge-memory';

afterEach(() => vi.unstubAllGlobals());

describe('the judge last chosen', () => {
  it('is kept per user under pairwise-judge:{userId}', () => {
    rememberJudge(1, { provider: 'gemini', model: 'gemini-2.5-flash' });
    expect(localStorage.getItem('pairwise-judge:1')).toBe('{"provider":"gemini","model":"gemini-2.5-flash"}');
    expect(readJudge(1)).toEqual({ provider: 'gemini', model: 'gemini-2.5-flash' });
    expect(readJudge(2)).toBeNull();
  });

  it('drops what is not a judge, keeping only its connection and model', () => {
    localStorage.setItem('pairwise-judge:3', '{"provider":"openai"}');
    expect(readJudge(3)).toBeNull();
    localStorage.setItem('pairwise-judge:3', 'not json');
    expect(readJudge(3)).toBeNull();
    localStorage.setItem('pairwise-judge:3', '{"provider":"openai","model":"o3","extra":1}');
    expect(readJudge(3)).toEqual({ provider: 'openai', model: 'o3' });
  });

  it('lasts as long as the page where storage refuses access', () => {
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: refuse, setItem: refuse, clear: () => {} });
    rememberJudge(4, { provider: 'claude', model: 'claude-3-7-sonnet-20250219' });
    expect(readJudge(4)).toEqual({ provider: 'claude', model: 'claude-3-7-sonnet-20250219' });
  });
});
