import type { ComponentProps } from 'react';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';

interface FormFieldProps extends ComponentProps<'input'> {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
}

/** A labelled input whose validation message is tied to it for screen readers. */
export function FormField({ id, label, error, hint, ...inputProps }: FormFieldProps) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
