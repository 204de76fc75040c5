import { ProviderAvatar } from '#client/features/chat/providers/components/provider-avatar';
import { senderLabel } from '#client/features/chat/providers/utils/sender';
import type { Provider } from '#shared/constants';

const DOT_DELAYS = ['[animation-delay:-0.3s]', '[animation-delay:-0.15s]', ''];

/** One per pending provider (docs/behaviour.md, Main chat screen), e.g. "OpenAI is typing" with bouncing dots. */
export function TypingIndicator({ provider }: { provider: Provider }) {
  return (
    <div role="status" className="flex items-center gap-3">
      <ProviderAvatar sender={provider} />
      <div className="flex items-center gap-2 rounded-2xl rounded-tl-sm border bg-card px-4 py-2.5 text-sm text-muted-foreground">
        <span>{senderLabel(provider)} is typing</span>
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
