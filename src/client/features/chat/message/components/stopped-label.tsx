import { CircleStop } from 'lucide-react';

/** Beside a reply the user stopped: its text is what had arrived by then. */
export function StoppedLabel({ stopped }: { stopped: boolean }) {
  if (!stopped) return null;
  return (
    <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
      <CircleStop aria-hidden="true" className="size-3.5" />
      Stopped
    </span>
  );
}
