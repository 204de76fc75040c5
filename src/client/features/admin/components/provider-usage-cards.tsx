import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { formatCount, formatLatency } from '#client/features/admin/utils/format-usage';
import type { ProviderUsage } from '#shared/api/admin-usage';
import { PROVIDER_LABELS } from '#shared/models';

/** One card per provider: its requests, failures, tokens and mean latency in the period; demo replies apart. */
export function ProviderUsageCards({ providers }: { providers: ProviderUsage[] }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {providers.map((usage) => {
        const titleId = `usage-${usage.provider}-title`;
        const figures = [
          ['Requests', formatCount(usage.requests)],
          ['Failed', formatCount(usage.failed)],
          ['Average latency', formatLatency(usage.averageLatencyMs)],
          ['Input tokens', formatCount(usage.inputTokens)],
          ['Output tokens', formatCount(usage.outputTokens)],
        ] as const;
        return (
          <Card key={usage.provider} role="region" aria-labelledby={titleId} className="gap-3 py-4">
            <CardHeader className="px-4">
              <CardTitle id={titleId}>{PROVIDER_LABELS[usage.provider]}</CardTitle>
            </CardHeader>
            <CardContent className="px-4">
              <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
                {figures.map(([label, value]) => (
                  <div key={label} className="grid gap-0.5">
                    <dt className="text-xs text-muted-foreground">{label}</dt>
                    <dd className="text-lg font-semibold tabular-nums">{value}</dd>
                  </div>
                ))}
              </dl>
              {usage.demoReplies > 0 && (
                <p className="mt-3 text-xs text-muted-foreground">
                  Plus {formatCount(usage.demoReplies)} demo {usage.demoReplies === 1 ? 'reply' : 'replies'}, not
                  counted: no API key, so no call to {PROVIDER_LABELS[usage.provider]}.
                </p>
              )}
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
