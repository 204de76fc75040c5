import { describe, expect, it } from 'vitest';
import { startingPair } from '#client/features/chat/compose/utils/starting-pair';

const connection = (id: string, mode: 'live' | 'demo', models: string[]) => ({
  id,
  mode,
  models,
  defaultModel: models[0] ?? '',
});
const openai = (mode: 'live' | 'demo') => connection('openai', mode, ['gpt-4o-mini', 'gpt-4o']);
const claude = (mode: 'live' | 'demo') => connection('claude', mode, ['claude-sonnet-4-5']);
const gemini = (mode: 'live' | 'demo') => connection('gemini', mode, ['gemini-2.5-flash', 'gemini-2.5-pro']);

describe('the pair a first-time sender starts with', () => {
  it('is SPEC’s toggles when OpenAI and Claude both answer for real, or when nothing does', () => {
    expect(startingPair([openai('live'), claude('live'), gemini('live')])).toBeNull();
    expect(startingPair([openai('demo'), claude('demo'), gemini('demo')])).toBeNull();
    expect(startingPair([])).toBeNull();
  });

  it('puts the first two live connections’ default models side by side, never a demo stand-in', () => {
    expect(startingPair([openai('demo'), claude('live'), gemini('live')])).toEqual({
      a: { provider: 'claude', model: 'claude-sonnet-4-5' },
      b: { provider: 'gemini', model: 'gemini-2.5-flash' },
    });
    const ollama = connection('ollama', 'live', ['llama3.2']);
    expect(startingPair([openai('live'), claude('demo'), ollama])).toEqual({
      a: { provider: 'openai', model: 'gpt-4o-mini' },
      b: { provider: 'ollama', model: 'llama3.2' },
    });
  });

  it('compares two models of the only live connection, or leaves the toggles when it has one model', () => {
    expect(startingPair([openai('live'), claude('demo')])).toEqual({
      a: { provider: 'openai', model: 'gpt-4o-mini' },
      b: { provider: 'openai', model: 'gpt-4o' },
    });
    expect(startingPair([openai('demo'), claude('live')])).toBeNull();
    expect(startingPair([openai('demo'), claude('demo'), connection('vllm', 'live', [])])).toBeNull();
  });

  it('is the admin’s pair when the server sends one, whatever the connections', () => {
    const chosen = {
      a: { provider: 'gemini', model: 'gemini-2.5-pro' },
      b: { provider: 'claude', model: 'claude-sonnet-4-5' },
    };
    expect(startingPair([openai('live'), claude('live'), gemini('live')], chosen)).toEqual(chosen);
    expect(startingPair([openai('live'), claude('live')], null)).toBeNull();
  });
});
