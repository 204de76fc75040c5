import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A bench-only OpenAI-compatible provider that streams numbered chunks and notes when it wrote
 * each one, on this process's clock: a client in the same process then knows each chunk's
 * latency to the moment it read it. Asked `bench-chunks <count> <intervalMs>`, it streams that
 * many chunks `<c{n}> ` that far apart; anything else gets a short answer at once.
 */
export interface ChunkProvider {
  url: string;
  /** performance.now() just before chunk n was written, by chunk number (unique across answers). */
  sentAt: Map<number, number>;
  /** The number the next chunk will carry (answers are streamed one at a time by the bench). */
  nextNumber(): number;
  /** Answers finished so far. */
  answered(): number;
  close(): Promise<void>;
}

export const MARKER = /<c(\d+)>/g;

export function chunkQuestion(count: number, intervalMs: number): string {
  return `bench-chunks ${count} ${intervalMs}`;
}

type ChatBody = { model?: string; stream?: boolean; messages?: { role: string; content: string }[] };

const frame = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;

function chunk(model: string, delta: object, finish: string | null = null, usage: object | null = null) {
  const choices = usage ? [] : [{ index: 0, delta, finish_reason: finish }];
  return frame({ id: 'chatcmpl-bench', object: 'chat.completion.chunk', created: 0, model, choices, usage });
}

export async function startChunkProvider(): Promise<ChunkProvider> {
  const sentAt = new Map<number, number>();
  let next = 1;
  let answered = 0;
  const open = new Set<http.ServerResponse>();

  const server = http.createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (part: string) => {
      raw += part;
    });
    request.on('end', async () => {
      const body = JSON.parse(raw || '{}') as ChatBody;
      const model = body.model ?? 'gpt-4o';
      const question = body.messages?.filter((message) => message.role === 'user').at(-1)?.content ?? '';
      const asked = /^bench-chunks (\d+) (\d+)$/.exec(question);
      if (!body.stream) {
        const message = { role: 'assistant', content: 'Noted.' };
        response.writeHead(200, { 'content-type': 'application/json' });
        answered++;
        return response.end(JSON.stringify({ id: 'chatcmpl-bench', model, choices: [{ index: 0, message }] }));
      }
      open.add(response);
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      response.write(chunk(model, { role: 'assistant', content: '' }));
      const count = asked ? Number(asked[1]) : 0;
      const intervalMs = asked ? Number(asked[2]) : 0;
      if (count === 0) response.write(chunk(model, { content: 'Noted.' }));
      for (let index = 0; index < count && !response.destroyed; index++) {
        await new Promise((resolve) => setTimeout(resolve, intervalMs));
        const number = next++;
        sentAt.set(number, performance.now());
        response.write(chunk(model, { content: `<c${number}> ` }));
      }
      response.write(chunk(model, {}, 'stop'));
      response.write(
        chunk(model, {}, null, { prompt_tokens: 10, completion_tokens: count + 1, total_tokens: count + 11 }),
      );
      response.end('data: [DONE]\n\n');
      open.delete(response);
      answered++;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sentAt,
    nextNumber: () => next,
    answered: () => answered,
    close: async () => {
      for (const response of open) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
