import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '#client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog';
import { Input } from '#client/components/ui/input';
import { PickerOptionRow } from '#client/features/chat/compose/components/picker-option-row';
import { type Pair, type PairSide, sameSide } from '#client/features/chat/compose/utils/pair';
import { sideText } from '#client/features/chat/compose/utils/pair-text';
import { type PickerOption, pickerGroups } from '#client/features/chat/compose/utils/picker-options';
import { KindAvatar } from '#client/features/chat/providers/components/provider-avatar';
import { cn } from '#client/lib/cn';
import type { ProviderCatalogue } from '#shared/api/models';

export interface PairPickerProps {
  catalogue: readonly ProviderCatalogue[];
  /** The pair shown when it opens. */
  initial: Pair | null;
  recent: readonly Pair[];
  onChoose(pair: Pair): void;
  onClose(): void;
}

type Step = 'a' | 'b';
const SIDE_NAMES: Record<Step, string> = { a: 'Left', b: 'Right' };

/**
 * The composer's pair picker (docs/behaviour.md, Main chat screen): a model for the left side, then
 * one for the right or none; the search box filters the list (grouped by connection, recent pairs
 * first) and keeps the focus while the arrow keys move through it and Enter picks.
 */
export function PairPicker({ catalogue, initial, recent, onChoose, onClose }: PairPickerProps) {
  const [step, setStep] = useState<Step>('a');
  const [a, setA] = useState<PairSide | null>(initial?.a ?? null);
  const [b, setB] = useState<PairSide | null>(initial?.b ?? null);
  const [query, setQuery] = useState('');
  const [activeId, setActiveId] = useState<string | null>(null);
  const listId = useId();
  const groups = pickerGroups(catalogue, recent, query, step === 'b' && a !== null);
  // The right side cannot repeat the left one; a left side that takes the right one's model clears it.
  const disabled = (option: PickerOption) => step === 'b' && option.kind === 'model' && sameSide(option.side, a);
  const options = groups.flatMap((group) => group.options).filter((option) => !disabled(option));
  const active = options.find((option) => option.id === activeId) ?? options[0];

  function pick(option: PickerOption) {
    if (option.kind === 'pair') return onChoose(option.pair);
    if (option.kind === 'none') return a && onChoose({ a, b: null });
    if (step === 'a') {
      setA(option.side);
      if (sameSide(b, option.side)) setB(null);
      setStep('b');
    } else if (a) onChoose({ a, b: option.side });
    else {
      setB(option.side);
      setStep('a');
    }
    setQuery('');
    setActiveId(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const index = active ? options.indexOf(active) : -1;
    const move = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: options.length - 1 }[event.key];
    if (move !== undefined && options.length > 0) {
      event.preventDefault();
      const next = options[(move + options.length) % options.length];
      setActiveId(next?.id ?? null);
      if (next) document.getElementById(`${listId}-${next.id}`)?.scrollIntoView?.({ block: 'nearest' });
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      pick(active);
    }
  }

  const stepButton = (side: Step, chosen: PairSide | null) => (
    <Button
      type="button"
      variant="outline"
      aria-pressed={step === side}
      onClick={() => setStep(side)}
      className="h-auto min-w-0 flex-1 flex-col items-start gap-0 py-1.5 aria-pressed:border-primary aria-pressed:bg-accent"
    >
      <span className="text-xs text-muted-foreground">{SIDE_NAMES[side]}</span>
      <span className="max-w-full truncate">{chosen ? sideText(catalogue, chosen) : 'None: one model'}</span>
    </Button>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl gap-3">
        <DialogHeader>
          <DialogTitle>Choose models</DialogTitle>
          <DialogDescription>
            Pick the left model, then the right one, or no second model to ask one. Use the arrow keys and Enter.
          </DialogDescription>
        </DialogHeader>
        <fieldset className="m-0 flex min-w-0 gap-2 border-0 p-0">
          <legend className="sr-only">Side to choose</legend>
          {stepButton('a', a)}
          {stepButton('b', b)}
        </fieldset>
        <Input
          role="combobox"
          aria-label={`Search models for the ${SIDE_NAMES[step].toLowerCase()} side`}
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active ? `${listId}-${active.id}` : undefined}
          placeholder="Search models..."
          value={query}
          autoFocus
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveId(null);
          }}
          onKeyDown={onKeyDown}
        />
        <div
          id={listId}
          role="listbox"
          aria-label={`Models for the ${SIDE_NAMES[step].toLowerCase()} side`}
          className="max-h-80 space-y-2 overflow-y-auto"
        >
          {groups.length === 0 && (
            <p className="px-2 py-4 text-center text-sm text-muted-foreground">No models found</p>
          )}
          {groups.map((group) => (
            // A listbox's groups are ARIA groups: a fieldset is no option's container.
            // biome-ignore lint/a11y/useSemanticElements: see above.
            <div key={group.id} role="group" aria-labelledby={`${listId}-${group.id}`}>
              <div
                id={`${listId}-${group.id}`}
                className={cn('flex items-center gap-2 px-2 py-1 text-xs font-medium text-muted-foreground')}
              >
                {group.connection && <KindAvatar kind={group.connection.kind} className="size-5" />}
                {group.label}
              </div>
              {group.options.map((option) => (
                <PickerOptionRow
                  key={option.id}
                  id={`${listId}-${option.id}`}
                  option={option}
                  active={option === active}
                  selected={option.kind === 'model' && sameSide(option.side, step === 'a' ? a : b)}
                  disabled={disabled(option)}
                  onPick={() => pick(option)}
                  onHover={() => setActiveId(option.id)}
                />
              ))}
            </div>
          ))}
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="button" disabled={!a} onClick={() => a && onChoose({ a, b })}>
            Use these models
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
