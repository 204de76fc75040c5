import { useLocation } from 'wouter';
import { paths } from '#client/config/paths';
import { useCurrentUser } from '#client/features/auth/api/get-current-user';
import { SettingsPage } from '#client/features/settings/components/settings-page';

/** /settings: the account's settings, behind ProtectedRoute. */
export default function SettingsRoute() {
  const { data: user } = useCurrentUser();
  const [, navigate] = useLocation();
  return <SettingsPage user={user ?? undefined} onBack={() => navigate(paths.home.href())} />;
}
