import { Badge } from '#client/components/ui/badge';
import { cn } from '#client/lib/cn';

/** A state as an outlined badge with a coloured dot before its words (the colour alone says nothing). */
export function DotBadge({ dot, children }: { dot: string; children: string }) {
  return (
    <Badge variant="outline" className="gap-1.5 font-normal">
      <span aria-hidden className={cn('size-2 rounded-full', dot)} />
      {children}
    </Badge>
  );
}
