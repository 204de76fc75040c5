import { type KeyboardEvent, useRef, useState } from 'react';
import { Input } from '#client/components/ui/input';
import { cn } from '#client/lib/cn';
import { CONVERSATION_TITLE_MAX_LENGTH } from '#shared/constants';

interface TitleInputProps {
  initial: string;
  onSave(title: string): void;
  onCancel(): void;
  className?: string;
}

/**
 * A conversation's title being edited: Enter (or leaving the field) saves, Escape cancels. An empty
 * title is refused: Enter keeps the field open, leaving it gives the old title back.
 */
export function TitleInput({ initial, onSave, onCancel, className }: TitleInputProps) {
  const [value, setValue] = useState(initial);
  const title = value.trim();
  // Once saved or cancelled, the blur of the field going away must not save again.
  const done = useRef(false);
  const finish = (save: boolean) => {
    if (done.current) return;
    done.current = true;
    if (save) onSave(title);
    else onCancel();
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Kept from the sidebar overlay and menus around it, which would close on Escape.
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      finish(false);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (title) finish(true);
    }
  }

  return (
    <Input
      aria-label="Conversation title"
      aria-invalid={title === '' || undefined}
      autoFocus
      onFocus={(event) => event.currentTarget.select()}
      value={value}
      maxLength={CONVERSATION_TITLE_MAX_LENGTH}
      onChange={(event) => setValue(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => finish(title !== '')}
      className={cn('h-8', className)}
    />
  );
}
