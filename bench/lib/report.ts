import type { AppResult } from '#bench/lib/app-bench';
import type { BaselineResult, PointResult } from '#bench/lib/baseline-bench';
import { PACED_CHAT_RATE } from '#bench/lib/chat';
import { loadErrors, mb, ms, pct, ratio, rps, table } from '#bench/lib/format';
import { historySections } from '#bench/lib/history-report';
import type { LiveResult } from '#bench/lib/live-bench';
import { liveSections } from '#bench/lib/live-report';
import { problemsText } from '#bench/lib/log-problems';
import type { BenchOptions } from '#bench/lib/options';

export interface ServerReport {
  options: BenchOptions;
  /** Before and after averaged: what the ratios divide by. */
  baseline: BaselineResult;
  baselineRuns: [BaselineResult, BaselineResult];
  /** The live figures' baseline: a bare node:http relay and holder of event streams. */
  relay: LiveResult;
  apps: AppResult[];
  skipped: string[];
  skippedChannels: number[];
}

const loopDelayP99 = (point: PointResult) => ms(point.server.eventLoopDelay.p99Ms);

const loopDelay = (point: PointResult) => {
  const { p50Ms, p99Ms, maxMs } = point.server.eventLoopDelay;
  return `${ms(p50Ms)} / ${ms(p99Ms)} / ${ms(maxMs)}`;
};

function baselineTable({ baseline, baselineRuns: [before, after] }: ServerReport): string {
  const both = (pick: (point: PointResult) => string, connections: number) => {
    const first = before.points.get(connections);
    const second = after.points.get(connections);
    return `${first ? pick(first) : '—'} / ${second ? pick(second) : '—'}`;
  };
  const rows = [...baseline.points].map(([connections, combined]) => [
    String(connections),
    `**${rps(combined.load.requestsPerSecond)}**`,
    both((point) => rps(point.load.requestsPerSecond), connections),
    `**${ms(combined.load.p50Ms)}**`,
    both((point) => ms(point.load.p50Ms), connections),
    both((point) => ms(point.load.p99Ms), connections),
    String(combined.load.errors),
    both(loopDelayP99, connections),
    both((point) => pct(point.server.cpuPercent), connections),
    both((point) => pct(point.load.generatorCpuPercent), connections),
  ]);
  return table(
    [
      'Connections',
      'req/s (mean)',
      'req/s before / after',
      'p50 ms (mean)',
      'p50 ms before / after',
      'p99 ms before / after',
      'Errors',
      'Loop delay p99 ms',
      'Server CPU',
      'Generator CPU',
    ],
    rows,
  );
}

function errorText(point: PointResult): string {
  return loadErrors(point.load);
}

function pollingTable({ baseline, apps }: ServerReport): string {
  const rows = apps.flatMap((app) =>
    [...app.polling].map(([connections, point]) => {
      const base = baseline.points.get(connections)?.load;
      return [
        app.database,
        String(connections),
        rps(point.load.requestsPerSecond),
        ratio(point.load.requestsPerSecond, base?.requestsPerSecond),
        ms(point.load.p50Ms),
        ratio(point.load.p50Ms, base?.p50Ms),
        ms(point.load.p99Ms),
        errorText(point),
        (point.load.ok / connections).toFixed(1),
        loopDelay(point),
        pct(point.server.cpuPercent),
        mb(point.server.peakRssBytes),
      ];
    }),
  );
  return table(
    [
      'Database',
      'Conns',
      'req/s',
      '× baseline req/s',
      'p50 ms',
      '× baseline p50',
      'p99 ms',
      'Errors',
      'Answers per conn',
      'Loop delay p50/p99/max ms',
      'Server CPU',
      'RSS peak MB',
    ],
    rows,
  );
}

function chatTable({ baseline, apps, options }: ServerReport): string {
  const base = baseline.points.get(options.chatConnections)?.load;
  const sequential = baseline.points.get(1)?.load;
  const rows = apps.map(({ database, chat }) => [
    database,
    `${rps(chat.post.load.requestsPerSecond)} (${ratio(chat.post.load.requestsPerSecond, base?.requestsPerSecond)})`,
    `${ms(chat.post.load.p50Ms)} (${ratio(chat.post.load.p50Ms, base?.p50Ms)})`,
    `${ms(chat.post.load.p95Ms)} (${ratio(chat.post.load.p95Ms, base?.p95Ms)})`,
    ms(chat.post.load.p99Ms),
    errorText(chat.post),
    `${ms(chat.paced.load.p50Ms)} / ${ms(chat.paced.load.p95Ms)} / ${ms(chat.paced.load.p99Ms)}${chat.paced.load.errors > 0 ? ` (${errorText(chat.paced)} errors)` : ''}`,
    chat.backlogDrainS === null ? 'not within 120 s' : `${chat.backlogDrainS.toFixed(1)} s`,
    `${ms(chat.answerToReadable.p50)} (${ratio(chat.answerToReadable.p50, sequential?.p50Ms)}) / ${ms(chat.answerToReadable.max)}`,
    `${ms(chat.postToBothReadable.p50)} (${ratio(chat.postToBothReadable.p50, sequential?.p50Ms)}) / ${ms(chat.postToBothReadable.max)}`,
    ms(chat.pollRoundTrip.p50),
  ]);
  return table(
    [
      'Database',
      `POST req/s (× baseline, ${options.chatConnections} conns)`,
      'POST p50 ms (× baseline p50)',
      'POST p95 ms (× baseline p95)',
      'POST p99 ms',
      'Errors',
      `POST p50 / p95 / p99 ms at ${PACED_CHAT_RATE}/s`,
      'Reply queue drained after load',
      'Answer → readable p50 (× baseline 1-conn p50) / max ms',
      'POST → both replies readable p50 (×) / max ms',
      '/updates round trip p50 ms',
    ],
    rows,
  );
}

function memoryTable({ baseline, apps }: ServerReport): string {
  const peak = (points: Iterable<PointResult>) => Math.max(...[...points].map((point) => point.server.peakRssBytes));
  const basePeak = peak(baseline.points.values());
  const rows = [
    ['Baseline (node:http)', mb(baseline.idleRssBytes), '1.00×', mb(basePeak), '1.00×'],
    ...apps.map((app) => {
      const appPeak = peak(app.polling.values());
      return [
        app.database,
        mb(app.idleRssBytes),
        ratio(app.idleRssBytes, baseline.idleRssBytes),
        mb(appPeak),
        ratio(appPeak, basePeak),
      ];
    }),
  ];
  return table(['Server', 'RSS idle MB', '× baseline', 'RSS peak under polling MB', '× baseline'], rows);
}

export function serverSections(report: ServerReport): string {
  const { options, apps, skipped } = report;
  const notes = [
    ...skipped.map((reason) => `> **PostgreSQL column skipped**: ${reason}. Set BENCH_DATABASE_URL to a server.`),
    ...apps.map(
      (app) =>
        `- ${app.database}: fixture seeded in ${app.seedS.toFixed(1)} s; sessions made through ` +
        `POST /api/test-login in ${app.signInS.toFixed(1)} s; server logs: ${problemsText(app.logProblems)}.`,
    ),
  ];
  return [
    ...(notes.length > 0 ? [notes.join('\n')] : []),
    '## Baseline: bare node:http, fixed small JSON',
    'The ceiling for any route on this machine, measured before and after the app servers; ratios below divide by ' +
      'the mean of the two (in bold). Generator CPU near 100 % means the load generator, one thread, was the limit: ' +
      'the ceiling is then higher than shown, and the ratios against it are generous. ' +
      'Where before and after differ, so does the machine: other processes share its cores. ' +
      'Loop delay is what the event loop lagged behind a 10 ms timer.',
    baselineTable(report),
    '## Polling: GET /api/messages/updates with nothing new',
    'One signed-in user per connection, each reading its own 50-message conversation. ' +
      '× baseline: req/s ÷ baseline req/s, and p50 ÷ baseline p50, at the same connection count. ' +
      'Latencies of 2xx answers only; errors are socket errors, timeouts (10 s) and non-2xx answers. ' +
      'Server CPU counts the server process only; PostgreSQL works in its own processes besides, on the same machine. ' +
      'Where a connection got only a few answers in the run, the latencies mostly describe the start (every ' +
      'connection asking at once) and leave out the requests still waiting at the end: read them as a lower bound.',
    pollingTable(report),
    `## Chat: POST /api/chat, both providers answering at once`,
    `${options.chatConnections} connections in a closed loop, each question asking both providers (the process's capacity: ` +
      'every answer waits for the ones queued before it, so p50 is about connections ÷ req/s); then the same connections ' +
      `paced at ${PACED_CHAT_RATE} questions a second in all, evenly spaced (what a person waits for a send to be accepted while ` +
      `others chat); then ` +
      `${options.samples} questions one at a time, polling /updates back to back, timing from the fake ` +
      "provider's answer to the first /updates that returns the reply (the web app's one-second poll interval adds to this).",
    chatTable(report),
    historySections(report),
    '## Memory: resident set size of the server process',
    'Idle: signed in, before any load. Peak: sampled every 100 ms during the polling points. ' +
      'PGlite runs inside the server process, so its memory counts; PostgreSQL runs in its own processes.',
    memoryTable(report),
    liveSections(report),
  ].join('\n\n');
}
