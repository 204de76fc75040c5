import { Square } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { stopReplies } from '#client/features/chat/api/stop-replies';
import { useConnection } from '#client/features/chat/providers/hooks/use-connections';
import { toast } from '#client/hooks/use-toast';
import { errorText } from '#client/lib/error-text';
import type { Side } from '#shared/sides';

interface StopReplyButtonProps {
  /** The user message the reply answers. */
  userMessageId: number;
  /** Null for a fuse's reply (decision 054): it stops alone. */
  side: Side | null;
  /** Who answers there: what the button names (inside its own reply, which names the model). */
  provider: string;
  /** The name it goes by instead, in a blind turn ("Model A"). */
  name?: string;
}

/**
 * A streaming reply's own stop: that side's reply ends with the text so far (the other side's goes
 * on, even when one connection answers on both). The fetcher alone,
 * not a mutation: a reply bubble is drawn without a query client in some places.
 */
export function StopReplyButton({ userMessageId, side, provider, name: anonymous }: StopReplyButtonProps) {
  // Stopped once, it stays so: the reply ends in a moment, when its stored message replaces the bubble.
  const [state, setState] = useState<'idle' | 'stopping' | 'stopped'>('idle');
  const { label } = useConnection(provider);
  const name = anonymous ?? label;

  async function stop() {
    setState('stopping');
    try {
      await stopReplies({ messageId: userMessageId, side });
      setState('stopped');
    } catch (error) {
      setState('idle');
      toast({
        title: 'Failed to stop the reply',
        description: errorText(error, 'server-or-body', 'Failed to stop the reply'),
        variant: 'destructive',
      });
    }
  }

  return (
    <div className="-mb-1 mt-1 flex justify-end">
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Stop ${name} reply`}
        disabled={state !== 'idle'}
        onClick={() => void stop()}
        className="h-7 gap-1.5 px-2 text-xs text-muted-foreground [&_svg]:size-3"
      >
        <Square aria-hidden="true" className="fill-current" />
        Stop
      </Button>
    </div>
  );
}
