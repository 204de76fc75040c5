import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';

interface OlderMessagesStatusProps {
  loading: boolean;
  failed: boolean;
  onRetry(): void;
}

/**
 * Over the top of the chat while earlier messages are read, or when reading them failed. It floats
 * rather than taking room, so that the messages in view do not move when it comes and goes.
 */
export function OlderMessagesStatus({ loading, failed, onRetry }: OlderMessagesStatusProps) {
  if (!loading && !failed) return null;
  return (
    <div className="pointer-events-none absolute inset-x-0 top-3 z-20 flex justify-center">
      <div className="pointer-events-auto flex items-center gap-2 rounded-full border bg-background px-3 py-1 text-sm shadow-md">
        {loading ? (
          <Spinner className="size-4" label="Loading earlier messages" />
        ) : (
          <>
            <span role="alert">Could not load earlier messages.</span>
            <Button variant="link" size="sm" className="h-auto p-0" onClick={() => onRetry()}>
              Try again
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
