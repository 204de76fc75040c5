import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { ConnectionMark } from '#client/features/admin/components/connection-mark';
import { formatCost, formatCount, formatLatency } from '#client/features/admin/utils/format-usage';
import type { ConnectionUsage } from '#shared/api/admin-usage';

/** Why the cost is only a floor, or not there at all; nothing when it is whole. */
function costNote({ cost }: ConnectionUsage): string | null {
  if (cost === null) return 'No known price for its models: no cost estimated.';
  if (cost?.partial) return 'Some of its models have no known price: the cost is at least this.';
  return null;
}

/**
 * One card per connection with calls in the period (OpenAI and Claude always): its requests,
 * failures, tokens, mean latency and estimated cost; demo replies apart.
 */
export function ProviderUsageCards({ providers }: { providers: ConnectionUsage[] }) {
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
          ['Estimated cost', formatCost(usage.cost)],
        ] as const;
        const note = costNote(usage);
        return (
          <Card key={usage.provider} role="region" aria-labelledby={titleId} className="gap-3 py-4">
            <CardHeader className="flex-row items-center gap-2 px-4">
              <ConnectionMark kind={usage.kind} />
              <CardTitle id={titleId}>{usage.label}</CardTitle>
              {usage.kind === null && <span className="text-xs text-muted-foreground">No longer configured</span>}
            </CardHeader>
            <CardContent className="grid gap-3 px-4">
              <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
                {figures.map(([label, value]) => (
                  <div key={label} className="grid gap-0.5">
                    <dt className="text-xs text-muted-foreground">{label}</dt>
                    <dd className="text-lg font-semibold tabular-nums">{value}</dd>
                  </div>
                ))}
              </dl>
              {note && <p className="text-xs text-muted-foreground">{note}</p>}
              {usage.demoReplies > 0 && (
                <p className="text-xs text-muted-foreground">
                  Plus {formatCount(usage.demoReplies)} demo {usage.demoReplies === 1 ? 'reply' : 'replies'}, not
                  counted: no API key, so no call to {usage.label}.
                </p>
              )}
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
