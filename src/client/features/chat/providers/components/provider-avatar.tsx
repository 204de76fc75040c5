import { Aperture, Asterisk, UserRound } from 'lucide-react';
import { cn } from '#client/lib/cn';
import { isProvider } from '#shared/constants';

const ICONS = { openai: Aperture, claude: Asterisk };
const COLOURS = { openai: 'bg-openai text-white', claude: 'bg-claude text-white' };

/** The round mark of whoever wrote a reply; decorative, since the name is always shown beside it. */
export function ProviderAvatar({ sender, className }: { sender: string; className?: string }) {
  const Icon = isProvider(sender) ? ICONS[sender] : UserRound;
  return (
    <span
      aria-hidden="true"
      data-sender={sender}
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-full',
        isProvider(sender) ? COLOURS[sender] : 'bg-muted text-muted-foreground',
        className,
      )}
    >
      <Icon className="size-[60%]" strokeWidth={2.25} />
    </span>
  );
}
