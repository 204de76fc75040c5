import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { ChatResponse, ModelSettings } from '#shared/api/chat';
import type { ContestantInput } from '#shared/api/contestants';
import type { Provider } from '#shared/constants';

export interface SendChatInput {
  message: string;
  conversationId: number;
  /** SPEC's toggles, with the sidebar's settings; or else `contestants`, side a first. */
  models?: Provider[];
  modelSettings?: ModelSettings;
  contestants?: ContestantInput[];
  /** The project's instructions when the conversation has a project, else null (docs/behaviour.md, The API calls). */
  projectInstructions: string | null;
  /** Ids of the files sent with the message, in the order they were attached. */
  attachments?: number[];
}

export function sendChat(input: SendChatInput): Promise<ChatResponse> {
  return sendJson<ChatResponse>('POST', '/api/chat', input);
}

/** Stores the message and asks the providers; their replies arrive through the poll. */
export function useSendChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChat,
    onSuccess: (response) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.conversations });
      void queryClient.invalidateQueries({ queryKey: queryKeys.messages(response.conversationId) });
    },
  });
}
