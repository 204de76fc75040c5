import { useState } from 'react';
import { Spinner } from '#client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { DataSettings } from '#client/features/settings/components/data-settings';
import { FilesSettings } from '#client/features/settings/components/files-settings';
import { PasswordForm } from '#client/features/settings/components/password-form';
import { PreferencesForm } from '#client/features/settings/components/preferences-form';
import { ProfileForm } from '#client/features/settings/components/profile-form';
import { ScoreboardSettings } from '#client/features/settings/components/scoreboard-settings';
import { SettingsHeader } from '#client/features/settings/components/settings-header';
import { UnsavedChangesDialog } from '#client/features/settings/components/unsaved-changes-dialog';
import { useLeaveGuard } from '#client/features/settings/hooks/use-leave-guard';
import type { PublicUser } from '#shared/api/users';

interface SettingsPageProps {
  /** Undefined while the user loads. */
  user: PublicUser | undefined;
  onBack(): void;
}

/**
 * Settings at /settings (docs/behaviour.md, Settings): Profile, Password and Preferences tabs, the
 * user's Files, Scoreboard and Data.
 */
export function SettingsPage({ user, onBack }: SettingsPageProps) {
  const [tab, setTab] = useState('profile');
  // Unsaved preferences: leaving the tab (which unmounts it) or the page asks first.
  const [dirty, setDirty] = useState(false);
  const leave = useLeaveGuard(dirty);

  return (
    <div className="min-h-dvh bg-muted/40">
      <SettingsHeader onBack={() => leave.guard(onBack)} />
      <UnsavedChangesDialog open={leave.asking} onLeave={leave.confirm} onStay={leave.cancel} />
      <main className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
        {user ? (
          <Tabs value={tab} onValueChange={(next) => leave.guard(() => setTab(next))} className="grid gap-4">
            {/* Six tabs do not fit in one row on a phone: they wrap rather than widen the page. */}
            <TabsList className="h-auto w-full flex-wrap sm:w-fit [&>button]:h-8">
              <TabsTrigger value="profile">Profile</TabsTrigger>
              <TabsTrigger value="password">Password</TabsTrigger>
              <TabsTrigger value="preferences">Preferences</TabsTrigger>
              <TabsTrigger value="files">Files</TabsTrigger>
              <TabsTrigger value="scoreboard">Scoreboard</TabsTrigger>
              <TabsTrigger value="data">Data</TabsTrigger>
            </TabsList>
            <TabsContent value="profile">
              <ProfileForm user={user} />
            </TabsContent>
            <TabsContent value="password">
              {/* A new form once the account has a password, with the current-password field. */}
              <PasswordForm key={String(user.hasPassword)} user={user} />
            </TabsContent>
            <TabsContent value="preferences">
              <PreferencesForm user={user} onDirtyChange={setDirty} />
            </TabsContent>
            <TabsContent value="files">
              <FilesSettings />
            </TabsContent>
            <TabsContent value="scoreboard">
              <ScoreboardSettings />
            </TabsContent>
            <TabsContent value="data">
              <DataSettings />
            </TabsContent>
          </Tabs>
        ) : (
          <Spinner className="mx-auto my-12 size-8" label="Loading your settings" />
        )}
      </main>
    </div>
  );
}
