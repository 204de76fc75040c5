import { useLocation } from 'wouter';
import { paths } from '#client/config/paths';
import { TermsPage } from '#client/features/legal/components/terms-page';

/** /terms: the built-in Terms and Conditions, where the server does not send the browser to TERMS_URL. */
export default function TermsRoute() {
  const [, navigate] = useLocation();
  return <TermsPage onBack={() => navigate(paths.home.href())} />;
}
