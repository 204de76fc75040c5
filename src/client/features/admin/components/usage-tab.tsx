import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select';
import { Spinner } from '#client/components/ui/spinner';
import { useAdminUsage } from '#client/features/admin/api/get-admin-usage';
import { ProviderUsageCards } from '#client/features/admin/components/provider-usage-cards';
import { UserUsageTable } from '#client/features/admin/components/user-usage-table';
import { errorText, FALLBACK_TEXTS } from '#client/lib/error-text';
import { USAGE_DEFAULT_DAYS } from '#shared/constants';
import { PRICES_TAKEN_ON } from '#shared/model-capabilities';

const PERIODS = [7, USAGE_DEFAULT_DAYS, 90] as const;
const PRICES_DATE = new Date(`${PRICES_TAKEN_ON}T00:00:00Z`).toLocaleDateString('en-US', {
  dateStyle: 'long',
  timeZone: 'UTC',
});

/** Provider calls recorded with the replies: requests, failures, tokens, latency and cost per connection and user. */
export function UsageTab() {
  const [days, setDays] = useState<number>(USAGE_DEFAULT_DAYS);
  const usage = useAdminUsage(days);

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Calls to each connection, counted from the replies they produced. Costs are estimates at the providers' prices
          of {PRICES_DATE}.
        </p>
        <Select value={String(days)} onValueChange={(value) => setDays(Number(value))}>
          <SelectTrigger aria-label="Period" className="sm:w-40">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {PERIODS.map((period) => (
              <SelectItem key={period} value={String(period)}>
                Last {period} days
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {usage.isPending ? (
        <Spinner className="mx-auto my-10" label="Loading usage" />
      ) : usage.isError ? (
        <p role="alert" className="py-6 text-center text-sm text-destructive">
          Error loading usage: {errorText(usage.error, 'server-or-error', FALLBACK_TEXTS.tryAgain)}
        </p>
      ) : (
        <>
          <ProviderUsageCards providers={usage.data.providers} />
          <Card className="gap-4 py-4 sm:py-6">
            <CardHeader className="px-4 sm:px-6">
              <CardTitle>Usage by user</CardTitle>
              <CardDescription>Most requests first.</CardDescription>
            </CardHeader>
            <CardContent className="px-4 sm:px-6">
              {usage.data.totalUsers === 0 ? (
                <p className="py-6 text-center text-sm text-muted-foreground">
                  No API calls in the last {usage.data.days} days
                </p>
              ) : (
                <UserUsageTable
                  users={usage.data.users}
                  totalUsers={usage.data.totalUsers}
                  providers={usage.data.providers}
                />
              )}
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
