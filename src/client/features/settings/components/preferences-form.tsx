import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Label } from '#client/components/ui/label';
import { RadioGroup, RadioGroupItem } from '#client/components/ui/radio-group';
import { HelpSettings } from '#client/features/settings/components/help-settings';
import { ThemeSettings } from '#client/features/settings/components/theme-settings';
import {
  type ModelPreference,
  modelPreferenceOf,
  useSavePreferences,
} from '#client/features/settings/hooks/use-save-preferences';
import { toast } from '#client/hooks/use-toast';
import { errorText } from '#client/lib/error-text';
import { setHelpEnabled, useHelpPreferences } from '#client/stores/help-preferences';
import type { PublicUser } from '#shared/api/users';

// One provider or the other, and "Both": new conversations then ask OpenAI and Claude together
// (docs/behaviour.md, Settings).
const MODEL_LABELS: Record<ModelPreference, string> = {
  openai: 'OpenAI (GPT)',
  claude: 'Claude (Anthropic)',
  both: 'Both',
};
const CHOICES = Object.keys(MODEL_LABELS) as ModelPreference[];

const isChoice = (value: string): value is ModelPreference => (CHOICES as string[]).includes(value);

interface PreferencesFormProps {
  user: PublicUser;
  /** Whether there are changes "Save Preferences" has not saved yet. */
  onDirtyChange?(dirty: boolean): void;
}

/**
 * The Preferences tab (docs/behaviour.md, Settings): the default model, or Both (saved with
 * "Save Preferences"), and the theme and help bubbles (switched at once: there is nothing to lose
 * by trying them).
 */
export function PreferencesForm({ user, onDirtyChange }: PreferencesFormProps) {
  const help = useHelpPreferences();
  const [preference, setPreference] = useState<ModelPreference>(modelPreferenceOf(user));
  const save = useSavePreferences(user);
  const dirty = preference !== modelPreferenceOf(user);

  useEffect(() => {
    onDirtyChange?.(dirty);
    return () => onDirtyChange?.(false);
  }, [dirty, onDirtyChange]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(preference, {
      onSuccess: () =>
        toast({ title: 'Preferences updated', description: 'Your preferences have been saved successfully.' }),
      onError: (error) =>
        toast({
          title: 'Update failed',
          description: errorText(error, 'server', 'Failed to update preferences'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle id="default-model-heading">AI Model Settings</CardTitle>
          <CardDescription id="default-model-description">
            The model used by default when sending messages, while no model is picked in the composer. With Both, new
            conversations start with OpenAI and Claude picked.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <RadioGroup
            value={preference}
            onValueChange={(value) => isChoice(value) && setPreference(value)}
            aria-labelledby="default-model-heading"
            aria-describedby="default-model-description"
          >
            {CHOICES.map((choice) => (
              <div key={choice} className="flex items-center gap-3">
                <RadioGroupItem id={`default-model-${choice}`} value={choice} />
                <Label htmlFor={`default-model-${choice}`} className="font-normal">
                  {MODEL_LABELS[choice]}
                </Label>
              </div>
            ))}
          </RadioGroup>
        </CardContent>
      </Card>
      <ThemeSettings />
      <HelpSettings enabled={help.enabled} onEnabledChange={setHelpEnabled} dismissedCount={help.dismissed.length} />
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Preferences'}
      </Button>
    </form>
  );
}
