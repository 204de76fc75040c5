import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '#server/ai/catalogue';
import { alternativeTo } from '#server/ai/catalogue-suggestions';
import { failureMessage } from '#server/ai/failure-message';
import { loadConfig } from '#server/config';

const entryListing = (...ids: string[]) => buildCatalogue(loadConfig({}), { openai: ids.map((id) => ({ id })) }).openai;

describe('alternativeTo', () => {
  it('suggests the default model, by name and id', () => {
    expect(alternativeTo(entryListing('gpt-4.1', 'gpt-4o'), 'gpt-3.5-turbo')).toBe('GPT-4o (gpt-4o)');
  });

  it('suggests the next listed model when the default is the one missing', () => {
    expect(alternativeTo(entryListing('gpt-4o', 'gpt-4.1'), 'gpt-4o')).toBe('GPT-4.1 (gpt-4.1)');
  });

  it('names a model by its id alone when that is its name', () => {
    expect(alternativeTo(entryListing('gpt-4o', 'o3'), 'gpt-4o')).toBe('o3');
  });

  it('suggests nothing when the missing model is the only one', () => {
    expect(alternativeTo(entryListing('gpt-4o'), 'gpt-4o')).toBeUndefined();
  });
});

describe('the error reply for a model the provider no longer has', () => {
  const subject = {
    label: 'OpenAI',
    keyVariable: 'OPENAI_API_KEY',
    baseUrlVariable: 'OPENAI_BASE_URL',
    model: 'gpt-4o',
  };

  it('names the model and the suggestion', () => {
    expect(failureMessage('model_not_found', { ...subject, suggestion: 'GPT-4.1 (gpt-4.1)' }, '')).toBe(
      "The model gpt-4o is not available from OpenAI: it may have been retired, or this server's API key cannot use it. " +
        'Choose another model in Model Settings, such as GPT-4.1 (gpt-4.1).',
    );
  });

  it('still says what to do without one', () => {
    expect(failureMessage('model_not_found', subject, '')).toMatch(/Choose another model in Model Settings\.$/);
  });
});
