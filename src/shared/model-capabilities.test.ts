import { describe, expect, it } from 'vitest';
import { capabilitiesOf, PRICES_TAKEN_ON, UNKNOWN_MODEL } from '#shared/model-capabilities';

describe('capabilitiesOf', () => {
  it('knows a chat model: images, PDFs, a temperature and its price with the date it was taken', () => {
    expect(capabilitiesOf('openai', 'gpt-4o')).toEqual({
      images: true,
      pdfs: true,
      reasoning: false,
      temperature: true,
      price: { input: 2.5, output: 10, takenOn: PRICES_TAKEN_ON },
    });
  });

  it("reads OpenAI's reasoning models as taking no temperature", () => {
    for (const model of ['o1', 'o3-mini', 'o4-mini', 'gpt-5', 'gpt-5-mini', 'gpt-5.1']) {
      expect(capabilitiesOf('openai', model), model).toMatchObject({ reasoning: true, temperature: false });
    }
    expect(capabilitiesOf('openai', 'gpt-5-chat-latest')).toMatchObject({ reasoning: false, temperature: true });
  });

  it('matches dated snapshots and aliases to their family, not a longer sibling', () => {
    expect(capabilitiesOf('openai', 'gpt-4o-2024-08-06').price?.input).toBe(2.5);
    expect(capabilitiesOf('openai', 'gpt-4o-mini').price?.input).toBe(0.15);
    expect(capabilitiesOf('openai', 'gpt-4o-mini-2024-07-18').price?.input).toBe(0.15);
    expect(capabilitiesOf('openai', 'gpt-3.5-turbo-0125').price?.input).toBe(0.5);
    expect(capabilitiesOf('openai', 'o3-2025-04-16')).toMatchObject({ reasoning: true, price: { input: 2 } });
    expect(capabilitiesOf('anthropic', 'claude-3-7-sonnet-20250219').price?.output).toBe(15);
    expect(capabilitiesOf('anthropic', 'claude-3-7-sonnet-latest').price?.output).toBe(15);
    expect(capabilitiesOf('anthropic', 'claude-opus-4-1-20250805').price?.input).toBe(15);
    expect(capabilitiesOf('anthropic', 'claude-opus-4-5-20251101').price?.input).toBe(5);
  });

  it('tells apart models that share a prefix but differ in what they take', () => {
    expect(capabilitiesOf('openai', 'o1-preview')).toMatchObject({ images: false, reasoning: true });
    expect(capabilitiesOf('openai', 'o1')).toMatchObject({ images: true, reasoning: true });
    expect(capabilitiesOf('openai', 'gpt-4-0125-preview')).toMatchObject({ images: false, price: { input: 10 } });
    expect(capabilitiesOf('openai', 'gpt-4-0613')).toMatchObject({ images: false, price: { input: 30 } });
    expect(capabilitiesOf('anthropic', 'claude-3-opus-20240229')).toMatchObject({ images: true, pdfs: false });
  });

  it("keeps Claude's temperature: none of its models is a reasoning model here", () => {
    expect(capabilitiesOf('anthropic', 'claude-sonnet-4-5')).toMatchObject({ reasoning: false, temperature: true });
  });

  it('gives an unknown model safe defaults: text only, a temperature, no price', () => {
    const expected = { images: false, pdfs: false, reasoning: false, temperature: true, price: null };
    expect(capabilitiesOf('openai', 'llama3.1:8b')).toEqual(expected);
    expect(capabilitiesOf('anthropic', 'claude-next-7')).toEqual(expected);
    // Not a snapshot of gpt-4o: an unknown suffix.
    expect(capabilitiesOf('openai', 'gpt-4o-experimental')).toEqual(expected);
    // A family is the provider's own: another provider's id is unknown there.
    expect(capabilitiesOf('anthropic', 'gpt-4o')).toEqual(expected);
  });

  it("treats a newer model of OpenAI's reasoning lines as one, still with no price", () => {
    for (const model of ['gpt-5.4', 'gpt-5.4-mini-2026-03-17', 'o5']) {
      expect(capabilitiesOf('openai', model), model).toMatchObject({
        reasoning: true,
        temperature: false,
        images: false,
        price: null,
      });
    }
    expect(capabilitiesOf('openai', 'gpt-5.3-chat-latest')).toMatchObject({ reasoning: false, temperature: true });
    expect(capabilitiesOf('openai', 'gpt-50')).toMatchObject({ reasoning: false });
  });

  it('hands out copies: changing an answer changes neither the table nor the defaults', () => {
    const known = capabilitiesOf('openai', 'gpt-4o');
    if (known.price) known.price.input = 99;
    known.images = false;
    const unknown = capabilitiesOf('openai', 'my-model');
    unknown.images = true;

    expect(capabilitiesOf('openai', 'gpt-4o')).toMatchObject({ images: true, price: { input: 2.5 } });
    expect(capabilitiesOf('openai', 'my-model').images).toBe(false);
    expect(UNKNOWN_MODEL.images).toBe(false);
  });

  it('dates the prices as YYYY-MM-DD', () => {
    expect(PRICES_TAKEN_ON).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("knows Gemini's models: images, PDFs, a temperature, the thinking ones, their base prices", () => {
    expect(capabilitiesOf('gemini', 'gemini-2.5-pro')).toEqual({
      images: true,
      pdfs: true,
      reasoning: true,
      temperature: true,
      price: { input: 1.25, output: 10, takenOn: PRICES_TAKEN_ON },
    });
    expect(capabilitiesOf('gemini', 'gemini-3-pro-preview')).toMatchObject({ reasoning: true, price: { input: 2 } });
    expect(capabilitiesOf('gemini', 'gemini-2.5-flash')).toMatchObject({ reasoning: true, price: { output: 2.5 } });
    expect(capabilitiesOf('gemini', 'gemini-2.5-flash-lite')).toMatchObject({ price: { input: 0.1, output: 0.4 } });
    expect(capabilitiesOf('gemini', 'gemini-2.0-flash')).toMatchObject({ reasoning: false, temperature: true });
    expect(capabilitiesOf('gemini', 'gemini-2.0-flash-lite')).toMatchObject({ images: true, price: { input: 0.075 } });
  });

  it("matches Gemini's versions and previews to their family, not a longer sibling", () => {
    expect(capabilitiesOf('gemini', 'gemini-2.0-flash-001').price?.input).toBe(0.1);
    expect(capabilitiesOf('gemini', 'gemini-2.0-flash-lite-001').price?.input).toBe(0.075);
    expect(capabilitiesOf('gemini', 'gemini-2.5-flash-preview-09-2025').price?.input).toBe(0.3);
    expect(capabilitiesOf('gemini', 'gemini-2.5-flash-lite-preview-09-2025').price?.input).toBe(0.1);
    expect(capabilitiesOf('gemini', 'gemini-2.5-pro-preview-06-05').price?.input).toBe(1.25);
    expect(capabilitiesOf('gemini', 'gemini-2.5-pro-latest').price?.input).toBe(1.25);
    // An alias may point at another model tomorrow: no price is claimed for it.
    expect(capabilitiesOf('gemini', 'gemini-flash-latest').price).toBeNull();
    // Other models of a line (speech, images, experiments) are not priced as it.
    for (const model of ['gemini-2.5-flash-preview-tts', 'gemini-2.5-flash-image', 'gemini-2.0-flash-exp']) {
      expect(capabilitiesOf('gemini', model), model).toMatchObject({ images: false, price: null });
    }
  });

  it("keeps Gemini's suffixes to Gemini: OpenAI's and Anthropic's ids match as before", () => {
    expect(capabilitiesOf('openai', 'gpt-4o-001').price).toBeNull();
    expect(capabilitiesOf('openai', 'gpt-4o-preview-09-2025').price).toBeNull();
    expect(capabilitiesOf('anthropic', 'claude-3-opus-001').price).toBeNull();
    expect(capabilitiesOf('gemini', 'gemini-2.5-pro-20250219').price).toBeNull();
    expect(capabilitiesOf('openai', 'gemini-2.5-pro').price).toBeNull();
  });
});
