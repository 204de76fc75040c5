import { describe, expect, it } from 'vitest';
import { blindTurn, maskText, swappedFor } from '#client/features/chat/turn/utils/blind';
import { groupTurns } from '#client/features/chat/turn/utils/group-turns';
import { liveMessage } from '#client/testing/chat/fake-event-source';
import { connection } from '#client/testing/chat/provider-fixtures';
import type { Message } from '#shared/api/messages';

const catalogue = [
  connection('openai', 'OpenAI', 'openai', { 'gpt-4o': 'GPT-4o' }),
  connection('local', 'Ollama', 'openai-compatible', { 'qwen3:8b': 'Qwen3 8B' }),
];
const reply = (id: number, sender: string, model: string, side: 'a' | 'b', fields: Partial<Message> = {}) => ({
  ...liveMessage(id, 'openai'),
  sender,
  model,
  side,
  replyTo: 1,
  ...fields,
});
const turnOf = (messages: Message[]) => {
  const [turn] = groupTurns(messages, [], {});
  if (!turn) throw new Error('no turn');
  return turn;
};
const both = turnOf([liveMessage(1), reply(2, 'openai', 'gpt-4o', 'a'), reply(3, 'local', 'qwen3:8b', 'b')]);
const open = { voted: false, votable: true };

describe('swappedFor', () => {
  it('is the same for the same id, and shows side b first for about half of the turns', () => {
    expect(swappedFor(1)).toBe(swappedFor(1));
    const swapped = Array.from({ length: 1000 }, (_, index) => swappedFor(index + 1)).filter(Boolean).length;
    expect(swapped).toBeGreaterThan(450);
    expect(swapped).toBeLessThan(550);
  });
});

describe('blindTurn', () => {
  it('names the sides Model A (shown first) and Model B, in the order of the turn', () => {
    const blind = blindTurn(both, catalogue, open);
    const first = swappedFor(1) ? 'b' : 'a';
    expect(blind?.swapped).toBe(swappedFor(1));
    expect(blind?.[first].name).toBe('Model A');
    expect(blind?.[first === 'a' ? 'b' : 'a'].name).toBe('Model B');
  });

  it('leaves a turn shown as it is once voted on, answered by one side, or settled with nothing to vote on', () => {
    const single = turnOf([liveMessage(1), reply(2, 'openai', 'gpt-4o', 'a')]);
    expect(blindTurn(both, catalogue, { voted: true, votable: true })).toBeNull();
    expect(blindTurn(single, catalogue, open)).toBeNull();
    expect(blindTurn(both, catalogue, { voted: false, votable: false })).toBeNull();
  });

  it("masks the turn's connections and models, and any maker's or model's name, in any case", () => {
    const mask = blindTurn(both, catalogue, open)?.a.mask;
    const text =
      "As Claude, made by Anthropic, I'm not ChatGPT (GPT-4o, gpt-4o) nor Gemini from Google; " +
      'Ollama runs Qwen3 8B as qwen3:8b. OpenAI’s reply: openai. Claudette and googled stay.';
    expect(maskText(text, mask)).toBe(
      "As [model], made by [model], I'm not [model] ([model], [model]) nor [model] from [model]; " +
        '[model] runs [model] as [model]. [model]’s reply: [model]. Claudette and googled stay.',
    );
    expect(maskText(text, undefined)).toBe(text);
  });
});
