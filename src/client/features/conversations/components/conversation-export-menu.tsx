import { Download } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '#client/components/ui/dropdown-menu';
import { ConversationExportItems } from '#client/features/conversations/components/conversation-export-items';

/** The chat header's export menu for the conversation on screen: Markdown to read, JSON to keep or import. */
export function ConversationExportMenu({ conversationId }: { conversationId: number }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label="Export conversation" title="Export conversation">
          <Download />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <ConversationExportItems conversationId={conversationId} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
