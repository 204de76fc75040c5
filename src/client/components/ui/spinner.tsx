import { Loader2 } from 'lucide-react';
import { cn } from '#client/lib/cn';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <Loader2 role="status" aria-label={label} className={cn('size-5 animate-spin text-muted-foreground', className)} />
  );
}

/** The whole screen, centred: route loading and redirect states. */
export function FullScreenSpinner({ text }: { text: string }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-3 text-sm text-muted-foreground">
      <Spinner className="size-8" label={text} />
      <p>{text}</p>
    </div>
  );
}
