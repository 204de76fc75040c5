import type { Content, Part } from '@google/genai';
import { documentTextPart } from '#server/ai/file-notes';
import type { ChatTurn, TurnFile } from '#server/ai/providers/chat-provider';

/** A file as a Gemini part: images and PDFs as their bytes inline, the rest as text. */
function toPart(file: TurnFile): Part {
  switch (file.type) {
    case 'image':
      return { inlineData: { mimeType: file.mediaType, data: file.base64 } };
    case 'pdf':
      return { inlineData: { mimeType: 'application/pdf', data: file.base64 } };
    case 'text':
      return { text: documentTextPart(file.name, file.text) };
    case 'note':
      return { text: file.text };
  }
}

/** The thread as Gemini contents: the assistant is `model`; a user turn's files come before its text. */
export function toGeminiContents(turns: ChatTurn[]): Content[] {
  return turns.map(({ role, content, files }) => ({
    role: role === 'assistant' ? 'model' : 'user',
    parts: [...(role === 'user' && files ? files.map(toPart) : []), { text: content }],
  }));
}
