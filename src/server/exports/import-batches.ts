import type { ExportedConversationHead } from '#server/exports/export-shape';
import type { ExportedMessage } from '#shared/api/exported-conversations';
import type { ExportedProject, ExportFile } from '#shared/api/exports';

/** A conversation's head and messages; `head` null: more messages of the last one before it. */
export interface ConversationPart {
  head: ExportedConversationHead | null;
  messages: ExportedMessage[];
}

/** One step of an import on the main thread: parsed, then inserted, before the next is parsed. */
export interface ImportBatch {
  projects: ExportedProject[];
  conversations: ConversationPart[];
}

// About this much JSON per batch: parsing it holds the event loop a few milliseconds.
const BATCH_CHARS = 512 * 1024;
// Entries per batch: one INSERT's rows at most (db/queries/imports.ts).
const BATCH_ENTRIES = 1000;
// What an entry's JSON holds besides its longer texts: ids, dates, figures, field names.
const ENTRY_CHARS = 400;

const textLength = (...texts: (string | null)[]) => texts.reduce((sum, text) => sum + (text?.length ?? 0), 0);

/** Splits a validated file, in file order, into batches of bounded size, each as JSON. */
class Batches {
  readonly json: string[] = [];
  private batch: ImportBatch = { projects: [], conversations: [] };
  private chars = 0;
  private entries = 0;

  project(project: ExportedProject): void {
    this.makeRoom(textLength(project.name, project.description, project.instructions));
    this.batch.projects.push(project);
  }

  conversation(head: ExportedConversationHead): void {
    this.makeRoom(textLength(head.title));
    this.batch.conversations.push({ head, messages: [] });
  }

  message(message: ExportedMessage): void {
    const files = message.attachments.reduce((sum, file) => sum + textLength(file.name, file.type), 0);
    this.makeRoom(textLength(message.content, message.notice, message.model) + files);
    // A batch begun within a conversation goes on with it.
    if (this.batch.conversations.length === 0) this.batch.conversations.push({ head: null, messages: [] });
    this.batch.conversations.at(-1)?.messages.push(message);
  }

  close(): void {
    if (this.entries === 0) return;
    this.json.push(JSON.stringify(this.batch));
    this.batch = { projects: [], conversations: [] };
    this.chars = 0;
    this.entries = 0;
  }

  private makeRoom(chars: number): void {
    if (this.entries >= BATCH_ENTRIES || (this.entries > 0 && this.chars + chars > BATCH_CHARS)) this.close();
    this.chars += ENTRY_CHARS + chars;
    this.entries += 1;
  }
}

export function toBatches(file: ExportFile): string[] {
  const batches = new Batches();
  for (const project of file.projects) batches.project(project);
  for (const { messages, ...head } of file.conversations) {
    batches.conversation(head);
    for (const message of messages) batches.message(message);
  }
  batches.close();
  return batches.json;
}
