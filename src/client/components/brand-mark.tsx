import { MessagesSquare } from 'lucide-react';
import { cn } from '#client/lib/cn';

/** Pairwise's logo: the same mark in the sidebar and on the full-page screens. */
export function BrandMark({ label, className }: { label?: string; className?: string }) {
  return (
    <span
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      className={cn(
        'flex size-7 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground',
        className,
      )}
    >
      <MessagesSquare aria-hidden className="size-4" />
    </span>
  );
}
