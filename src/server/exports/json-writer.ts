import type { ExportEvent } from '#server/exports/export-reader';
import { EXPORT_FORMAT, EXPORT_VERSION } from '#shared/api/exports';

// Written in pieces of about this size: one per message would be thousands of tiny writes.
const CHUNK_CHARS = 64 * 1024;

/**
 * The export file as text, piece by piece as it is read: one project, conversation head or message
 * a line, so that the file stays readable and a diff of two exports is line by line.
 */
export async function* jsonChunks(events: AsyncIterable<ExportEvent>, exportedAt: Date): AsyncGenerator<string> {
  let buffered = `{"format":${JSON.stringify(EXPORT_FORMAT)},"version":${EXPORT_VERSION},"exportedAt":${JSON.stringify(exportedAt.toISOString())},`;
  let conversations = 0;
  let messages = 0;
  for await (const event of events) {
    switch (event.type) {
      case 'projects':
        buffered += `\n"projects":[${event.projects.map((project) => `\n${JSON.stringify(project)}`).join(',')}\n],\n"conversations":[`;
        break;
      case 'conversation':
        // The head without its closing brace, and the messages array opened in its place.
        buffered += `${conversations++ > 0 ? ',' : ''}\n${JSON.stringify(event.conversation).slice(0, -1)},"messages":[`;
        messages = 0;
        break;
      case 'message':
        buffered += `${messages++ > 0 ? ',' : ''}\n${JSON.stringify(event.message)}`;
        break;
      case 'conversation-end':
        buffered += '\n]}';
        break;
    }
    if (buffered.length >= CHUNK_CHARS) {
      yield buffered;
      buffered = '';
    }
  }
  yield `${buffered}\n]}\n`;
}
