import type { ExportedConversationHead } from '#server/exports/export-shape';
import type { ExportedMessage } from '#shared/api/exported-conversations';
import type { ExportedJudgement, ExportedVote } from '#shared/api/exported-verdicts';
import type { ExportedProject, ExportFile } from '#shared/api/exports';

/**
 * A conversation's head, messages, votes and verdicts; `head` null: more of the last one before it.
 * Its votes and verdicts come after all its messages, as in the file.
 */
export interface ConversationPart {
  head: ExportedConversationHead | null;
  messages: ExportedMessage[];
  votes: ExportedVote[];
  judgements: ExportedJudgement[];
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
    this.batch.conversations.push({ head, messages: [], votes: [], judgements: [] });
  }

  message(message: ExportedMessage): void {
    const files = message.attachments.reduce((sum, file) => sum + textLength(file.name, file.type), 0);
    this.makeRoom(textLength(message.content, message.notice, message.model) + files);
    this.part().messages.push(message);
  }

  vote(vote: ExportedVote): void {
    this.makeRoom(textLength(vote.left.model, vote.right.model));
    this.part().votes.push(vote);
  }

  judgement(judgement: ExportedJudgement): void {
    this.makeRoom(textLength(judgement.judge.model, judgement.reason, ...judgement.quotes));
    this.part().judgements.push(judgement);
  }

  close(): void {
    if (this.entries === 0) return;
    this.json.push(JSON.stringify(this.batch));
    this.batch = { projects: [], conversations: [] };
    this.chars = 0;
    this.entries = 0;
  }

  /** The conversation the batch is in: a batch begun within one goes on with it. */
  private part(): ConversationPart {
    const last = this.batch.conversations.at(-1);
    if (last) return last;
    const part: ConversationPart = { head: null, messages: [], votes: [], judgements: [] };
    this.batch.conversations.push(part);
    return part;
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
  for (const { messages, votes, judgements, ...head } of file.conversations) {
    // A conversation without messages, which files from before version 3 may hold, has nothing to keep.
    if (messages.length === 0) continue;
    batches.conversation(head);
    for (const message of messages) batches.message(message);
    for (const vote of votes) batches.vote(vote);
    for (const judgement of judgements) batches.judgement(judgement);
  }
  batches.close();
  return batches.json;
}
