import type { ContentBlockParam, MessageParam } from '@anthropic-ai/sdk/resources/messages';
import type { ChatTurn, TurnFile } from '#server/ai/providers/chat-provider';

/** A file as a Messages API block: images and PDFs as base64 sources, a Word document as a text document. */
function toBlock(file: TurnFile): ContentBlockParam {
  switch (file.type) {
    case 'image':
      return { type: 'image', source: { type: 'base64', media_type: file.mediaType, data: file.base64 } };
    case 'pdf':
      return {
        type: 'document',
        source: { type: 'base64', media_type: 'application/pdf', data: file.base64 },
        title: file.name,
      };
    case 'text':
      return {
        type: 'document',
        source: { type: 'text', media_type: 'text/plain', data: file.text },
        title: file.name,
      };
    case 'note':
      return { type: 'text', text: file.text };
  }
}

/** The thread as Messages API turns: a turn with files becomes content blocks, files before the text. */
export function toAnthropicMessages(turns: ChatTurn[]): MessageParam[] {
  return turns.map(({ role, content, files }) =>
    role === 'user' && files?.length
      ? { role, content: [...files.map(toBlock), { type: 'text', text: content }] }
      : { role, content },
  );
}
