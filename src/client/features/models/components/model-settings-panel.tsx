import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { HelpBubble } from '#client/components/help-bubble';
import { Spinner } from '#client/components/ui/spinner';
import { useCarryOverLegacySettings } from '#client/features/models/hooks/use-carry-over-legacy-settings';
import { cn } from '#client/lib/cn';
import { useModelSettings } from '#client/stores/model-settings';
import type { PairCatalogue } from '#shared/api/models';

// The fields (and Radix's select) load as the panel first opens, not with the chat screen, which
// keeps within its budget (decision 006).
const ProviderSettingsFields = lazy(() =>
  import('#client/features/models/components/provider-settings-fields').then((module) => ({
    default: module.ProviderSettingsFields,
  })),
);

interface ModelSettingsPanelProps {
  providers: readonly PairCatalogue[];
  /** The catalogue could not be loaded. */
  isError?: boolean;
}

/** The sidebar's collapsible "Model Settings": per provider a model, temperature and max tokens. */
export function ModelSettingsPanel({ providers, isError = false }: ModelSettingsPanelProps) {
  const [open, setOpen] = useState(false);
  const settings = useModelSettings();
  useCarryOverLegacySettings();
  const contentId = useId();

  return (
    <section className="rounded-lg border bg-background/60">
      <div className="flex items-center gap-1 pr-1">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((value) => !value)}
          className="flex min-w-0 flex-1 items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <SlidersHorizontal aria-hidden className="size-4 text-muted-foreground" />
          Model Settings
          <ChevronDown
            aria-hidden
            className={cn('ml-auto size-4 text-muted-foreground transition-transform', open && 'rotate-180')}
          />
        </button>
        <HelpBubble
          id="model-settings"
          topic="tuning replies"
          title="Tuning replies"
          text="Choose each provider's model, its temperature (higher gives more varied answers) and max tokens (the longest reply). Saved to your account."
        />
      </div>
      {open && (
        <div id={contentId} className="grid gap-5 border-t px-3 pt-3 pb-4">
          {providers.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              {isError ? 'Model settings are unavailable right now.' : 'Loading models...'}
            </p>
          ) : (
            <Suspense fallback={<Spinner className="mx-auto" />}>
              {providers.map((provider) => (
                <ProviderSettingsFields key={provider.id} provider={provider} stored={settings[provider.id]} />
              ))}
            </Suspense>
          )}
        </div>
      )}
    </section>
  );
}
