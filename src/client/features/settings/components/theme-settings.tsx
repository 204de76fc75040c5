import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Label } from '#client/components/ui/label';
import { RadioGroup, RadioGroupItem } from '#client/components/ui/radio-group';
import { useTheme } from '#client/hooks/use-theme';
import { isThemeChoice, setThemeChoice, THEME_CHOICES, type ThemeChoice } from '#client/lib/theme';

const LABELS: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

/**
 * "Theme": System (the default, following the device), Light or Dark, for this browser. Applied at
 * once, outside "Save Preferences": a look is judged by seeing it, and nothing is lost by trying.
 */
export function ThemeSettings() {
  const { choice, theme } = useTheme();
  return (
    <Card>
      <CardHeader>
        <CardTitle id="theme-heading">Theme</CardTitle>
        <CardDescription id="theme-description">
          How Pairwise looks in this browser. System follows your device's light or dark setting. Applies at once.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <RadioGroup
          value={choice}
          onValueChange={(value) => isThemeChoice(value) && setThemeChoice(value)}
          aria-labelledby="theme-heading"
          aria-describedby="theme-description"
        >
          {THEME_CHOICES.map((option) => (
            <div key={option} className="flex items-center gap-3">
              <RadioGroupItem
                id={`theme-${option}`}
                value={option}
                aria-describedby={option === 'system' ? 'theme-system-now' : undefined}
              />
              <Label htmlFor={`theme-${option}`} className="font-normal">
                {LABELS[option]}
              </Label>
              {/* Outside the label, so that the option's name stays "System" as the device changes. */}
              {option === 'system' && (
                <span id="theme-system-now" className="text-sm text-muted-foreground">
                  (now {theme})
                </span>
              )}
            </div>
          ))}
        </RadioGroup>
      </CardContent>
    </Card>
  );
}
