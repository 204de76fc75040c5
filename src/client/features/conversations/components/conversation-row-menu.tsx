import { useQueryClient } from '@tanstack/react-query';
import { FolderInput, FolderMinus, MoreHorizontal, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { useLocation } from 'wouter';
import { Button } from '#client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu';
import { paths } from '#client/config/paths';
import {
  conversationChangeKey,
  useConversationChangePending,
} from '#client/features/conversations/api/conversation-changes';
import { useDeleteConversation } from '#client/features/conversations/api/delete-conversation';
import { useMoveConversation } from '#client/features/conversations/api/move-conversation';
import { movedDescription, moveOptions } from '#client/features/conversations/utils/move-options';
import { toast } from '#client/hooks/use-toast';
import { cn } from '#client/lib/cn';
import { useChatSelection } from '#client/stores/chat-selection';
import type { Conversation } from '#shared/api/conversations';
import type { Project } from '#shared/api/projects';

interface ConversationRowMenuProps {
  conversation: Conversation;
  projects: readonly Project[];
  className?: string;
}

/** The "⋯" menu of a conversation row: delete, move to a project, remove from its project. */
export function ConversationRowMenu({ conversation, projects, className }: ConversationRowMenuProps) {
  const queryClient = useQueryClient();
  const busy = useConversationChangePending();
  const deleteMutation = useDeleteConversation();
  const moveMutation = useMoveConversation();
  const { conversationId, setConversationId } = useChatSelection();
  const [location, navigate] = useLocation();
  // The row may be gone (list refetched) by the time the call ends: read the latest selection.
  const current = useRef({ conversationId, location });
  current.current = { conversationId, location };

  // SPEC §4: another delete or move still in progress blocks this one.
  const blocked = () => queryClient.isMutating({ mutationKey: conversationChangeKey }) > 0;

  async function remove() {
    if (blocked()) return;
    try {
      await deleteMutation.mutateAsync(conversation.id);
    } catch {
      toast({ title: 'Error', description: 'Failed to delete conversation', variant: 'destructive' });
      return;
    }
    if (current.current.conversationId === conversation.id) setConversationId(null);
    if (current.current.location === paths.conversation.href(conversation.id)) {
      navigate(paths.home.href(), { replace: true });
    }
    toast({ title: 'Conversation deleted', description: 'The conversation has been deleted successfully.' });
  }

  async function move(projectId: number | null) {
    if (blocked()) return;
    try {
      await moveMutation.mutateAsync({ id: conversation.id, projectId });
    } catch {
      toast({ title: 'Error', description: 'Failed to move conversation', variant: 'destructive' });
      return;
    }
    toast({ title: 'Conversation moved', description: movedDescription(projectId) });
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Conversation options"
          className={cn(
            'text-muted-foreground hover:text-foreground data-[state=open]:bg-accent pointer-fine:opacity-0 pointer-fine:group-hover:opacity-100 pointer-fine:focus-visible:opacity-100 pointer-fine:data-[state=open]:opacity-100',
            className,
          )}
        >
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuSub>
          <DropdownMenuSubTrigger disabled={busy}>
            <FolderInput />
            Move to project
          </DropdownMenuSubTrigger>
          <DropdownMenuSubContent className="max-w-64">
            {moveOptions(projects, conversation.projectId).map((option) => (
              <DropdownMenuItem
                key={option.projectId ?? 'none'}
                disabled={option.disabled || busy}
                onSelect={() => void move(option.projectId)}
              >
                <span className={cn('truncate', option.projectId === null && 'text-muted-foreground')}>
                  {option.label}
                </span>
              </DropdownMenuItem>
            ))}
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        {conversation.projectId !== null && (
          <DropdownMenuItem disabled={busy} onSelect={() => void move(null)}>
            <FolderMinus />
            Remove from project
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" disabled={busy} onSelect={() => void remove()}>
          <Trash2 />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
