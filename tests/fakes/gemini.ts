import { type Answer, type ModelServer, startModelServer } from '#tests/fakes/model-server';

// How an answer ends: done, or cut off by the reply's max tokens (a 'cut-off' fault).
const finishOf = (answer: Answer) => (answer.cutOff ? 'MAX_TOKENS' : 'STOP');

/** A part as the Gemini API takes it: text, or a file's bytes (base64) with its MIME type. */
export type GeminiPart = { text: string } | { inlineData: { mimeType: string; data: string } };
export type GeminiContent = { role?: string; parts: GeminiPart[] };

// Google's status names of the HTTP statuses its API answers errors with.
const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
  504: 'DEADLINE_EXCEEDED',
};

/** An error body in Google's shape: `{ error: { code, message, status, details? } }`. */
export const googleError = (code: number, message: string, details?: unknown[]) => ({
  error: { code, message, status: STATUS_NAMES[code] ?? 'UNKNOWN', ...(details ? { details } : {}) },
});

/** What the fake's thinking models (2.5 and 3, but Flash-Lite) report as thoughtsTokenCount. */
export const FAKE_THOUGHT_TOKENS = 16;
const thinks = (model: string) => /^gemini-(2\.5|3)-/.test(model) && !model.includes('lite');

const CHAT_METHODS = ['generateContent', 'countTokens', 'createCachedContent', 'batchGenerateContent'];
// A mix like Google's own list, in no order of age: chat models and others (speech, images,
// embeddings, question answering, live) that an adapter must leave out.
const MODELS: [id: string, displayName: string, methods?: string[]][] = [
  ['gemini-2.5-flash', 'Gemini 2.5 Flash'],
  ['gemini-embedding-001', 'Gemini Embedding 001', ['embedContent', 'countTextTokens', 'countTokens']],
  ['gemini-2.0-flash', 'Gemini 2.0 Flash'],
  ['gemini-2.5-pro', 'Gemini 2.5 Pro'],
  ['gemini-2.5-flash-preview-tts', 'Gemini 2.5 Flash Preview TTS', ['countTokens', 'generateContent']],
  ['gemini-3-pro-preview', 'Gemini 3 Pro Preview'],
  ['gemini-2.5-flash-image', 'Nano Banana'],
  ['aqa', 'Model that performs Attributed Question Answering.', ['generateAnswer']],
  ['imagen-4.0-generate-001', 'Imagen 4', ['predict']],
  ['gemini-2.0-flash-live-001', 'Gemini 2.0 Flash 001', ['bidiGenerateContent', 'countTokens']],
];

const textOf = (content: GeminiContent | undefined) =>
  (content?.parts ?? []).flatMap((part) => ('text' in part ? [part.text] : [])).join('\n');

function usageOf(model: string, answer: Answer) {
  const thoughts = thinks(model) ? FAKE_THOUGHT_TOKENS : 0;
  return {
    promptTokenCount: answer.inputTokens,
    candidatesTokenCount: answer.outputTokens,
    ...(thoughts ? { thoughtsTokenCount: thoughts } : {}),
    totalTokenCount: answer.inputTokens + answer.outputTokens + thoughts,
  };
}

/**
 * The Gemini Developer API as @google/genai calls it with an API key (use its url as the base URL):
 * POST /v1beta/models/{model}:streamGenerateContent?alt=sse (and :generateContent), and
 * GET /v1beta/models paged with pageSize and pageToken. The model named in the path is recorded in
 * the request's body as `model`. Thinking models report FAKE_THOUGHT_TOKENS beside their answer.
 */
export function startFakeGemini(): Promise<ModelServer> {
  return startModelServer({
    path: ':streamGenerateContent',
    route: (pathname) => {
      const match = /\/models\/([^/:]+):(streamGenerateContent|generateContent)$/.exec(pathname);
      return match ? { model: decodeURIComponent(match[1] ?? ''), stream: match[2] === 'streamGenerateContent' } : null;
    },
    models: {
      ids: MODELS.map(([id]) => id),
      names: Object.fromEntries(MODELS.map(([id, name]) => [id, name])),
      methods: Object.fromEntries(MODELS.flatMap(([id, , methods]) => (methods ? [[id, methods]] : []))),
    },
    listPage: ({ ids, names, methods, pageSize }, url) => {
      const size = Math.min(Number(url.searchParams.get('pageSize') ?? 50), pageSize);
      const start = Number(url.searchParams.get('pageToken') ?? 0);
      const models = ids.slice(start, start + size).map((id) => ({
        name: `models/${id}`,
        version: '001',
        displayName: names[id] ?? id,
        inputTokenLimit: 1_048_576,
        outputTokenLimit: 65_536,
        supportedGenerationMethods: methods[id] ?? CHAT_METHODS,
      }));
      // Google leaves the token out on the last page.
      const next = start + size < ids.length ? { nextPageToken: String(start + size) } : {};
      return { models, ...next };
    },
    errorBody: (status) => googleError(status, `status ${status}`),
    streamError: (body) => `data: ${JSON.stringify(body)}\n\n`,
    promptText: (body) =>
      JSON.stringify(body.contents ?? '') + textOf(body.systemInstruction as GeminiContent | undefined),
    lastUserText: (body) => {
      const contents = (body.contents as GeminiContent[] | undefined) ?? [];
      return textOf([...contents].reverse().find((content) => (content.role ?? 'user') === 'user'));
    },
    turnTexts: (body) =>
      ((body.contents as GeminiContent[] | undefined) ?? []).map((content) => ({
        role: content.role === 'model' ? 'assistant' : 'user',
        text: textOf(content),
      })),
    answerText: (question, model) => `Gemini (${model}) answers: ${question}`,
    respond: (body, answer) => ({
      candidates: [
        { content: { parts: [{ text: answer.text }], role: 'model' }, finishReason: finishOf(answer), index: 0 },
      ],
      usageMetadata: usageOf(String(body.model), answer),
      modelVersion: body.model,
      responseId: 'fake-response',
    }),
    stream: (body, answer) => {
      const words = answer.text.split(/(?<= )/);
      // Every chunk counts the prompt; the last, which ends the answer, counts everything.
      return words.map((word, index) => {
        const last = index === words.length - 1;
        return [
          null,
          {
            candidates: [
              {
                content: { parts: [{ text: word }], role: 'model' },
                index: 0,
                ...(last ? { finishReason: finishOf(answer) } : {}),
              },
            ],
            usageMetadata: last
              ? usageOf(String(body.model), answer)
              : { promptTokenCount: answer.inputTokens, totalTokenCount: answer.inputTokens },
            modelVersion: body.model,
            responseId: 'fake-response',
          },
        ];
      });
    },
  });
}
