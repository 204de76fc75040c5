import { type FormEvent, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { useTestLogin } from '#client/features/troubleshoot/api/test-login';
import { JsonBlock } from '#client/features/troubleshoot/components/json-block';
import { ResultStatus } from '#client/features/troubleshoot/components/result-status';
import { toast } from '#client/hooks/use-toast';
import { ApiError } from '#client/lib/api-client';

const TEST_EMAIL = 'test@example.com';

/** What went wrong, as data: the status and the body (parsed when it is JSON). */
function describeFailure(error: Error): unknown {
  if (!(error instanceof ApiError)) return { success: false, error: error.message };
  let body: unknown = error.body;
  try {
    body = JSON.parse(error.body);
  } catch {
    // Not JSON: show the text as it came.
  }
  return { success: false, status: error.status, body };
}

interface TestLoginCardProps {
  onLoggedIn: () => void;
  onCheckSession: () => void;
  checkingSession: boolean;
}

export function TestLoginCard({ onLoggedIn, onCheckSession, checkingSession }: TestLoginCardProps) {
  const [email, setEmail] = useState(TEST_EMAIL);
  const testLogin = useTestLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    testLogin.mutate(email, {
      onSuccess: (result) => {
        toast({ title: 'Test login successful', description: `Logged in as ${result.email}` });
        onLoggedIn();
      },
      onError: (error) => toast({ title: 'Test login failed', description: error.message, variant: 'destructive' }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Test Login</CardTitle>
        <CardDescription>Sign in with an e-mail address alone, when the server allows test logins.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form onSubmit={submit} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="test-login-email">Email</Label>
            <Input
              id="test-login-email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={testLogin.isPending}>
              {testLogin.isPending ? 'Testing...' : 'Test Login'}
            </Button>
            <Button variant="outline" onClick={onCheckSession} disabled={checkingSession}>
              Check Session
            </Button>
          </div>
        </form>
        {testLogin.isSuccess && (
          <div className="grid gap-2">
            <ResultStatus ok>Test login succeeded</ResultStatus>
            <JsonBlock label="Test login result" value={{ success: true, data: testLogin.data }} />
          </div>
        )}
        {testLogin.isError && (
          <div className="grid gap-2">
            <ResultStatus ok={false}>Test login failed</ResultStatus>
            <JsonBlock label="Test login result" value={describeFailure(testLogin.error)} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
