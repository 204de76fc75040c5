import { vi } from 'vitest';
import { buildMessage } from '#client/testing/build-message';
import type { LiveReply } from '#shared/api/live';
import type { Message } from '#shared/api/messages';
import { isProvider } from '#shared/constants';
import { PROVIDER_SIDES } from '#shared/models';

/**
 * A stand-in for the browser's EventSource, which jsdom lacks: the test plays the server's part,
 * opening it, sending events and failing it. `install()` puts it on globalThis for one test.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  static install(): void {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  }

  readyState: number = FakeEventSource.CONNECTING;

  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  open(): void {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  /** An event as the server writes it: `data` is sent as JSON unless it is a string already. */
  emit(name: string, data: unknown): void {
    if (this.readyState === FakeEventSource.CLOSED) return;
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    this.dispatchEvent(new MessageEvent(name, { data: text }));
  }

  /** A lost connection the browser will retry, or (closed) a refusal it gives up on. */
  fail({ closed }: { closed: boolean }): void {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }
}

export const liveMessage = (id: number, sender: Message['sender'] = 'user', conversationId = 5): Message =>
  buildMessage({ id, sender, conversationId, model: sender === 'user' ? null : 'gpt-4o' });

/** A reply in progress: OpenAI's on side a unless `fields` say otherwise (Claude's on side b). */
export const liveReply = (jobId: number, fields: Partial<LiveReply> = {}): LiveReply => ({
  jobId,
  provider: 'openai',
  side: fields.provider && isProvider(fields.provider) ? PROVIDER_SIDES[fields.provider] : 'a',
  model: 'gpt-4o',
  userMessageId: 1,
  offset: 0,
  text: 'The answer',
  ...fields,
});
