import { Merge } from 'lucide-react';
import { useFuseTurn } from '#client/features/chat/api/fuse-turn';
import { ModelPickButton } from '#client/features/chat/turn/components/model-pick-button';
import { toast } from '#client/hooks/use-toast';
import { errorText } from '#client/lib/error-text';

interface TurnFuseProps {
  /** The user message whose two replies are fused. */
  messageId: number;
  /** A fuse of this turn is being written: the button waits for it (Stop is on the reply). */
  fusing: boolean;
  /** A fused reply is shown: the button asks again. */
  fused: boolean;
  /** The signed-in user, whose last choice of model (the judge's) is offered first. */
  userId: number | null;
}

/**
 * "Fuse" (docs/decisions/054-fuse.md): a model of the person's choosing, picked as a judge is,
 * merges the turn's two replies into one answer, which streams in under the pair.
 */
export function TurnFuse({ messageId, fusing, fused, userId }: TurnFuseProps) {
  const fuse = useFuseTurn();

  function ask(fuser: { provider: string; model: string }) {
    fuse.mutate(
      { messageId, fuser },
      {
        onError: (error) =>
          toast({
            title: 'Not fused',
            description: errorText(error, 'server', 'The answers could not be fused. Try again.'),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <ModelPickButton
      icon={Merge}
      labels={{ idle: 'Fuse', again: 'Fuse again', busy: 'Fusing…' }}
      title="Ask a model to merge both answers into one"
      heading="Fuse these answers"
      busy={fusing || fuse.isPending}
      done={fused}
      userId={userId}
      emptyText="No connection answers for real: set an API key to fuse answers."
      onChoose={ask}
    />
  );
}
