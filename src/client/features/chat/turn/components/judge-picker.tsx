import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useConnections } from '#client/features/chat/providers/hooks/use-connections';
import { readJudge, rememberJudge } from '#client/features/chat/turn/utils/judge-memory';
import { judgeGroups } from '#client/features/chat/turn/utils/judge-options';
import { cn } from '#client/lib/cn';
import type { JudgeBody } from '#shared/api/judgements';

interface JudgePickerProps {
  /** The signed-in user: the judge they last chose in this browser comes first, focused. */
  userId: number | null;
  onChoose(judge: JudgeBody): void;
  /** What it says when no connection answers for real. */
  emptyText?: string;
}

const option =
  'flex w-full items-center justify-between gap-2 rounded-sm px-2 py-1.5 text-left text-sm outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** The live connections' models, by connection, as a list of buttons; the arrow keys move between them. */
export function JudgePicker({
  userId,
  onChoose,
  emptyText = 'No connection answers for real: set an API key to ask a judge.',
}: JudgePickerProps) {
  const [last] = useState(() => (userId === null ? null : readJudge(userId)));
  const groups = judgeGroups(useConnections(), last);
  const listRef = useRef<HTMLDivElement>(null);
  const lastHint = useId();

  // Loaded after the popover opened, which then had nothing to focus: the first choice takes it.
  useEffect(() => {
    const list = listRef.current;
    if (list && !list.contains(document.activeElement)) list.querySelector('button')?.focus();
  }, []);

  function choose(judge: JudgeBody) {
    if (userId !== null) rememberJudge(userId, judge);
    onChoose(judge);
  }

  function move(event: KeyboardEvent<HTMLButtonElement>) {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    const buttons = [...(listRef.current?.querySelectorAll('button') ?? [])];
    if (!step || buttons.length === 0) return;
    event.preventDefault();
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    buttons[(at + step + buttons.length) % buttons.length]?.focus();
  }

  if (groups.length === 0) return <p className="text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <div ref={listRef} className="-mx-1 max-h-72 space-y-2 overflow-y-auto">
      {groups.map((group) => (
        <fieldset key={group.id} className="m-0 min-w-0 border-0 p-0">
          <legend className="px-2 py-1 text-xs font-medium text-muted-foreground">{group.label}</legend>
          {group.options.map((item) => (
            <button
              key={item.model}
              type="button"
              aria-describedby={item.last ? lastHint : undefined}
              onKeyDown={move}
              className={cn(option, item.last && 'font-medium')}
              onClick={() => choose({ provider: item.provider, model: item.model })}
            >
              <span className="truncate">{item.name}</span>
              {item.last && (
                <span id={lastHint} aria-hidden="true" className="shrink-0 text-xs font-normal text-muted-foreground">
                  Last used
                </span>
              )}
            </button>
          ))}
        </fieldset>
      ))}
    </div>
  );
}
