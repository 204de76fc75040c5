import { Switch } from '#client/components/ui/switch';
import { SettingRow, settingDescription } from '#client/features/admin/components/setting-row';
import { SettingsGroup } from '#client/features/admin/components/settings-group';
import { useSettingsGroup } from '#client/features/admin/hooks/use-settings-group';
import type { AdminSettingsResponse } from '#shared/api/admin-settings';

const TITLE = 'Sign-up';
const onOff = (on: boolean) => (on ? 'on' : 'off');

/** Whether anyone may create an account, with a password and with Google. */
export function SignUpSettings({ settings }: { settings: AdminSettingsResponse }) {
  const { saved, defaults, signIn } = settings;
  const group = useSettingsGroup({ passwordSignUp: saved.passwordSignUp, googleSignUp: saved.googleSignUp });
  const rows = [
    {
      key: 'passwordSignUp' as const,
      id: 'setting-password-sign-up',
      label: 'Anyone may sign up with a password',
      hint: signIn.password
        ? 'Off, the login page offers sign-in only.'
        : 'Password sign-in is off on this server (ENABLE_PASSWORD_LOGIN): nobody can sign up with a password.',
    },
    {
      key: 'googleSignUp' as const,
      id: 'setting-google-sign-up',
      label: 'A new Google account makes an account',
      hint: signIn.google
        ? 'Off, only people who already have an account sign in with Google.'
        : 'Google sign-in is not configured on this server (GOOGLE_CLIENT_ID).',
    },
  ];
  return (
    <SettingsGroup
      title={TITLE}
      description="Off, sign-up is refused, but admins still add users, and the first admin's setup link still works."
      canSave={group.dirty}
      pending={group.pending}
      error={group.error}
      onSave={() => void group.save(TITLE)}
    >
      {rows.map(({ key, id, label, hint }) => (
        <SettingRow
          key={key}
          id={id}
          label={label}
          hint={hint}
          defaultText={onOff(defaults[key])}
          isDefault={group.draft[key] === null}
          onUseDefault={() => group.set(key, null)}
        >
          <Switch
            id={id}
            checked={group.draft[key] ?? defaults[key]}
            onCheckedChange={(checked) => group.set(key, checked)}
            aria-describedby={settingDescription(id, { hint })}
          />
        </SettingRow>
      ))}
    </SettingsGroup>
  );
}
