import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { FullScreenSpinner } from '#client/components/ui/spinner';
import { paths } from '#client/config/paths';
import { useCurrentUser } from '#client/features/auth/api/get-current-user';

/** Route guarding (docs/behaviour.md, Screens and routes): a spinner while the user loads, then the page or /login. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <FullScreenSpinner text="Loading your account..." />;
  if (!user) return <RedirectWithText />;
  return children;
}

/** Admins see the page; other signed-in users go to /, anonymous ones to /login. */
export function AdminRoute({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <FullScreenSpinner text="Loading your account..." />;
  if (!user) return <RedirectWithText />;
  if (!user.isAdmin) return <Redirect to={paths.home.href()} replace />;
  return children;
}

function RedirectWithText() {
  return (
    <>
      <FullScreenSpinner text="Redirecting to login..." />
      <RedirectToLogin />
    </>
  );
}

/** To /login, keeping the address asked for, so that signing in comes back to it. */
export function RedirectToLogin() {
  const [location] = useLocation();
  const search = useSearch();
  return <Redirect to={paths.login.href(location + (search ? `?${search}` : ''))} replace />;
}
