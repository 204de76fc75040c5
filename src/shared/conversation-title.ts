const TITLE_LENGTH = 30;

// Counted in user-perceived characters (grapheme clusters), not code points: a flag, a skin-toned
// or a ZWJ-joined emoji is several code points, and cutting between them leaves half an emoji.
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** A conversation started by a message is titled by its first 30 characters, plus "..." when longer. */
export function conversationTitleFrom(message: string): string {
  const text = message.trim().replace(/\s+/g, ' ');
  const characters = Array.from(graphemes.segment(text), (part) => part.segment);
  return characters.length > TITLE_LENGTH ? `${characters.slice(0, TITLE_LENGTH).join('')}...` : text;
}
