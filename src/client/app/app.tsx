import { AppErrorBoundary } from '#client/app/app-error-boundary';
import { AppProviders } from '#client/app/providers';
import { AppRouter } from '#client/app/router';

export function App() {
  return (
    <AppErrorBoundary>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </AppErrorBoundary>
  );
}
