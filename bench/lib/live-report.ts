import type { AppResult } from '#bench/lib/app-bench';
import { mb, ms, ratio, table } from '#bench/lib/format';
import type { LiveResult } from '#bench/lib/live-bench';
import type { ChannelPoint } from '#bench/lib/live-channels';
import type { ChunkLatency } from '#bench/lib/live-latency';
import type { BenchOptions } from '#bench/lib/options';
import type { Percentiles } from '#bench/lib/stats';
import { DELTA_COALESCE_MS } from '#server/ai/reply-stream';
import { LIVE_CHANNELS_PER_USER, LIVE_PING_INTERVAL_MS } from '#shared/api/live';

export interface LiveReport {
  options: BenchOptions;
  relay: LiveResult;
  apps: AppResult[];
  /** Channel counts left out: over this machine's open-file limit. */
  skippedChannels: number[];
}

const kib = (bytes: number) => (Number.isFinite(bytes) ? (bytes / 1024).toFixed(1) : '—');

function latencyRows(
  label: string,
  figures: Percentiles,
  base: Percentiles | undefined,
  intervalMs: number,
  lost = '',
) {
  return [
    label,
    `${intervalMs} ms`,
    String(figures.count),
    ms(figures.p50),
    ratio(figures.p50, base?.p50),
    ms(figures.p99),
    ratio(figures.p99, base?.p99),
    ms(figures.max),
    lost,
  ];
}

function latencyTable({ relay, apps }: LiveReport): string {
  const rows = relay.latency.flatMap((base: ChunkLatency) => {
    const same = (latency: ChunkLatency[]) => latency.find((one) => one.intervalMs === base.intervalMs);
    return [
      latencyRows('Relay (node:http)', base.local, base.local, base.intervalMs, String(base.lost)),
      ...apps.flatMap(({ database, live }) => {
        const figures = same(live.latency);
        if (!figures) return [];
        const local = latencyRows(database, figures.local, base.local, base.intervalMs, String(figures.lost));
        if (!figures.remote) return [local];
        local[0] = `${database}, same process`;
        const lost = String(figures.remoteLost ?? 0);
        return [local, latencyRows(`${database}, other process`, figures.remote, base.local, base.intervalMs, lost)];
      }),
    ];
  });
  return table(
    ['Server', 'Chunks every', 'Chunks', 'p50 ms', '× relay p50', 'p99 ms', '× relay p99', 'max ms', 'Lost'],
    rows,
  );
}

function channelRow(label: string, point: ChannelPoint, base: ChannelPoint | undefined): string[] {
  const { burst } = point;
  return [
    label,
    point.connections.toLocaleString('en'),
    `${point.openS.toFixed(1)} (${ratio(point.openS, base?.openS)})`,
    String(point.refused),
    mb(point.rssBytes),
    `${kib(point.rssPerConnBytes)} (${ratio(point.rssPerConnBytes, base?.rssPerConnBytes)})`,
    `${ms(point.broadcastMs)} (${ratio(point.broadcastMs, base?.broadcastMs)})`,
    String(point.broadcastMissed),
    burst ? `${burst.events} / ${ms(burst.totalMs)} / ${ms(burst.perEventSpreadP99Ms)}` : '—',
    burst ? String(burst.missed) : '—',
    String(point.dropped),
  ];
}

function channelsTable({ relay, apps }: LiveReport): string {
  const base = (connections: number) => relay.channels.find((point) => point.connections === connections);
  const rows = [
    ...relay.channels.map((point) => channelRow('Relay (node:http)', point, point)),
    ...apps.flatMap(({ database, live }) =>
      live.channels.map((point) => channelRow(database, point, base(point.connections))),
    ),
  ];
  return table(
    [
      'Server',
      'Streams',
      'Opened in s (× relay)',
      'Refused',
      'RSS MB',
      'RSS per stream KiB (× relay)',
      'One event to all ms (× relay)',
      'Missed',
      'Burst: events / first POST → last read ms / per-event spread p99 ms',
      'Burst missed',
      'Dropped',
    ],
    rows,
  );
}

export function liveSections(report: LiveReport): string {
  const { options, skippedChannels } = report;
  const skipped = skippedChannels.map(
    (count) => `> **${count.toLocaleString('en')} streams skipped**: over this machine's open-file limit.`,
  );
  return [
    '## Live replies: provider chunk → event read by the client',
    `A fake OpenAI streams numbered chunks and notes when it writes each; a client of the conversation's live ` +
      `channel notes when it reads the event holding it. ${options.liveChunks} chunks per spacing, in replies of ` +
      'up to 100, one at a time. The relay is bare node:http doing the same: it reads the provider stream and ' +
      'writes each chunk to its client as an event. At 30 ms the server sends each chunk at once; at 5 ms it ' +
      `coalesces them (at most one delta every ${DELTA_COALESCE_MS} ms per reply), which the relay does not. On PostgreSQL a second ` +
      'process watches too: its events come through LISTEN/NOTIFY.',
    latencyTable(report),
    '## Live channels held by one process',
    `${LIVE_CHANNELS_PER_USER} streams per user (the per-user cap), each user on their own conversation. ` +
      'RSS per stream: (RSS with the streams − RSS idle) ÷ streams, both after a full garbage collection. ' +
      `One event to all: the server's ping (every ${LIVE_PING_INTERVAL_MS / 1000} s; the relay's on request), from ` +
      'the first client reading it to the last. All the clients are one process (this one): the relay figure is ' +
      "also the clients' own limit. Burst: every user posts one message at once; one `message` event per user " +
      "reaches that user's streams. Dropped: streams the server ended while they were held.",
    ...(skipped.length > 0 ? [skipped.join('\n')] : []),
    channelsTable(report),
  ].join('\n\n');
}
