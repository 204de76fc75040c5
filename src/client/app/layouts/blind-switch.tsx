import { EyeOff } from 'lucide-react';
import { useUpdateUser } from '#client/features/settings/api/update-user';
import { toast } from '#client/hooks/use-toast';
import { cn } from '#client/lib/cn';
import { errorText } from '#client/lib/error-text';
import type { PublicUser } from '#shared/api/users';

/**
 * The chat header's "Blind" switch (docs/decisions/044-blind-comparison.md): turns answered by two
 * sides hide who answered until voted on. Remembered on the account; shown switched at once.
 */
export function BlindSwitch({ user }: { user: PublicUser }) {
  const update = useUpdateUser();
  const on = update.isPending ? update.variables.body.blind === true : user.blind;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      title="Hide which model wrote each reply until you vote"
      onClick={() =>
        update.mutate(
          { id: user.id, body: { blind: !on } },
          {
            onError: (error) =>
              toast({
                title: 'Blind not saved',
                description: errorText(error, 'server', 'Failed to save your preference'),
                variant: 'destructive',
              }),
          },
        )
      }
      className={cn(
        'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border px-3 text-xs font-medium text-muted-foreground transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
        on && 'border-foreground/40 bg-secondary text-foreground',
      )}
    >
      <EyeOff aria-hidden="true" className="size-3.5" />
      Blind
    </button>
  );
}
