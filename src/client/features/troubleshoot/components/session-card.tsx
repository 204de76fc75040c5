import { House, RefreshCw } from 'lucide-react';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { useSessionInfo } from '#client/features/troubleshoot/api/check-session';
import { JsonBlock } from '#client/features/troubleshoot/components/json-block';
import { cn } from '#client/lib/cn';

/** What the server says about this browser's session right now. */
export function SessionCard({ onGoHome }: { onGoHome: () => void }) {
  const session = useSessionInfo();
  const authenticated = session.data?.authenticated === true;
  const details = session.data?.authenticated
    ? session.data.user
    : (session.data ?? { authenticated: false, error: session.error?.message });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Current Session</CardTitle>
        <CardDescription>The user the server sees for this browser's session cookie.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {session.isPending ? (
          <Spinner label="Checking session" />
        ) : (
          <>
            <Badge
              variant="outline"
              className={cn(
                authenticated
                  ? 'border-emerald-600/40 text-emerald-700 dark:text-emerald-400'
                  : 'border-destructive/40 text-destructive',
              )}
            >
              {authenticated ? 'Authenticated' : 'Not Authenticated'}
            </Badge>
            <JsonBlock label="Session details" value={details} />
          </>
        )}
      </CardContent>
      <CardFooter className="flex-wrap">
        <Button variant="outline" onClick={() => session.refetch()} disabled={session.isFetching}>
          <RefreshCw className={cn(session.isFetching && 'animate-spin')} aria-hidden="true" />
          Refresh Session Info
        </Button>
        <Button variant="secondary" onClick={onGoHome}>
          <House aria-hidden="true" />
          Go to Home Page
        </Button>
      </CardFooter>
    </Card>
  );
}
