import type { FormEvent, ReactNode } from 'react';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '#client/components/ui/card';
import { FormAlert } from '#client/features/admin/components/form-alert';

interface SettingsGroupProps {
  title: string;
  description: string;
  /** Something changed, and all of it is valid. */
  canSave: boolean;
  pending: boolean;
  /** The server's refusal of the last save. */
  error: string | undefined;
  onSave(): void;
  children: ReactNode;
}

/** A group of settings as a form with its own Save, which sends only what changed. */
export function SettingsGroup({ title, description, canSave, pending, error, onSave, children }: SettingsGroupProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave && !pending) onSave();
  };
  return (
    <Card className="gap-4 py-4 sm:py-6">
      <form aria-label={title} onSubmit={submit} noValidate className="grid gap-4">
        <CardHeader className="px-4 sm:px-6">
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-3 px-4 sm:px-6">
          <FormAlert message={error} />
          {children}
        </CardContent>
        <CardFooter className="justify-end px-4 sm:px-6">
          <Button type="submit" disabled={!canSave || pending}>
            {pending ? 'Saving…' : 'Save'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
