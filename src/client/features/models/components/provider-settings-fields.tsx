import { Label } from '#client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select';
import { Slider } from '#client/components/ui/slider';
import { effectiveSettings, formatTemperature } from '#client/features/models/components/effective-settings';
import { cn } from '#client/lib/cn';
import { type ProviderSettings, updateModelSettings } from '#client/stores/model-settings';
import type { ProviderCatalogue } from '#shared/api/models';

interface ProviderSettingsFieldsProps {
  provider: ProviderCatalogue;
  stored: Partial<ProviderSettings> | undefined;
}

/** One provider's model, temperature and max tokens (SPEC §2, ranges of §9). */
export function ProviderSettingsFields({ provider, stored }: ProviderSettingsFieldsProps) {
  const settings = effectiveSettings(provider, stored);
  const { label } = provider;
  const modelId = `model-settings-${provider.id}-model`;
  const update = (patch: Partial<ProviderSettings>) => updateModelSettings(provider.id, patch);

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 flex items-center gap-2 text-sm font-medium">
        <span aria-hidden className={cn('size-2 rounded-full', provider.id === 'openai' ? 'bg-openai' : 'bg-claude')} />
        {label}
      </legend>
      <div className="grid gap-1.5">
        <Label htmlFor={modelId} className="text-xs text-muted-foreground">
          Model
        </Label>
        <Select value={settings.model} onValueChange={(model) => update({ model })}>
          <SelectTrigger id={modelId} aria-label={`${label} model`} className="h-8 bg-background text-xs">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {provider.models.map((model) => (
              <SelectItem key={model} value={model} className="text-xs">
                {model}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <SliderField
        label="Temperature"
        ariaLabel={`${label} temperature`}
        value={settings.temperature}
        shown={formatTemperature(settings.temperature)}
        min={provider.temperature.min}
        max={provider.temperature.max}
        step={provider.temperature.step}
        onChange={(temperature) => update({ temperature })}
      />
      <SliderField
        label="Max tokens"
        ariaLabel={`${label} max tokens`}
        value={settings.maxTokens}
        shown={String(settings.maxTokens)}
        min={provider.maxTokens.sliderMin}
        max={provider.maxTokens.sliderMax}
        step={provider.maxTokens.sliderStep}
        onChange={(maxTokens) => update({ maxTokens })}
      />
    </fieldset>
  );
}

interface SliderFieldProps {
  label: string;
  ariaLabel: string;
  value: number;
  shown: string;
  min: number;
  max: number;
  step: number;
  onChange(value: number): void;
}

function SliderField({ label, ariaLabel, value, shown, min, max, step, onChange }: SliderFieldProps) {
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between text-xs">
        <span className="text-muted-foreground">{label}</span>
        <output className="font-medium tabular-nums">{shown}</output>
      </div>
      <Slider
        aria-label={ariaLabel}
        value={[value]}
        min={min}
        max={max}
        step={step}
        onValueChange={([next]) => {
          if (next !== undefined) onChange(next);
        }}
      />
    </div>
  );
}
