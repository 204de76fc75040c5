import { createContext, useContext } from 'react';
import type { Message } from '#shared/api/messages';

/**
 * The open conversation's messages, given by the chat panel to what is drawn inside it: a reply's
 * versions and the sides an edit asks again are read from them. Where there is none (a message
 * drawn on its own), messages offer no regenerate, versions or edit.
 */
export const ConversationMessages = createContext<readonly Message[] | null>(null);

export function useConversationMessages(): readonly Message[] | null {
  return useContext(ConversationMessages);
}
