import { QueryContent } from '#client/components/query-content';
import { useAdminSettings } from '#client/features/admin/api/get-admin-settings';
import { LimitSettings } from '#client/features/admin/components/limit-settings';
import { SignUpSettings } from '#client/features/admin/components/sign-up-settings';
import { StartingPairSettings } from '#client/features/admin/components/starting-pair-settings';
import type { AdminSettings } from '#shared/api/admin-settings';

/** A group's key: what is saved of it, so that a save (here or by another admin) starts its form afresh. */
const savedKey = (saved: AdminSettings, keys: (keyof AdminSettings)[]) => JSON.stringify(keys.map((key) => saved[key]));

/**
 * The Settings tab (docs/behaviour.md, Admin dashboard): sign-up, the starting pair and the limits per
 * user, each group saved on its own and in force at once on every process; each setting shows the
 * environment's default and can go back to it.
 */
export function SettingsTab() {
  const settings = useAdminSettings();
  return (
    <QueryContent query={settings} loadingLabel="Loading settings" what="the settings">
      {(data) => (
        <div className="grid grid-cols-1 gap-4">
          <p className="text-sm text-muted-foreground">
            Saved in the database and in force at once on every server process. Where nothing is set here, the server's
            environment variables decide.
            {data.updatedAt && ` Last saved ${new Date(data.updatedAt).toLocaleString()}.`}
          </p>
          <SignUpSettings key={savedKey(data.saved, ['passwordSignUp', 'googleSignUp'])} settings={data} />
          <StartingPairSettings key={savedKey(data.saved, ['startingPair'])} settings={data} />
          <LimitSettings
            key={savedKey(data.saved, [
              'chatRequestsPerMinute',
              'uploadsPerMinute',
              'uploadStorageMb',
              'messageStorageMb',
            ])}
            settings={data}
          />
        </div>
      )}
    </QueryContent>
  );
}
