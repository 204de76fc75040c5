import { type ModelServer, startModelServer } from '#tests/fakes/model-server';

type Turn = { role: string; content: string | { type: string; text?: string }[] };

const textOf = (content: Turn['content']) =>
  typeof content === 'string' ? content : content.map((block) => block.text ?? '').join('');

/** An Anthropic-compatible Messages API server (use its url as the base URL). */
export function startFakeAnthropic(): Promise<ModelServer> {
  return startModelServer({
    path: '/v1/messages',
    lastUserText: (body) => {
      const turn = [...((body.messages as Turn[]) ?? [])].reverse().find((message) => message.role === 'user');
      return turn ? textOf(turn.content) : '';
    },
    answerText: (question, model) => `Claude (${model}) answers: ${question}`,
    respond: (body, answer) => ({
      id: 'msg_fake',
      type: 'message',
      role: 'assistant',
      model: body.model,
      content: [{ type: 'text', text: answer.text }],
      stop_reason: 'end_turn',
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
            delta: { stop_reason: 'end_turn', stop_sequence: null },
            usage: { output_tokens: answer.outputTokens },
          },
        ],
        ['message_stop', { type: 'message_stop' }],
      ];
    },
  });
}
