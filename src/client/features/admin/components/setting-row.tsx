import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button';
import { Label } from '#client/components/ui/label';

interface SettingRowProps {
  /** The control's id: the label names it. */
  id: string;
  label: string;
  /** What the setting does, or why it has no effect on this server. */
  hint?: string | undefined;
  /** The environment's value (or the built-in one), e.g. "20 (CHAT_REQUESTS_PER_MINUTE)". */
  defaultText: string;
  /** Whether the draft takes the default (nothing set for it). */
  isDefault: boolean;
  onUseDefault(): void;
  error?: string | undefined;
  children: ReactNode;
}

/**
 * One setting: its label and control, what it does, the default beside it, and "Use default" where
 * another value is set. The control is read out with the hint, the default and any error.
 */
export function SettingRow({
  id,
  label,
  hint,
  defaultText,
  isDefault,
  onUseDefault,
  error,
  children,
}: SettingRowProps) {
  return (
    <div className="grid gap-2 rounded-md border p-3">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <Label htmlFor={id}>{label}</Label>
        {children}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span id={`${id}-default`}>
          Default: {defaultText}
          {isDefault ? ' (in use)' : ''}
        </span>
        {!isDefault && (
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto p-0 text-xs"
            aria-label={`Use default for ${label}`}
            onClick={onUseDefault}
          >
            Use default
          </Button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** The ids a setting's control is described by (see SettingRow). */
export const settingDescription = (
  id: string,
  { hint, error }: { hint?: string | undefined; error?: string | undefined },
) => [hint && `${id}-hint`, `${id}-default`, error && `${id}-error`].filter(Boolean).join(' ');
