import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { toastAvoid } from '#client/lib/toast-avoid';

interface PageHeaderProps {
  /** What the header names, on its left. */
  children: ReactNode;
  onBack(): void;
  /** The content's width, e.g. max-w-3xl, so that the header lines up with the page below. */
  className?: string;
}

/** The bar atop a full-page screen (settings, admin): what it is, and "Back to Home". */
export function PageHeader({ children, onBack, className }: PageHeaderProps) {
  return (
    <header {...toastAvoid.header} className="border-b bg-background">
      <div className={cn('mx-auto flex h-14 w-full items-center justify-between gap-3 px-4', className)}>
        {children}
        <Button variant="outline" size="sm" onClick={onBack}>
          <ArrowLeft />
          Back to Home
        </Button>
      </div>
    </header>
  );
}
