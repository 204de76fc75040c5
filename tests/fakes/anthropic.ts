import { type Answer, type ModelServer, startModelServer } from '#tests/fakes/model-server';

// How an answer ends: done, or cut off by the reply's max tokens (a 'cut-off' fault).
const stopOf = (answer: Answer) => (answer.cutOff ? 'max_tokens' : 'end_turn');

/** A content block as the Messages API takes it: text, image or document (base64 or plain-text source). */
export type AnthropicBlock =
  | { type: 'text'; text: string }
  | { type: 'image'; source: { type: string; media_type: string; data: string } }
  | { type: 'document'; source: { type: string; media_type: string; data: string }; title?: string };
export type AnthropicTurn = { role: string; content: string | AnthropicBlock[] };

// The question is the turn's text blocks; files are read by tests from the recorded request.
const textOf = (content: AnthropicTurn['content']) =>
  typeof content === 'string'
    ? content
    : content.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('\n');

/** An Anthropic-compatible Messages API server (use its url as the base URL). */
export function startFakeAnthropic(): Promise<ModelServer> {
  return startModelServer({
    path: '/v1/messages',
    lastUserText: (body) => {
      const turn = [...((body.messages as AnthropicTurn[]) ?? [])].reverse().find((message) => message.role === 'user');
      return turn ? textOf(turn.content) : '';
    },
    turnTexts: (body) =>
      ((body.messages as AnthropicTurn[]) ?? []).map((message) => ({
        role: message.role === 'assistant' ? 'assistant' : 'user',
        text: textOf(message.content),
      })),
    answerText: (question, model) => `Claude (${model}) answers: ${question}`,
    respond: (body, answer) => ({
      id: 'msg_fake',
      type: 'message',
      role: 'assistant',
      model: body.model,
      content: [{ type: 'text', text: answer.text }],
      stop_reason: stopOf(answer),
      stop_sequence: null,
      usage: { input_tokens: answer.inputTokens, output_tokens: answer.outputTokens },
    }),
    stream: (body, answer) => {
      const words = answer.text.split(/(?<= )/);
      return [
        [
          'message_start',
          {
            type: 'message_start',
            message: {
              id: 'msg_fake',
              type: 'message',
              role: 'assistant',
              model: body.model,
              content: [],
              stop_reason: null,
              stop_sequence: null,
              usage: { input_tokens: answer.inputTokens, output_tokens: 1 },
            },
          },
        ],
        ['content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }],
        ...words.map(
          (word) =>
            [
              'content_block_delta',
              { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: word } },
            ] as [string, unknown],
        ),
        ['content_block_stop', { type: 'content_block_stop', index: 0 }],
        [
          'message_delta',
          {
            type: 'message_delta',
            delta: { stop_reason: stopOf(answer), stop_sequence: null },
            usage: { output_tokens: answer.outputTokens },
          },
        ],
        ['message_stop', { type: 'message_stop' }],
      ];
    },
  });
}
