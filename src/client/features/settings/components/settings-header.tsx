import { ArrowLeft, MessagesSquare } from 'lucide-react';
import { Button } from '#client/components/ui/button';

/** The logo, "Account Settings" and the way back (SPEC §2). */
export function SettingsHeader({ onBack }: { onBack(): void }) {
  return (
    <header className="border-b bg-background">
      <div className="mx-auto flex h-14 max-w-3xl items-center gap-3 px-4">
        <span
          role="img"
          aria-label="Pairwise"
          className="flex size-7 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground"
        >
          <MessagesSquare aria-hidden className="size-4" />
        </span>
        <h1 className="min-w-0 flex-1 truncate text-lg font-semibold tracking-tight">Account Settings</h1>
        <Button variant="outline" size="sm" onClick={onBack}>
          <ArrowLeft />
          Back to Home
        </Button>
      </div>
    </header>
  );
}
