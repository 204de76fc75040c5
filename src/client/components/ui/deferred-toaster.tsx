import { useEffect, useSyncExternalStore } from 'react';
import { useToasts } from '#client/hooks/use-toast';
import { onDemand, preload } from '#client/lib/on-demand';

// Radix's Toast (ui/toaster) weighs on every screen's first load, and a toast follows an action,
// not a screen's opening: it is fetched with the first one (decision 050).
const toaster = onDemand(() => import('#client/components/ui/toaster'));

/** The app's toaster, from its first toast on. */
export function DeferredToaster() {
  const wanted = useToasts().length > 0;
  const loaded = useSyncExternalStore(toaster.subscribe, toaster.current);
  useEffect(() => {
    if (wanted) preload(toaster);
  }, [wanted]);
  return loaded ? <loaded.Toaster /> : null;
}
