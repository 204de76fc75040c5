import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
// The sidebar's own slider and format (docs/behaviour.md, Sidebar): one way to show a setting.
import { SliderField } from '#client/components/slider-field';
import { Button } from '#client/components/ui/button';
import { modelOnly, type PairSide } from '#client/features/chat/compose/utils/pair';
import { formatTemperature } from '#client/lib/format-temperature';
import type { ProviderCatalogue } from '#shared/api/models';

export interface SideSettingsProps {
  /** The side's connection as GET /api/models lists it: its scales and defaults. */
  connection: ProviderCatalogue;
  side: PairSide;
  /** The model's readable name ("GPT-4o"), which names the sliders. */
  name: string;
  /** A setting chosen (a drag or key press over), or both back to the connection's defaults. */
  onChange(side: PairSide): void;
}

/**
 * One side's temperature and max tokens on its connection's own scale (Claude's 0–1, OpenAI's and
 * Gemini's 0–2), as the sidebar shows them; a model that takes no temperature has its slider off.
 * Loaded as the side's settings first open, with Radix's slider.
 */
export function SideSettings({ connection, side, name, onChange }: SideSettingsProps) {
  const [shown, setShown] = useState(side);
  const { temperature, maxTokens } = connection;
  const takesTemperature = connection.capabilities[side.model]?.temperature ?? true;
  const temperatureValue = shown.temperature ?? temperature.default;
  const maxTokensValue = shown.maxTokens ?? maxTokens.default;
  const own = shown.temperature !== undefined || shown.maxTokens !== undefined;
  // A drag is shown as it goes and chosen when it ends.
  const set = (patch: Partial<PairSide>, chosen: boolean) => {
    const next = { ...shown, ...patch };
    setShown(next);
    if (chosen) onChange(next);
  };

  return (
    <div className="grid gap-4">
      <p className="text-sm font-medium">
        {connection.label} · {name}
      </p>
      <SliderField
        label="Temperature"
        ariaLabel={`${name} temperature`}
        value={temperatureValue}
        shown={formatTemperature(temperatureValue)}
        min={temperature.min}
        max={temperature.max}
        step={temperature.step}
        disabledNote={takesTemperature ? undefined : 'This model sets its own temperature.'}
        onChange={(value) => set({ temperature: value }, false)}
        onCommit={(value) => set({ temperature: value }, true)}
      />
      <SliderField
        label="Max tokens"
        ariaLabel={`${name} max tokens`}
        value={maxTokensValue}
        shown={String(maxTokensValue)}
        min={maxTokens.sliderMin}
        max={maxTokens.sliderMax}
        step={maxTokens.sliderStep}
        onChange={(value) => set({ maxTokens: value }, false)}
        onCommit={(value) => set({ maxTokens: value }, true)}
      />
      <p className="text-xs text-muted-foreground">
        {connection.label} takes temperatures from {formatTemperature(temperature.min)} to{' '}
        {formatTemperature(temperature.max)}. {own ? 'Set for this side.' : "The connection's defaults."}
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={!own}
        className="justify-self-end"
        onClick={() => {
          const next = modelOnly(shown);
          setShown(next);
          onChange(next);
        }}
      >
        <RotateCcw aria-hidden="true" />
        Reset
      </Button>
    </div>
  );
}
