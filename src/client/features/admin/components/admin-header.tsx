import { ArrowLeft } from 'lucide-react';
import { BrandMark } from '#client/components/brand-mark';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';

/** The product name with "Admin", and the way back to the chat. */
export function AdminHeader({ onBack }: { onBack(): void }) {
  return (
    <header className="border-b bg-background">
      <div className="mx-auto flex h-14 w-full max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <div className="flex items-center gap-2 font-semibold tracking-tight">
          <BrandMark />
          Pairwise
          <Badge variant="secondary">Admin</Badge>
        </div>
        <Button variant="outline" size="sm" onClick={onBack}>
          <ArrowLeft />
          Back to Home
        </Button>
      </div>
    </header>
  );
}
