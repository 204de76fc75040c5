import { Label } from '#client/components/ui/label';
import { RadioGroup, RadioGroupItem } from '#client/components/ui/radio-group';
import { PairSideFields } from '#client/features/admin/components/pair-side-fields';
import { SettingsGroup } from '#client/features/admin/components/settings-group';
import { useSettingsGroup } from '#client/features/admin/hooks/use-settings-group';
import { firstPair } from '#client/features/admin/utils/pair-options';
import type { AdminSettingsResponse } from '#shared/api/admin-settings';
import { differentModels, SAME_MODEL_TWICE } from '#shared/api/contestants';

const TITLE = 'Starting pair';

/** The two models someone who has sent nothing yet starts comparing: automatic, or a pair the admin picks. */
export function StartingPairSettings({ settings }: { settings: AdminSettingsResponse }) {
  const { connections } = settings;
  const group = useSettingsGroup({ startingPair: settings.saved.startingPair });
  const pair = group.draft.startingPair;
  const offered = firstPair(connections);
  const problem = pair && !differentModels([pair.a, pair.b]) ? SAME_MODEL_TWICE : undefined;

  return (
    <SettingsGroup
      title={TITLE}
      description="The two models a person compares until they choose others: once they have sent a message, their own last pair wins."
      canSave={group.dirty && !problem}
      pending={group.pending}
      error={group.error}
      onSave={() => void group.save(TITLE)}
    >
      <RadioGroup
        aria-label={TITLE}
        value={pair ? 'chosen' : 'automatic'}
        onValueChange={(value) => group.set('startingPair', value === 'chosen' ? offered : null)}
      >
        <div className="flex items-start gap-3">
          <RadioGroupItem
            id="starting-pair-automatic"
            value="automatic"
            aria-describedby="starting-pair-automatic-hint"
          />
          <div className="grid gap-1">
            <Label htmlFor="starting-pair-automatic">Automatic (default)</Label>
            <p id="starting-pair-automatic-hint" className="text-xs text-muted-foreground">
              The best pair the connections offer: OpenAI and Claude when both have a key, never a demo stand-in beside
              a real model.
            </p>
          </div>
        </div>
        <div className="flex items-start gap-3">
          <RadioGroupItem id="starting-pair-chosen" value="chosen" disabled={!offered && !pair} />
          <Label htmlFor="starting-pair-chosen">These two models</Label>
        </div>
      </RadioGroup>
      {pair && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <PairSideFields
            name="A"
            side={pair.a}
            connections={connections}
            onChange={(a) => group.set('startingPair', { ...pair, a })}
          />
          <PairSideFields
            name="B"
            side={pair.b}
            connections={connections}
            onChange={(b) => group.set('startingPair', { ...pair, b })}
          />
        </div>
      )}
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </SettingsGroup>
  );
}
