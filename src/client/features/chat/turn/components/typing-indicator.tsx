import { AnonymousAvatar, ProviderAvatar } from '#client/features/chat/providers/components/provider-avatar';
import { useConnection } from '#client/features/chat/providers/hooks/use-connections';
import type { Anonymous } from '#client/features/chat/turn/utils/blind';

const DOT_DELAYS = ['[animation-delay:-0.3s]', '[animation-delay:-0.15s]', ''];

/**
 * One per pending side (docs/behaviour.md, Main chat screen), e.g. "OpenAI is typing" with bouncing
 * dots; in a blind turn "Model A is typing", with no mark (decision 044).
 */
export function TypingIndicator({ provider, anonymous }: { provider: string; anonymous?: Anonymous }) {
  const { label } = useConnection(provider);
  return (
    <div role="status" className="flex items-center gap-3">
      {anonymous ? <AnonymousAvatar name={anonymous.name} /> : <ProviderAvatar sender={provider} />}
      <div className="flex items-center gap-2 rounded-2xl rounded-tl-sm border bg-card px-4 py-2.5 text-sm text-muted-foreground">
        <span>{anonymous?.name ?? label} is typing</span>
        <span aria-hidden="true" className="flex items-center gap-1">
          {DOT_DELAYS.map((delay) => (
            <span
              key={delay}
              className={`size-1.5 animate-bounce rounded-full bg-muted-foreground motion-reduce:animate-none ${delay}`}
            />
          ))}
        </span>
      </div>
    </div>
  );
}
