import { useLocation } from 'wouter';
import { paths } from '#client/config/paths';
import { PrivacyPage } from '#client/features/legal/components/privacy-page';

/** /privacy: the built-in Privacy Policy, where the server does not send the browser to PRIVACY_URL. */
export default function PrivacyRoute() {
  const [, navigate] = useLocation();
  return <PrivacyPage onBack={() => navigate(paths.home.href())} />;
}
