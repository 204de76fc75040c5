import type { ExportEvent } from '#server/exports/export-reader';
import { EXPORT_FORMAT, EXPORT_VERSION } from '#shared/api/exports';

// Written in pieces of about this size: one per message would be thousands of tiny writes.
const CHUNK_CHARS = 64 * 1024;

// What follows a conversation's head in the file, in this order, each an array of one entry a line.
const SECTIONS = ['messages', 'votes', 'judgements'] as const;
type Section = (typeof SECTIONS)[number];

/** Writes a conversation's arrays after its head, the messages' first: each opens as the one before it closes. */
class ConversationWriter {
  static readonly OPENING = `${JSON.stringify(SECTIONS[0])}:[`;
  private section = 0;
  private entries = 0;

  /** What goes before an entry of `section`: the arrays before it closed, and a comma after another entry. */
  entry(section: Section): string {
    return `${this.moveTo(SECTIONS.indexOf(section))}${this.entries++ > 0 ? ',' : ''}\n`;
  }

  /** What ends the conversation: every array written, empty ones too, then its closing brace. */
  end(): string {
    return `${this.moveTo(SECTIONS.length)}}`;
  }

  private moveTo(target: number): string {
    let text = '';
    while (this.section < target) {
      text += '\n]';
      this.section++;
      const next = SECTIONS[this.section];
      if (next) text += `,${JSON.stringify(next)}:[`;
      this.entries = 0;
    }
    return text;
  }
}

/**
 * The export file as text, piece by piece as it is read: one project, conversation head, message,
 * vote or verdict a line, so that the file stays readable and a diff of two exports is line by line.
 */
export async function* jsonChunks(events: AsyncIterable<ExportEvent>, exportedAt: Date): AsyncGenerator<string> {
  let buffered = `{"format":${JSON.stringify(EXPORT_FORMAT)},"version":${EXPORT_VERSION},"exportedAt":${JSON.stringify(exportedAt.toISOString())},`;
  let conversations = 0;
  let conversation = new ConversationWriter();
  for await (const event of events) {
    switch (event.type) {
      case 'projects':
        buffered += `\n"projects":[${event.projects.map((project) => `\n${JSON.stringify(project)}`).join(',')}\n],\n"conversations":[`;
        break;
      case 'conversation':
        // The head without its closing brace: its arrays follow in its place.
        conversation = new ConversationWriter();
        buffered += `${conversations++ > 0 ? ',' : ''}\n${JSON.stringify(event.conversation).slice(0, -1)},${ConversationWriter.OPENING}`;
        break;
      case 'message':
        buffered += `${conversation.entry('messages')}${JSON.stringify(event.message)}`;
        break;
      case 'vote':
        buffered += `${conversation.entry('votes')}${JSON.stringify(event.vote)}`;
        break;
      case 'judgement':
        buffered += `${conversation.entry('judgements')}${JSON.stringify(event.judgement)}`;
        break;
      case 'conversation-end':
        buffered += conversation.end();
        break;
    }
    if (buffered.length >= CHUNK_CHARS) {
      yield buffered;
      buffered = '';
    }
  }
  yield `${buffered}\n]}\n`;
}
