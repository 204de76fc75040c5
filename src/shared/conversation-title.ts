const TITLE_LENGTH = 30;

/** A conversation started by a message is titled by its first 30 characters, plus "..." when longer. */
export function conversationTitleFrom(message: string): string {
  const text = message.trim().replace(/\s+/g, ' ');
  const characters = Array.from(text);
  return characters.length > TITLE_LENGTH ? `${characters.slice(0, TITLE_LENGTH).join('')}...` : text;
}
