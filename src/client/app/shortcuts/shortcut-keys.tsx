import { Fragment } from 'react';
import { isApplePlatform, type KeyCombo, keyParts } from '#client/hooks/use-keyboard-shortcuts';
import { cn } from '#client/lib/cn';

/** A shortcut's combos as keycaps, for this platform; a glyph (⌘) is read out by its name. */
export function ShortcutKeys({ keys, className }: { keys: readonly KeyCombo[]; className?: string }) {
  const onApple = isApplePlatform();
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-1', className)}>
      {keys.map((combo, index) => {
        const parts = keyParts(combo, onApple);
        return (
          <Fragment key={parts.map((part) => part.name).join('+')}>
            {index > 0 && <span className="px-1 text-muted-foreground">or</span>}
            <kbd className="inline-flex items-center gap-1">
              {parts.map((part) => (
                <kbd
                  key={part.name}
                  className="min-w-6 rounded border bg-muted px-1.5 py-0.5 text-center font-sans text-xs font-medium text-foreground"
                >
                  {part.glyph === part.name ? (
                    part.glyph
                  ) : (
                    <>
                      <span aria-hidden>{part.glyph}</span>
                      <span className="sr-only">{part.name}</span>
                    </>
                  )}
                </kbd>
              ))}
            </kbd>
          </Fragment>
        );
      })}
    </span>
  );
}
