import { DEFAULT_CONVERSATION_TITLE } from '#shared/constants';

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

// The web app's short date and time ("Jan 5, 14:30"), which its automatic titles end with.
const SHORT_DATE_TIME = /^(.*) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{2}:\d{2}$/;

/** Whether a title ends like the app's automatic ones, with a short date and time. */
export const hasDateSuffix = (title: string): boolean => SHORT_DATE_TIME.test(title);

/**
 * Whether a title is one the app gave, not the person: "New Conversation", New Chat's "Chat {date}",
 * or a project conversation's "{project name} {date}". Such a conversation takes its first message's
 * title instead, as one started from the welcome screen does.
 */
export function isAutomaticTitle(title: string, projectName?: string | null): boolean {
  if (title === DEFAULT_CONVERSATION_TITLE) return true;
  const prefix = SHORT_DATE_TIME.exec(title)?.[1];
  if (prefix === undefined) return false;
  return prefix === 'Chat' || (!!projectName && prefix === projectName.trim().replace(/\s+/g, ' '));
}
