/** The markdown renderer's chunk: loaded by the first message drawn, or ahead of it by the chat route. */
export const loadMarkdown = () => import('#client/features/chat/markdown/components/markdown');
