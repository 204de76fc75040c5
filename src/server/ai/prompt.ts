import { IMAGE_COST_CHARS, pdfCostChars } from '#server/ai/file-costs';
import { droppedNote, nameOnlyNote, type UnreadableKind } from '#server/ai/file-notes';
import { STOPPED_BEFORE_TEXT } from '#server/ai/stopped-reply';
import type { Side } from '#shared/sides';

/** A file sent with a user message, as stored. */
export interface ThreadFile {
  name: string;
  mimeType: string;
  size: number;
  storageKey: string;
}

interface HistoryMessage {
  id: number;
  sender: string;
  /** Replies: the side they answer for; null on the user's. */
  side: Side | null;
  content: string;
  error: boolean;
  /** Replies: stopped by the user; one stopped before any text said nothing the model should see. */
  stopped?: boolean;
  /** Replies: the user message they answer; without one, a reply's own id places it. */
  replyTo?: number | null;
  /** Replies: false for a version not shown (regenerated), which its side does not see. */
  active?: boolean;
  files?: ThreadFile[];
}

/** Where a message belongs in the thread: a reply with the user message it answers, wherever its id fell. */
const turnOf = (message: HistoryMessage) => (message.sender === 'user' ? message.id : (message.replyTo ?? message.id));

/** A file's place in the thread before its bytes are read. */
export type PlannedFile =
  | { kind: 'send'; file: ThreadFile }
  /** The model cannot read this kind of file: it is given the name. */
  | { kind: 'name-only'; file: ThreadFile; cannotRead: UnreadableKind }
  | { kind: 'note'; text: string };

export interface PlannedTurn {
  role: 'user' | 'assistant';
  content: string;
  files?: PlannedFile[];
}

/** The kinds of file the model reads (model-capabilities.ts); Word documents always go as text. */
export type ReadableFiles = { images: boolean; pdfs: boolean };

// About 4 characters a token: ~24k tokens of history, within every listed model's context.
export const HISTORY_BUDGET_CHARS = 96_000;

/**
 * What a file counts against the history budget, in characters (4 a token, as above). Estimates,
 * made before the bytes are read:
 * - an image or a PDF: as file-costs.ts counts them;
 * - a Word document: its size in bytes, a stand-in for its text (zipped XML holds about as many
 *   characters of text as it has bytes); the text sent is cut at the budget;
 * - a file given by name only, or dropped: its line's length.
 */
export function fileCostChars(file: PlannedFile): number {
  if (file.kind === 'note') return file.text.length;
  if (file.kind === 'name-only') return nameOnlyNote(file.file.name, file.cannotRead).length;
  const { mimeType, size } = file.file;
  if (mimeType.startsWith('image/')) return IMAGE_COST_CHARS;
  if (mimeType === 'application/pdf') return pdfCostChars(size);
  return size;
}

const turnCost = (turn: PlannedTurn) =>
  turn.content.length + (turn.files ?? []).reduce((sum, file) => sum + fileCostChars(file), 0);

function planFile(file: ThreadFile, reads: ReadableFiles): PlannedFile {
  const cannotRead: UnreadableKind | null =
    file.mimeType.startsWith('image/') && !reads.images
      ? 'images'
      : file.mimeType === 'application/pdf' && !reads.pdfs
        ? 'pdfs'
        : null;
  return cannotRead ? { kind: 'name-only', file, cannotRead } : { kind: 'send', file };
}

/**
 * The thread one side sees for the user message `upToId`: the user's messages up to it (with their
 * files) and that side's own replies to earlier ones, each in its turn (a regenerated reply has a
 * later id), only the version shown (`active`), never the other side's (even when both sides ask
 * one connection), never error replies; oldest dropped first to fit the budget. A regenerate's thread is the original's: it
 * ends at the same user message. Consecutive turns of one role are joined, as the APIs
 * expect alternating roles starting with the user. An old turn's files go before its words; the
 * files of the message being answered always go. Dropped files are named in one line at the start.
 */
export function buildThread(
  history: HistoryMessage[],
  side: Side,
  upToId: number,
  budgetChars = HISTORY_BUDGET_CHARS,
  reads: ReadableFiles = { images: true, pdfs: true },
): PlannedTurn[] {
  const turns: PlannedTurn[] = [];
  const inThread = history
    .filter((message) =>
      message.sender === 'user'
        ? message.id <= upToId
        : message.side === side &&
          !message.error &&
          message.active !== false &&
          !(message.stopped && message.content === STOPPED_BEFORE_TEXT) &&
          turnOf(message) < upToId,
    )
    .sort((a, b) => turnOf(a) - turnOf(b) || a.id - b.id);
  for (const message of inThread) {
    const role = message.sender === 'user' ? 'user' : 'assistant';
    const files = role === 'user' ? (message.files ?? []).map((file) => planFile(file, reads)) : [];
    const last = turns.at(-1);
    if (last?.role === role) {
      last.content = `${last.content}\n\n${message.content}`;
      if (files.length > 0) last.files = [...(last.files ?? []), ...files];
    } else {
      turns.push({ role, content: message.content, ...(files.length > 0 ? { files } : {}) });
    }
  }

  const dropped: string[] = [];
  const droppedCost = () => (dropped.length > 0 ? droppedNote(dropped).length : 0);
  let total = turns.reduce((sum, turn) => sum + turnCost(turn), 0);
  while (turns.length > 1 && total > budgetChars) {
    const oldest = turns[0] as PlannedTurn;
    const sent = oldest.files?.findIndex((file) => file.kind === 'send') ?? -1;
    const before = droppedCost();
    if (sent >= 0) {
      const [file] = oldest.files?.splice(sent, 1) ?? [];
      if (file?.kind === 'send') dropped.push(file.file.name);
      total -= fileCostChars(file as PlannedFile);
    } else {
      turns.shift();
      total -= turnCost(oldest);
      for (const file of oldest.files ?? []) if (file.kind === 'name-only') dropped.push(file.file.name);
    }
    total += droppedCost() - before;
  }
  while (turns.length > 1 && turns[0]?.role !== 'user') turns.shift();

  const first = turns[0];
  if (first && dropped.length > 0) first.files = [{ kind: 'note', text: droppedNote(dropped) }, ...(first.files ?? [])];
  for (const turn of turns) if (turn.files?.length === 0) delete turn.files;

  const only = turns[0];
  if (turns.length === 1 && only && only.content.length > budgetChars) {
    // Keeping the end by code units may start with the low half of a surrogate pair: a lone
    // surrogate is not valid text for the providers, so that half is dropped too.
    only.content = only.content.slice(-budgetChars).replace(/^[\uDC00-\uDFFF]/, '');
  }
  return turns;
}
