import { AlertCircle } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { Button } from '#client/components/ui/button';
import { FullScreenSpinner } from '#client/components/ui/spinner';
import { isReloadingForNewBuild } from '#client/lib/stale-build';

interface State {
  failed: boolean;
}

/**
 * The last resort for an error while rendering: without it React leaves a blank page. Everything
 * sent is stored on the server, and drafts in the browser, so a reload loses nothing.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (isReloadingForNewBuild()) return <FullScreenSpinner text="Loading application..." />;
    return (
      <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-4 text-center">
        <AlertCircle className="size-8 text-destructive" aria-hidden />
        <h1 className="text-xl font-semibold">Something went wrong</h1>
        <p className="max-w-sm text-sm text-muted-foreground">
          Pairwise ran into an unexpected problem. Reload the page to carry on: your conversations are saved.
        </p>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </div>
    );
  }
}
