import { TroubleshootPage } from '#client/features/troubleshoot/components/troubleshoot-page';

export default function TroubleshootRoute() {
  return <TroubleshootPage />;
}
