import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { AdminRoute, ProtectedRoute } from '#client/app/guards/protected-route';
import { FullScreenSpinner } from '#client/components/ui/spinner';
import { paths } from '#client/config/paths';

// Each route loads its own code, so that the login page does not carry the chat screen.
const ChatRoute = lazy(() => import('#client/app/routes/chat'));
const ProjectRoute = lazy(() => import('#client/app/routes/project'));
const SettingsRoute = lazy(() => import('#client/app/routes/settings'));
const ScoreboardRoute = lazy(() => import('#client/app/routes/scoreboard'));
const AdminDashboardRoute = lazy(() => import('#client/app/routes/admin'));
const LoginRoute = lazy(() => import('#client/app/routes/login'));
const ResetPasswordRoute = lazy(() => import('#client/app/routes/reset-password'));
const TroubleshootRoute = lazy(() => import('#client/app/routes/troubleshoot'));
const PrivacyRoute = lazy(() => import('#client/app/routes/privacy'));
const TermsRoute = lazy(() => import('#client/app/routes/terms'));
const NotFoundRoute = lazy(() => import('#client/app/routes/not-found'));

/** One line per route (docs/behaviour.md, Screens and routes). */
export function AppRouter() {
  return (
    <Suspense fallback={<FullScreenSpinner text="Loading application..." />}>
      <Switch>
        <Route path={paths.home.path} component={ChatRoute} />
        <Route path={paths.conversation.path} component={ChatRoute} />
        <Route path={paths.project.path}>
          <ProtectedRoute>
            <ProjectRoute />
          </ProtectedRoute>
        </Route>
        <Route path={paths.settings.path}>
          <ProtectedRoute>
            <SettingsRoute />
          </ProtectedRoute>
        </Route>
        <Route path={paths.scoreboard.path}>
          <ProtectedRoute>
            <ScoreboardRoute />
          </ProtectedRoute>
        </Route>
        <Route path={paths.admin.path}>
          <AdminRoute>
            <AdminDashboardRoute />
          </AdminRoute>
        </Route>
        <Route path={paths.login.path} component={LoginRoute} />
        <Route path={paths.resetPassword.path} component={ResetPasswordRoute} />
        <Route path={paths.troubleshoot.path} component={TroubleshootRoute} />
        <Route path={paths.privacy.path} component={PrivacyRoute} />
        <Route path={paths.terms.path} component={TermsRoute} />
        <Route component={NotFoundRoute} />
      </Switch>
    </Suspense>
  );
}
