import { AppProviders } from '#client/app/providers';
import { AppRouter } from '#client/app/router';

export function App() {
  return (
    <AppProviders>
      <AppRouter />
    </AppProviders>
  );
}
