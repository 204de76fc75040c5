import { describe, expect, it } from 'vitest';
import { modelsToSend, toggleModel } from '#client/features/chat/compose/utils/models-to-send';

describe('modelsToSend', () => {
  it('sends the chosen models, in provider order', () => {
    expect(modelsToSend(['claude'], 'openai')).toEqual(['claude']);
    expect(modelsToSend(['claude', 'openai'], 'openai')).toEqual(['openai', 'claude']);
  });

  it("falls back to the user's default model when none is chosen", () => {
    expect(modelsToSend([], 'claude')).toEqual(['claude']);
    expect(modelsToSend([], 'openai')).toEqual(['openai']);
  });

  it('sends none with neither', () => {
    expect(modelsToSend([], null)).toEqual([]);
    expect(modelsToSend([], undefined)).toEqual([]);
  });
});

describe('toggleModel', () => {
  it('adds a model that is not chosen and removes one that is', () => {
    expect(toggleModel([], 'openai')).toEqual(['openai']);
    expect(toggleModel(['openai'], 'claude')).toEqual(['openai', 'claude']);
    expect(toggleModel(['openai', 'claude'], 'openai')).toEqual(['claude']);
  });
});
