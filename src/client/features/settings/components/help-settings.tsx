import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Label } from '#client/components/ui/label';
import { Switch } from '#client/components/ui/switch';
import { resetDismissedHelp } from '#client/stores/help-preferences';

interface HelpSettingsProps {
  enabled: boolean;
  onEnabledChange(enabled: boolean): void;
  dismissedCount: number;
}

/** "Help Settings": the Help Bubbles switch and bringing dismissed tips back, both applied at once. */
export function HelpSettings({ enabled, onEnabledChange, dismissedCount }: HelpSettingsProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Help Settings</CardTitle>
        <CardDescription>Tips shown next to the main controls of the chat screen.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="flex items-start justify-between gap-4">
          <div className="grid gap-1">
            <Label htmlFor="help-bubbles">Help Bubbles</Label>
            <p id="help-bubbles-description" className="text-sm text-muted-foreground">
              Shows contextual help bubbles throughout the application. Applies at once.
            </p>
          </div>
          <Switch
            id="help-bubbles"
            checked={enabled}
            onCheckedChange={onEnabledChange}
            aria-describedby="help-bubbles-description"
          />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground">
            {dismissedCount === 0
              ? 'No tips dismissed.'
              : `${dismissedCount} ${dismissedCount === 1 ? 'tip' : 'tips'} dismissed.`}
          </p>
          <Button variant="outline" size="sm" disabled={dismissedCount === 0} onClick={resetDismissedHelp}>
            Reset dismissed help
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
