import { describe, expect, it } from 'vitest';
import { judgeGroups } from '#client/features/chat/turn/utils/judge-options';
import { connections } from '#client/testing/chat/provider-fixtures';

const shape = (groups: ReturnType<typeof judgeGroups>) =>
  groups.map((group) => [group.label, group.options.map((option) => `${option.name}${option.last ? ' *' : ''}`)]);

describe('judgeGroups', () => {
  it("lists each live connection's models by their readable names, in the catalogue's order", () => {
    const demo = connections.map((entry) => (entry.id === 'gemini' ? { ...entry, mode: 'demo' as const } : entry));
    expect(shape(judgeGroups(demo, null))).toEqual([
      ['OpenAI', ['GPT-4o', 'GPT-4o mini', 'o3']],
      ['Claude', ['Claude 3.7 Sonnet']],
      ['Ollama', ['llama3.2']],
    ]);
    expect(judgeGroups(demo, null)[0]?.options[1]).toEqual({
      provider: 'openai',
      model: 'gpt-4o-mini',
      name: 'GPT-4o mini',
      last: false,
    });
  });

  it('puts the last judge first, its connection first', () => {
    expect(shape(judgeGroups(connections, { provider: 'openai', model: 'o3' }))[0]).toEqual([
      'OpenAI',
      ['o3 *', 'GPT-4o', 'GPT-4o mini'],
    ]);
    expect(shape(judgeGroups(connections, { provider: 'gemini', model: 'gemini-2.5-flash' }))).toEqual([
      ['Gemini', ['Gemini 2.5 Flash *']],
      ['OpenAI', ['GPT-4o', 'GPT-4o mini', 'o3']],
      ['Claude', ['Claude 3.7 Sonnet']],
      ['Ollama', ['llama3.2']],
    ]);
  });

  it('ignores a last judge no longer offered, and offers nothing without a live connection', () => {
    expect(shape(judgeGroups(connections, { provider: 'openai', model: 'gone' }))[0]).toEqual([
      'OpenAI',
      ['GPT-4o', 'GPT-4o mini', 'o3'],
    ]);
    expect(
      judgeGroups(
        connections.map((entry) => ({ ...entry, mode: 'demo' as const })),
        null,
      ),
    ).toEqual([]);
  });
});
