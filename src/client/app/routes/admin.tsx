import { useLocation } from 'wouter';
import { TooltipProvider } from '#client/components/ui/tooltip';
import { paths } from '#client/config/paths';
import { AdminDashboard } from '#client/features/admin/components/admin-dashboard';
import { useCurrentUser } from '#client/features/auth/api/get-current-user';

export default function AdminRoute() {
  const [, navigate] = useLocation();
  const { data: user } = useCurrentUser();
  return (
    <TooltipProvider>
      <AdminDashboard currentUserId={user?.id} onBack={() => navigate(paths.home.href())} />
    </TooltipProvider>
  );
}
