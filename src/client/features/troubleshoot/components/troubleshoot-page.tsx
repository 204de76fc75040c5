import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { paths } from '#client/config/paths';
import { useCheckSession } from '#client/features/troubleshoot/api/check-session';
import { SessionCard } from '#client/features/troubleshoot/components/session-card';
import { TestLoginCard } from '#client/features/troubleshoot/components/test-login-card';

// docs/behaviour.md, Constants and limits: the session is checked automatically one second after a test login.
const SESSION_CHECK_DELAY_MS = 1000;

/** docs/behaviour.md, Troubleshoot: a test login, an explicit session check and the current session. */
export function TroubleshootPage() {
  const [, navigate] = useLocation();
  const checkSession = useCheckSession();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const scheduleCheck = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => checkSession.mutate(), SESSION_CHECK_DELAY_MS);
  };

  return (
    <div className="min-h-dvh bg-muted/30">
      <main className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <header className="grid gap-2">
          <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
            <ShieldCheck className="size-7 shrink-0" aria-hidden="true" />
            Authentication Troubleshooting
          </h1>
          <p className="text-sm text-muted-foreground">
            Sign in with a test address and check that the session cookie reaches the server.
          </p>
        </header>
        <div className="grid items-start gap-6 md:grid-cols-2">
          <TestLoginCard
            onLoggedIn={scheduleCheck}
            onCheckSession={() => checkSession.mutate()}
            checkingSession={checkSession.isPending}
          />
          <SessionCard onGoHome={() => navigate(paths.home.href())} />
        </div>
      </main>
    </div>
  );
}
