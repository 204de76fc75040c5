import { useState } from 'react';
import { useUpdateAdminSettings } from '#client/features/admin/api/update-admin-settings';
import { changedSettings } from '#client/features/admin/utils/changed-settings';
import { toast } from '#client/hooks/use-toast';
import { errorText, FALLBACK_TEXTS } from '#client/lib/error-text';
import type { AdminSettings, SettingName } from '#shared/api/admin-settings';

/**
 * One group of the Settings tab, edited as a draft and saved together: only what changed is sent.
 * The tab gives each group a key made of what is saved, so that a save starts it afresh.
 */
export function useSettingsGroup<K extends SettingName>(saved: Pick<AdminSettings, K>) {
  const [draft, setDraft] = useState(saved);
  const update = useUpdateAdminSettings();
  const changes = changedSettings(saved, draft);

  return {
    draft,
    set: <F extends K>(key: F, value: AdminSettings[F]) => setDraft((current) => ({ ...current, [key]: value })),
    dirty: Object.keys(changes).length > 0,
    pending: update.isPending,
    error: update.isError ? errorText(update.error, 'server-or-error', FALLBACK_TEXTS.tryAgain) : undefined,
    async save(title: string) {
      // The answer replaces what is saved, which remounts this group: only the promise is sure to settle here.
      const saving = update.mutateAsync(changes);
      try {
        await saving;
        toast({ title: 'Settings saved', description: `${title}: in force now, on every server process.` });
      } catch {
        // Shown in the group, from the mutation's state.
      }
    },
  };
}
