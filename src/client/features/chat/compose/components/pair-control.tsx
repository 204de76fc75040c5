import { ChevronsUpDown, SlidersHorizontal, X } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '#client/components/ui/popover';
import type { Pair, PairSide } from '#client/features/chat/compose/utils/pair';
import { pairText } from '#client/features/chat/compose/utils/pair-text';
import { KindAvatar } from '#client/features/chat/providers/components/provider-avatar';
import { useConnections } from '#client/features/chat/providers/hooks/use-connections';
import { connectionInfo, modelName } from '#client/features/chat/providers/utils/connections';
import { cn } from '#client/lib/cn';

// Each loaded as it is first opened, not with the chat screen, which stays within its budget (decision 006).
const PairPicker = lazy(() =>
  import('#client/features/chat/compose/components/pair-picker').then((module) => ({ default: module.PairPicker })),
);
const SideSettings = lazy(() =>
  import('#client/features/chat/compose/components/side-settings').then((module) => ({ default: module.SideSettings })),
);

interface PairControlProps {
  /** The pair shown: the chosen contestants, else what the toggles ask; null before the catalogue. */
  current: Pair | null;
  /** The chosen contestants (in place of the toggles); null while the toggles ask. */
  chosen: Pair | null;
  recent: readonly Pair[];
  /** A pair picked, or a side's settings changed. */
  onChoose(pair: Pair): void;
  /** Back to SPEC's default pair and its toggles. */
  onReset(): void;
}

const chip = 'inline-flex h-8 min-w-0 items-center gap-1.5 rounded-full border py-1 pr-3 pl-1 text-xs font-medium';
const ring = 'outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50';

/**
 * The composer's pair (docs/behaviour.md, Main chat screen): a button naming it that opens the pair
 * picker and, once contestants are chosen, the two sides in place of the toggles, each with its
 * settings, with a way back.
 */
export function PairControl({ current, chosen, recent, onChoose, onReset }: PairControlProps) {
  const catalogue = useConnections();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  // The picker goes away as a whole: the keyboard goes on from the button that opened it.
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  const text = current ? pairText(catalogue, current) : 'Choose models';
  const sides = chosen ? (chosen.b ? [chosen.a, chosen.b] : [chosen.a]) : [];
  return (
    <>
      {sides.map((side, index) => {
        const connection = connectionInfo(catalogue, side.provider);
        const name = modelName(connection, side.model);
        // Its scales come with the catalogue: a side whose connection is gone has none to offer.
        const entry = catalogue.find((item) => item.id === side.provider);
        const change = (next: PairSide) =>
          chosen && onChoose(index === 0 ? { ...chosen, a: next } : { ...chosen, b: next });
        return (
          <span key={index === 0 ? 'a' : 'b'} data-side={index === 0 ? 'a' : 'b'} className={cn(chip, entry && 'pr-1')}>
            <KindAvatar kind={connection.kind} className="size-6" />
            <span className="truncate">
              {connection.label} · {name}
            </span>
            {entry && (
              <Popover>
                <PopoverTrigger
                  aria-label={`Settings for ${name}`}
                  title="Temperature and max tokens"
                  className={cn('grid size-6 shrink-0 place-items-center rounded-full text-muted-foreground', ring)}
                >
                  <SlidersHorizontal aria-hidden="true" className="size-3.5" />
                </PopoverTrigger>
                <PopoverContent align="start" aria-label={`Settings for ${name}`}>
                  <Suspense fallback={null}>
                    <SideSettings
                      key={`${side.provider}/${side.model}`}
                      connection={entry}
                      side={side}
                      name={name}
                      onChange={change}
                    />
                  </Suspense>
                </PopoverContent>
              </Popover>
            )}
          </span>
        );
      })}
      {chosen && (
        <button type="button" onClick={onReset} className={cn(chip, 'pl-2 text-muted-foreground', ring)}>
          <X aria-hidden="true" className="size-3.5" />
          Default pair
        </button>
      )}
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={`Models: ${text}`}
        title="Choose the models to compare"
        onClick={() => setOpen(true)}
        className={cn(chip, 'ml-auto max-w-full pl-3', ring)}
      >
        <span className="truncate">{text}</span>
        <ChevronsUpDown aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <PairPicker
            catalogue={catalogue}
            initial={current}
            recent={recent}
            onChoose={(pair) => {
              close();
              onChoose(pair);
            }}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
