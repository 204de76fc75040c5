import { describe, expect, it, vi } from 'vitest';
import { documentTextPart } from '#server/ai/file-notes';
import { FAKE_THOUGHT_TOKENS } from '#tests/fakes/gemini';
import { estimateTokens } from '#tests/fakes/model-server';
import { KEY, QUESTION, useFakeGemini } from '#tests/helpers/gemini-adapter';

// What the Gemini adapter sends, and how it reads the stream.
const tests = useFakeGemini();
const { ask, sent } = tests;

describe('Gemini adapter: what it sends and reads', () => {
  it('streams the answer piece by piece and returns it whole', async () => {
    const { pieces, result } = ask();
    const { text } = await result;

    expect(text).toBe(`Gemini (gemini-2.0-flash) answers: ${QUESTION}`);
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe(text);
  });

  it('reports the token counts as they come, thinking counted as output', async () => {
    const plain = ask();
    const { text, inputTokens, outputTokens } = await plain.result;
    expect(inputTokens).toBeGreaterThan(0);
    expect(outputTokens).toBe(estimateTokens(text));
    // The prompt is counted from the first chunk; no chunk passes on a count it does not have.
    expect(plain.usages[0]).toEqual({ inputTokens });
    expect(plain.usages.at(-1)).toEqual({ inputTokens, outputTokens });

    const thinking = await ask({ model: 'gemini-2.5-flash' }).result;
    expect(thinking.outputTokens).toBe(estimateTokens(thinking.text) + FAKE_THOUGHT_TOKENS);
  });

  it('sends the system prompt as systemInstruction, and the settings as generationConfig', async () => {
    await ask({ system: 'Answer in French.', temperature: 0.3, maxTokens: 321 }).result;
    const { body } = sent();

    expect(body.systemInstruction).toMatchObject({ parts: [{ text: 'Answer in French.' }] });
    expect(body.generationConfig).toEqual({ temperature: 0.3, maxOutputTokens: 321 });
  });

  it('sends no systemInstruction without a system prompt', async () => {
    await ask().result;
    expect(sent().body).not.toHaveProperty('systemInstruction');
  });

  it("streams from the model's path, with the key in x-goog-api-key and never in the URL", async () => {
    await ask({ model: 'gemini-2.5-pro' }).result;
    const { path, headers, body } = sent();

    expect(path).toBe('/v1beta/models/gemini-2.5-pro:streamGenerateContent?alt=sse');
    expect(body.model).toBe('gemini-2.5-pro');
    expect(headers['x-goog-api-key']).toBe(KEY);
    expect(path).not.toContain(KEY);
  });

  it('sends the history as user and model turns', async () => {
    const messages = [
      { role: 'user' as const, content: 'Hello' },
      { role: 'assistant' as const, content: 'Hi! How can I help?' },
      { role: 'user' as const, content: QUESTION },
    ];
    await ask({ messages }).result;

    expect(sent().body.contents).toEqual([
      { role: 'user', parts: [{ text: 'Hello' }] },
      { role: 'model', parts: [{ text: 'Hi! How can I help?' }] },
      { role: 'user', parts: [{ text: QUESTION }] },
    ]);
  });

  it('sends images and PDFs inline, a document and a note as text, all before the question', async () => {
    const files = [
      { type: 'image' as const, name: 'sky.png', mediaType: 'image/png' as const, base64: 'iVBORw0KGgo=' },
      { type: 'pdf' as const, name: 'paper.pdf', base64: 'JVBERi0xLjQ=' },
      { type: 'text' as const, name: 'notes.docx', text: 'Rayleigh scattering.' },
      { type: 'note' as const, text: '[Attached file: old.png. It is no longer available.]' },
    ];
    await ask({ messages: [{ role: 'user', content: QUESTION, files }] }).result;

    expect(sent().body.contents).toEqual([
      {
        role: 'user',
        parts: [
          { inlineData: { mimeType: 'image/png', data: 'iVBORw0KGgo=' } },
          { inlineData: { mimeType: 'application/pdf', data: 'JVBERi0xLjQ=' } },
          { text: documentTextPart('notes.docx', 'Rayleigh scattering.') },
          { text: '[Attached file: old.png. It is no longer available.]' },
          { text: QUESTION },
        ],
      },
    ]);
  });

  it('ignores the Google and Gemini variables of the process: the explicit options win, silently', async () => {
    vi.stubEnv('GEMINI_API_KEY', 'env-gemini-key');
    vi.stubEnv('GOOGLE_GENAI_USE_VERTEXAI', 'true');
    vi.stubEnv('GOOGLE_GEMINI_BASE_URL', 'http://127.0.0.1:9');
    vi.stubEnv('GOOGLE_CLOUD_PROJECT', 'some-project');
    vi.stubEnv('GOOGLE_CLOUD_LOCATION', 'us-central1');
    const warn = vi.spyOn(console, 'warn');
    try {
      await ask().result;
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
    const { path, headers } = sent();
    expect(path).toBe('/v1beta/models/gemini-2.0-flash:streamGenerateContent?alt=sse');
    expect(headers['x-goog-api-key']).toBe(KEY);
  });
});
