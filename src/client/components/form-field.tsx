import type { ComponentProps } from 'react';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';

interface FormFieldProps extends ComponentProps<'input'> {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
}

/**
 * A labelled input, read out with its hint, or with its validation message, which takes the hint's
 * place: a rule is said once, not as a hint and again as the error.
 */
export function FormField({ id, label, error, hint: givenHint, ...inputProps }: FormFieldProps) {
  const hint = error ? undefined : givenHint;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
