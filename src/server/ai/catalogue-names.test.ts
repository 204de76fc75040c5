import { describe, expect, it } from 'vitest';
import { modelDisplayName } from '#server/ai/catalogue-names';

describe('modelDisplayName', () => {
  it.each([
    ['claude-sonnet-4-5', 'Claude Sonnet 4.5'],
    ['claude-3-7-sonnet-20250219', 'Claude 3.7 Sonnet'],
    ['claude-3-opus-20240229', 'Claude 3 Opus'],
    ['claude-opus-4-1', 'Claude Opus 4.1'],
    ['gpt-4o-mini', 'GPT-4o mini'],
    ['gpt-4o', 'GPT-4o'],
    ['gpt-4-turbo', 'GPT-4 Turbo'],
    ['gpt-3.5-turbo', 'GPT-3.5 Turbo'],
    ['gpt-4.1-nano', 'GPT-4.1 nano'],
    ['gpt-4o-2024-08-06', 'GPT-4o 2024-08-06'],
    ['o3', 'o3'],
    ['o4-mini', 'o4-mini'],
    ['llama-3.1-70b', 'Llama 3.1 70b'],
  ])('names %s "%s"', (id, name) => {
    expect(modelDisplayName(id)).toBe(name);
  });
});
