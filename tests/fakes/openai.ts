import { type Answer, type ModelServer, startModelServer } from '#tests/fakes/model-server';

// How an answer ends: done, or cut off by the reply's max tokens (a 'cut-off' fault).
const finishOf = (answer: Answer) => (answer.cutOff ? 'length' : 'stop');

/** A content part as Chat Completions takes it: text, image_url (a data URL) or file (file_data). */
export type OpenAiPart =
  | { type: 'text'; text: string }
  | { type: 'image_url'; image_url: { url: string } }
  | { type: 'file'; file: { filename?: string; file_data?: string } };
export type OpenAiMessage = { role: string; content: string | OpenAiPart[] };

// The question is the turn's text parts; files are read by tests from the recorded request.
const textOf = (content: OpenAiMessage['content']) =>
  typeof content === 'string'
    ? content
    : content.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('\n');

/** An OpenAI-compatible chat completions server (use `${url}/v1` as the base URL). */
export function startFakeOpenAi(): Promise<ModelServer> {
  return startModelServer({
    path: '/chat/completions',
    lastUserText: (body) => {
      const turn = [...((body.messages as OpenAiMessage[]) ?? [])].reverse().find((message) => message.role === 'user');
      return turn ? textOf(turn.content) : '';
    },
    turnTexts: (body) =>
      ((body.messages as OpenAiMessage[]) ?? [])
        .filter((message) => message.role !== 'system')
        .map((message) => ({
          role: message.role === 'assistant' ? 'assistant' : 'user',
          text: textOf(message.content),
        })),
    answerText: (question, model) => `OpenAI (${model}) answers: ${question}`,
    respond: (body, answer) => ({
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content: answer.text }, finish_reason: finishOf(answer) }],
      usage: {
        prompt_tokens: answer.inputTokens,
        completion_tokens: answer.outputTokens,
        total_tokens: answer.inputTokens + answer.outputTokens,
      },
    }),
    stream: (body, answer) => {
      const chunk = (choices: unknown[], usage: unknown = null) => [
        null,
        { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model: body.model, choices, usage },
      ];
      const words = answer.text.split(/(?<= )/);
      return [
        chunk([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]),
        ...words.map((word) => chunk([{ index: 0, delta: { content: word }, finish_reason: null }])),
        chunk([{ index: 0, delta: {}, finish_reason: finishOf(answer) }]),
        chunk([], {
          prompt_tokens: answer.inputTokens,
          completion_tokens: answer.outputTokens,
          total_tokens: answer.inputTokens + answer.outputTokens,
        }),
      ] as [string | null, unknown][];
    },
    streamEnd: 'data: [DONE]\n\n',
  });
}
