import { MessageSquareX } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button';
import { paths } from '#client/config/paths';

/** /c/{id} of a conversation that does not exist, or is another user's (the server tells neither apart). */
export function ConversationNotFound() {
  return (
    <section aria-label="Chat" className="flex min-h-0 flex-1 items-center justify-center p-6">
      <div className="flex max-w-sm flex-col items-center gap-4 text-center">
        <MessageSquareX aria-hidden className="size-10 text-muted-foreground" />
        <div className="flex flex-col gap-2">
          <h2 className="text-xl font-semibold">Conversation not found</h2>
          <p className="text-sm text-muted-foreground">
            This conversation doesn't exist or you don't have access to it. It may have been deleted.
          </p>
        </div>
        <Button asChild>
          <Link href={paths.home.href()}>Go Home</Link>
        </Button>
      </div>
    </section>
  );
}
