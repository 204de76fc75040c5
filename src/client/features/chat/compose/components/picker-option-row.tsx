import { Brain, FileText, History, Image, Minus } from 'lucide-react';
import type { PickerOption } from '#client/features/chat/compose/utils/picker-options';
import { capabilityWords } from '#client/features/chat/compose/utils/picker-options';
import { formatRate } from '#client/features/chat/message/utils/reply-facts';
import { cn } from '#client/lib/cn';

const CAPABILITY_ICONS = { images: Image, PDFs: FileText, reasoning: Brain } as const;

interface PickerOptionRowProps {
  /** Its element id, unique in the page (the search box names the active one). */
  id: string;
  option: PickerOption;
  active: boolean;
  selected: boolean;
  disabled: boolean;
  onPick(): void;
  onHover(): void;
}

/** What an option is called by a screen reader: its name, what it takes and its price. */
export function optionLabel(option: PickerOption): string {
  if (option.kind === 'pair') return `${option.text} (recent pair)`;
  if (option.kind === 'none') return 'No second model: ask one model';
  const { capabilities } = option;
  const facts = capabilityWords(capabilities);
  const price = capabilities?.price;
  if (price) facts.push(`${formatRate(price.input)} in, ${formatRate(price.output)} out per million tokens`);
  return facts.length > 0 ? `${option.name} (${facts.join(', ')})` : option.name;
}

/** One row of the picker's list: a model with its capabilities and price at a glance, or a recent pair. */
export function PickerOptionRow({ id, option, active, selected, disabled, onPick, onHover }: PickerOptionRowProps) {
  return (
    // The search box keeps the focus (aria-activedescendant); the mouse picks without taking it.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard picks from the search box (Enter).
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-label={optionLabel(option)}
      aria-selected={selected}
      aria-disabled={disabled || undefined}
      data-active={active || undefined}
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={onHover}
      onClick={() => !disabled && onPick()}
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm',
        active && 'bg-accent text-accent-foreground',
        selected && 'font-medium',
        disabled && 'cursor-not-allowed opacity-50',
      )}
    >
      {option.kind === 'pair' && <History aria-hidden="true" className="size-4 text-muted-foreground" />}
      {option.kind === 'none' && <Minus aria-hidden="true" className="size-4 text-muted-foreground" />}
      <span className="min-w-0 flex-1 truncate">
        {option.kind === 'pair' ? option.text : option.kind === 'none' ? 'No second model (ask one)' : option.name}
      </span>
      {option.kind === 'model' && (
        <span aria-hidden="true" className="flex shrink-0 items-center gap-1.5 text-xs text-muted-foreground">
          {capabilityWords(option.capabilities).map((word) => {
            const Icon = CAPABILITY_ICONS[word as keyof typeof CAPABILITY_ICONS];
            return <Icon key={word} className="size-3.5" />;
          })}
          {option.capabilities?.price && (
            <span className="tabular-nums">
              {formatRate(option.capabilities.price.input)} / {formatRate(option.capabilities.price.output)}
            </span>
          )}
        </span>
      )}
    </div>
  );
}
