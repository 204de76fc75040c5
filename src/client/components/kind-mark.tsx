import { Aperture, Asterisk, type LucideIcon, Server, Sparkle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn';
import type { ConnectionKind } from '#shared/connection-kinds';

/** One icon per kind of endpoint (docs/decisions/037-connections.md), never per connection. */
const KIND_MARKS: Record<ConnectionKind, { icon: LucideIcon; colour: string }> = {
  openai: { icon: Aperture, colour: 'bg-openai text-white' },
  anthropic: { icon: Asterisk, colour: 'bg-claude text-white' },
  gemini: { icon: Sparkle, colour: 'bg-gemini text-white' },
  'openai-compatible': { icon: Server, colour: 'bg-compatible text-white' },
};

/**
 * The round mark of a kind of endpoint, `fallback` on a muted disc without one (the user, a
 * connection no longer configured). Decorative: the name is always shown beside it.
 */
export function KindMark({
  kind,
  fallback,
  className,
  ...data
}: { kind: ConnectionKind | null; fallback: LucideIcon } & ComponentProps<'span'>) {
  const mark = kind ? KIND_MARKS[kind] : null;
  const Icon = mark?.icon ?? fallback;
  return (
    <span
      aria-hidden="true"
      {...data}
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-full',
        mark?.colour ?? 'bg-muted text-muted-foreground',
        className,
      )}
    >
      <Icon className="size-[60%]" strokeWidth={2.25} />
    </span>
  );
}
