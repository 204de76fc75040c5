import { FileBraces, FileText } from 'lucide-react';
import { DropdownMenuItem } from '#client/components/ui/dropdown-menu';
import { conversationExportUrl } from '#client/features/conversations/api/export-conversation';

/**
 * "Export as Markdown" and "Export as JSON", for a dropdown menu: links the browser downloads
 * (the session cookie goes with them), named by the server after the conversation's title.
 */
export function ConversationExportItems({ conversationId }: { conversationId: number }) {
  return (
    <>
      <DropdownMenuItem asChild>
        <a href={conversationExportUrl(conversationId, 'markdown')} download>
          <FileText />
          Export as Markdown
        </a>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <a href={conversationExportUrl(conversationId, 'json')} download>
          <FileBraces />
          Export as JSON
        </a>
      </DropdownMenuItem>
    </>
  );
}
