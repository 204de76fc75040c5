import { HelpBubble } from '#client/components/help-bubble';
import { ProviderAvatar } from '#client/features/chat/providers/components/provider-avatar';
import type { ProviderOption } from '#client/features/chat/providers/utils/provider-options';
import { cn } from '#client/lib/cn';
import type { Provider } from '#shared/constants';

const PRESSED = { openai: 'border-openai bg-openai/10', claude: 'border-claude bg-claude/10' };

interface ModelTogglesProps {
  options: ProviderOption[];
  chosen: readonly Provider[];
  defaultModel: Provider;
  onToggle(provider: Provider): void;
}

/**
 * One toggle per provider; with none pressed the user's default model answers, and says so
 * (docs/behaviour.md, Main chat screen).
 */
export function ModelToggles({ options, chosen, defaultModel, onToggle }: ModelTogglesProps) {
  return (
    <fieldset className="m-0 flex min-w-0 flex-wrap items-center gap-2 border-0 p-0">
      <legend className="sr-only">Models</legend>
      {options.map((option) => {
        const pressed = chosen.includes(option.id);
        const isDefault = chosen.length === 0 && option.id === defaultModel;
        return (
          <button
            key={option.id}
            type="button"
            aria-label={option.label}
            aria-pressed={pressed}
            title={isDefault ? `${option.label} answers when no model is selected` : undefined}
            onClick={() => onToggle(option.id)}
            className={cn(
              'inline-flex h-8 items-center gap-1.5 rounded-full border py-1 pr-3 pl-1 text-xs font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
              pressed ? PRESSED[option.id] : 'text-muted-foreground hover:bg-accent hover:text-foreground',
              isDefault && 'border-dashed text-foreground',
            )}
          >
            <ProviderAvatar sender={option.id} className={cn('size-6', !pressed && !isDefault && 'opacity-60')} />
            {option.label}
            {isDefault && <span className="font-normal text-muted-foreground">(default)</span>}
          </button>
        );
      })}
      <HelpBubble
        id="model-toggles"
        topic="choosing models"
        title="Choosing models"
        text="Pick OpenAI, Claude or both; with none picked, your default model answers. Change the default in Settings."
        side="top"
      />
    </fieldset>
  );
}
