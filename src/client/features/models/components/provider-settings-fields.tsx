import { lazy, Suspense } from 'react';
import { Label } from '#client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select';
import { effectiveSettings } from '#client/features/models/components/effective-settings';
import { useModelSettingsEditor } from '#client/features/models/hooks/use-model-settings-editor';
import { cn } from '#client/lib/cn';
import { formatTemperature } from '#client/lib/format-temperature';
import type { ProviderSettings } from '#client/stores/model-settings';
import type { PairCatalogue } from '#shared/api/models';

// Radix's slider loads as the panel first opens, not with the chat screen, which keeps within its
// budget (decision 006). The model's select stays: other screens share its chunk.
const SliderField = lazy(() =>
  import('#client/components/slider-field').then((module) => ({ default: module.SliderField })),
);

interface ProviderSettingsFieldsProps {
  provider: PairCatalogue;
  stored: Partial<ProviderSettings> | undefined;
}

/** One provider's model, temperature and max tokens (docs/behaviour.md, Sidebar; Constants and limits). */
export function ProviderSettingsFields({ provider, stored }: ProviderSettingsFieldsProps) {
  const settings = effectiveSettings(provider, stored);
  const { label } = provider;
  const modelId = `model-settings-${provider.id}-model`;
  const editor = useModelSettingsEditor();
  const preview = (patch: Partial<ProviderSettings>) => editor.preview(provider.id, patch);
  const commit = (patch: Partial<ProviderSettings>) => editor.commit(provider.id, patch);
  const nameOf = (model: string) => provider.modelNames[model] ?? model;
  // A reasoning model is sent no temperature: the slider keeps the person's value for other models.
  const takesTemperature = provider.capabilities[settings.model]?.temperature ?? true;

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
        <Select value={settings.model} onValueChange={(model) => commit({ model })}>
          {/* Readable names shown; the id, which the provider is asked with, in the tooltip. */}
          <SelectTrigger
            id={modelId}
            aria-label={`${label} model`}
            title={settings.model}
            className="h-8 bg-background text-xs"
          >
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {provider.models.map((model) => (
              <SelectItem key={model} value={model} title={model} className="text-xs">
                {nameOf(model)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Suspense fallback={null}>
        <SliderField
          label="Temperature"
          ariaLabel={`${label} temperature`}
          value={settings.temperature}
          shown={formatTemperature(settings.temperature)}
          min={provider.temperature.min}
          max={provider.temperature.max}
          step={provider.temperature.step}
          disabledNote={takesTemperature ? undefined : 'This model sets its own temperature.'}
          onChange={(temperature) => preview({ temperature })}
          onCommit={(temperature) => commit({ temperature })}
        />
        <SliderField
          label="Max tokens"
          ariaLabel={`${label} max tokens`}
          value={settings.maxTokens}
          shown={String(settings.maxTokens)}
          min={provider.maxTokens.sliderMin}
          max={provider.maxTokens.sliderMax}
          step={provider.maxTokens.sliderStep}
          onChange={(maxTokens) => preview({ maxTokens })}
          onCommit={(maxTokens) => commit({ maxTokens })}
        />
      </Suspense>
    </fieldset>
  );
}
