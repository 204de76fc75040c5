import type { ExportFormat } from '#shared/api/exports';

/**
 * GET /api/conversations/{id}/export: the conversation as a Markdown or JSON attachment. The browser
 * downloads it itself (a link; the session cookie goes with it), so there is no fetcher here: only
 * its address, in one place.
 */
export function conversationExportUrl(id: number, format: ExportFormat): string {
  return `/api/conversations/${id}/export?format=${format}`;
}
