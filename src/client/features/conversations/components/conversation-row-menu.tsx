import { useQueryClient } from '@tanstack/react-query';
import { FolderInput, FolderMinus, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
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
import { ConversationExportItems } from '#client/features/conversations/components/conversation-export-items';
import { movedDescription, movedDetail, moveOptions } from '#client/features/conversations/utils/move-options';
import { undoDelete } from '#client/features/conversations/utils/pending-deletes';
import { toast } from '#client/hooks/use-toast';
import { cn } from '#client/lib/cn';
import { useChatSelection } from '#client/stores/chat-selection';
import type { Conversation } from '#shared/api/conversations';
import type { Project } from '#shared/api/projects';

interface ConversationRowMenuProps {
  /** `empty` as the list has it: an empty conversation has nothing to export (decision 049). */
  conversation: Conversation & { empty?: boolean };
  projects: readonly Project[];
  /** Puts the row's title in edit mode. */
  onRename(): void;
  className?: string;
}

/** The "⋯" menu of a conversation row: rename, move to a project, remove from its project, export, delete. */
export function ConversationRowMenu({ conversation, projects, onRename, className }: ConversationRowMenuProps) {
  const queryClient = useQueryClient();
  const busy = useConversationChangePending();
  const deleteLater = useDeleteConversation();
  const moveMutation = useMoveConversation();
  const { conversationId } = useChatSelection();
  const [location, navigate] = useLocation();
  // The row may be gone (list refetched) by the time the call ends: read the latest address.
  const current = useRef({ conversationId, location });
  current.current = { conversationId, location };
  // Renaming puts the focus in the title field: the closing menu must not take it back.
  const renaming = useRef(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // A deleted or moved row takes its menu button with this list: the focus goes on to the row below
  // (or above), where a keyboard user going down the list expects it. Not to the moved row in its
  // new list: that may be a collapsed project, and the toast already says where it went.
  const focusAfterLeaving = useRef<HTMLElement | null>(null);

  // docs/behaviour.md, States and transitions: another delete or move still in progress blocks this one.
  const blocked = () => queryClient.isMutating({ mutationKey: conversationChangeKey }) > 0;

  function remove() {
    if (blocked()) return;
    const { id } = conversation;
    const wasOpen = current.current.conversationId === id;
    // The open conversation's deletion opens a new chat, whose message box takes the focus.
    focusAfterLeaving.current = wasOpen ? null : neighbourRowButton(trigger.current);
    deleteLater(id, () =>
      toast({ title: 'Error', description: 'Failed to delete conversation', variant: 'destructive' }),
    );
    // The open conversation's address would name nothing: the chat screen starts afresh at /.
    if (wasOpen) navigate(paths.home.href(), { replace: true });
    toast({
      title: 'Conversation deleted',
      description: 'The conversation has been deleted successfully.',
      action: {
        label: 'Undo',
        onSelect: () => {
          if (!undoDelete(id)) return;
          // Read from the window: the row (and so this menu) was gone while the delete waited.
          if (wasOpen && window.location.pathname === paths.home.href()) {
            navigate(paths.conversation.href(id), { replace: true });
          }
        },
      },
    });
  }

  async function move(projectId: number | null) {
    if (blocked()) return;
    const { id, projectId: from } = conversation;
    focusAfterLeaving.current = neighbourRowButton(trigger.current);
    try {
      await moveMutation.mutateAsync({ id, projectId });
    } catch {
      toast({ title: 'Error', description: 'Failed to move conversation', variant: 'destructive' });
      return;
    }
    toast({
      title: 'Conversation moved',
      description: movedDescription(projectId),
      detail: movedDetail(projects, projectId),
      // Back where it was: a move to the wrong project is one tap to take back.
      action: {
        label: 'Undo',
        onSelect: () =>
          moveMutation.mutate(
            { id, projectId: from },
            {
              onError: () =>
                toast({ title: 'Error', description: 'Failed to move conversation', variant: 'destructive' }),
            },
          ),
      },
    });
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          ref={trigger}
          variant="ghost"
          size="icon-sm"
          aria-label="Conversation options"
          title="Conversation options"
          className={cn(
            'text-muted-foreground hover:text-foreground data-[state=open]:bg-accent pointer-fine:opacity-0 pointer-fine:group-hover:opacity-100 pointer-fine:focus-visible:opacity-100 pointer-fine:data-[state=open]:opacity-100',
            className,
          )}
        >
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        onCloseAutoFocus={(event) => {
          const next = focusAfterLeaving.current;
          if (renaming.current || next) event.preventDefault();
          next?.focus();
          renaming.current = false;
          focusAfterLeaving.current = null;
        }}
      >
        <DropdownMenuItem
          onSelect={() => {
            renaming.current = true;
            onRename();
          }}
        >
          <Pencil />
          Rename
        </DropdownMenuItem>
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
        {!conversation.empty && (
          <>
            <ConversationExportItems conversationId={conversation.id} />
            <DropdownMenuSeparator />
          </>
        )}
        <DropdownMenuItem variant="destructive" disabled={busy} onSelect={remove}>
          <Trash2 />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The first button of the list item after (else before) the one holding `element`. */
function neighbourRowButton(element: HTMLElement | null): HTMLElement | null {
  const row = element?.closest('li');
  const neighbour = row?.nextElementSibling ?? row?.previousElementSibling;
  return neighbour?.querySelector('button') ?? null;
}
