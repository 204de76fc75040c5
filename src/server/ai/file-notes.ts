/**
 * What is said about attached files: the lines a model reads in place of a file it does not get,
 * and the one-line notice a person sees beside the reply. Both name the files, so nothing is dropped
 * silently.
 */

export type UnreadableKind = 'images' | 'pdfs';

const KIND_NAMES: Record<UnreadableKind, string> = { images: 'images', pdfs: 'PDF files' };

/** "a", "a and b", "a, b and c". */
export function nameList(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

// For the model, in place of the file.

export const nameOnlyNote = (name: string, kind: UnreadableKind) =>
  `[Attached file: ${name}. This model cannot read ${KIND_NAMES[kind]}, so only the file's name is given.]`;

export const unreadableNote = (name: string) =>
  `[Attached file: ${name}. The file could not be read on the server, so only its name is given.]`;

export const tooLargeNote = (name: string) =>
  `[Attached file: ${name}. The document is too large to read on the server, so only its name is given.]`;

export const emptyDocumentNote = (name: string) => `[Attached file: ${name}. The document contains no text.]`;

export const droppedNote = (names: string[]) =>
  names.length === 1
    ? `[File ${names[0]} was attached earlier; it is no longer part of this conversation's context.]`
    : `[Files ${nameList(names)} were attached earlier; they are no longer part of this conversation's context.]`;

/** A Word document's text, for a model given it as plain text beside the message. */
export const documentTextPart = (name: string, text: string) => `[Attached file: ${name}. Its text:]\n\n${text}`;

export const shortenedDocumentEnd = (name: string) =>
  `\n\n[The rest of ${name} is left out: it is too long for this conversation.]`;

// For the person, beside the reply.

export interface FileNoticeFacts {
  model: string;
  /** Files the model cannot read, by kind: it was given their names. */
  nameOnly: Record<UnreadableKind, string[]>;
  /** Files whose bytes are missing or could not be read. */
  unreadable: string[];
  /** Word documents past the limits on reading them (decision 033). */
  tooLarge: string[];
  /** Word documents cut to fit. */
  shortened: string[];
}

/** One line, or null when every file reached the model whole. */
export function fileNotice({ model, nameOnly, unreadable, tooLarge, shortened }: FileNoticeFacts): string | null {
  const names = (list: string[]) => (list.length === 1 ? 'the name' : 'the names');
  const givenNames = (list: string[], why: string) =>
    list.length > 0
      ? [`${nameList(list)} ${why}: ${model} was given ${list.length === 1 ? 'its name' : 'their names'} only.`]
      : [];
  const sentences = [
    ...(['images', 'pdfs'] as const)
      .filter((kind) => nameOnly[kind].length > 0)
      .map(
        (kind) =>
          `${model} cannot read ${KIND_NAMES[kind]}: it was given ${names(nameOnly[kind])} of ${nameList(nameOnly[kind])} only.`,
      ),
    ...givenNames(unreadable, 'could not be read on the server'),
    ...givenNames(tooLarge, tooLarge.length === 1 ? 'is too large to read' : 'are too large to read'),
    ...(shortened.length > 0
      ? [
          `${nameList(shortened)} ${shortened.length === 1 ? 'is' : 'are'} too long to send whole: ${model} was given the start only.`,
        ]
      : []),
  ];
  return sentences.length > 0 ? sentences.join(' ') : null;
}
