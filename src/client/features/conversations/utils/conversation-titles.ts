const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A short local date and time, e.g. "Jan 5, 14:30". Built by hand rather than with Intl so that the
 * title is the same in every browser (Intl puts narrow no-break spaces around "PM" in some).
 */
export function shortDateTime(date: Date): string {
  const hours = String(date.getHours()).padStart(2, '0');
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${hours}:${minutes}`;
}

/**
 * docs/behaviour.md, States and transitions: New Chat titles its conversation "Chat" followed by a
 * short date and time.
 */
export function newChatTitle(date: Date = new Date()): string {
  return `Chat ${shortDateTime(date)}`;
}

/**
 * docs/behaviour.md, States and transitions: a conversation started inside a project is titled with
 * the project's name and the time.
 */
export function projectConversationTitle(projectName: string, date: Date = new Date()): string {
  const name = projectName.trim().replace(/\s+/g, ' ');
  return name ? `${name} ${shortDateTime(date)}` : newChatTitle(date);
}
