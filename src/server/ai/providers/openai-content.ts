import type { ChatCompletionContentPart, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { documentTextPart } from '#server/ai/file-notes';
import type { ChatTurn, TurnFile } from '#server/ai/providers/chat-provider';

/** A file as a Chat Completions content part: images as data URLs, PDFs as file data, the rest as text. */
function toPart(file: TurnFile): ChatCompletionContentPart {
  switch (file.type) {
    case 'image':
      return { type: 'image_url', image_url: { url: `data:${file.mediaType};base64,${file.base64}` } };
    case 'pdf':
      return {
        type: 'file',
        file: { filename: file.name, file_data: `data:application/pdf;base64,${file.base64}` },
      };
    case 'text':
      return { type: 'text', text: documentTextPart(file.name, file.text) };
    case 'note':
      return { type: 'text', text: file.text };
  }
}

/** The thread as Chat Completions messages: a turn with files becomes content parts, files first. */
export function toOpenAiMessages(turns: ChatTurn[]): ChatCompletionMessageParam[] {
  return turns.map(({ role, content, files }) =>
    role === 'user' && files?.length
      ? { role, content: [...files.map(toPart), { type: 'text', text: content }] }
      : { role, content },
  );
}
