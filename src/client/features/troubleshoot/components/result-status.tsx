import { CircleCheck, CircleX } from 'lucide-react';
import { cn } from '#client/lib/cn';

/** A labelled success or failure line above a JSON result. */
export function ResultStatus({ ok, children }: { ok: boolean; children: string }) {
  const Icon = ok ? CircleCheck : CircleX;
  return (
    <p
      className={cn(
        'flex items-center gap-2 text-sm font-medium',
        ok ? 'text-emerald-700 dark:text-emerald-400' : 'text-destructive',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      {children}
    </p>
  );
}
