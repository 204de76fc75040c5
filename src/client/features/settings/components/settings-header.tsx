import { ArrowLeft } from 'lucide-react';
import { BrandMark } from '#client/components/brand-mark';
import { Button } from '#client/components/ui/button';

/** The logo, "Account Settings" and the way back (SPEC §2). */
export function SettingsHeader({ onBack }: { onBack(): void }) {
  return (
    <header className="border-b bg-background">
      <div className="mx-auto flex h-14 max-w-3xl items-center gap-3 px-4">
        <BrandMark label="Pairwise" />
        <h1 className="min-w-0 flex-1 truncate text-lg font-semibold tracking-tight">Account Settings</h1>
        <Button variant="outline" size="sm" onClick={onBack}>
          <ArrowLeft />
          Back to Home
        </Button>
      </div>
    </header>
  );
}
