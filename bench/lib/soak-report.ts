import fs from 'node:fs';
import os from 'node:os';
import { mb, ms, table } from '#bench/lib/format';
import {
  answerFigures,
  FLAT_GROWTH,
  type GrowthFigure,
  LOOP_DELAY_P99_LIMIT_MS,
  memoryFigures,
  ORDINARY_P99_LIMIT_MS,
  RESTART_SETTLE_MS,
} from '#bench/lib/soak-figures';
import type { SoakOptions } from '#bench/lib/soak-options';
import type { SoakResult } from '#bench/lib/soak-result';
import type { Tally } from '#bench/lib/soak-tally';

export const SECTION_TITLE = '## Faults under load';

const n = (value: number) => value.toLocaleString('en');
function tally(t: Tally, loadStartedAt: number): string {
  const span = t.outsideSpan?.map((at) => ((at - loadStartedAt) / 1000).toFixed(0));
  return (
    `${n(t.ok)} ok, ${n(t.clientErrors)} 4xx, **${n(t.serverErrors)} 5xx**, ` +
    `${n(t.connectionErrorsInKillWindow)} / ${n(t.connectionErrorsOutside)} conn. errors in / outside the kill window` +
    (span ? `, those outside from ${span[0]} s to ${span[1]} s` : '') +
    (t.samples.length > 0 ? ` (${t.samples.map((text) => `“${text}”`).join(', ')})` : '')
  );
}

/** p50 / p99 of the answers' times outside the kill, the p99 in bold over the limit; the whole run's beside. */
function latency(t: Tally, result: SoakResult): string {
  const { all, outsideKill } = answerFigures(t, result);
  if (all.count === 0) return 'no answers timed';
  const p99 = outsideKill.p99 > ORDINARY_P99_LIMIT_MS ? `**${ms(outsideKill.p99)}**` : ms(outsideKill.p99);
  return `answered in p50 ${ms(outsideKill.p50)} / p99 ${p99} ms outside the kill (the whole run: p50 ${ms(all.p50)} / p99 ${ms(all.p99)} ms)`;
}

function hostileLine(result: SoakResult): string[] {
  const { hostile } = result;
  if (!hostile) return [];
  const attacks = Object.entries(hostile.attacks)
    .map(([attack, count]) => `${n(count)} ${attack}`)
    .join(', ');
  return [
    `- Hostile user (${attacks}): ${tally(hostile.tally, result.loadStartedAt)}; ${n(hostile.slowReadersDropped)} slow readers dropped by the server.`,
  ];
}

const percent = (growth: number) => `${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %`;
const growthText = (figure: GrowthFigure | undefined) =>
  figure
    ? `${mb(figure.atMinuteOneBytes)} → ${mb(figure.lastMinuteMaxBytes)} (${percent(figure.growth)})`
    : '— (under 2 min)';

function processRows(result: SoakResult): string[][] {
  return result.incarnations.map((incarnation, index) => {
    const loop = incarnation.eventLoop;
    const memory = memoryFigures(incarnation, result.loadStartedAt);
    const loadEnd = result.loadStartedAt + result.loadS * 1000;
    const livedS =
      (Math.min(incarnation.endedAt ?? loadEnd, loadEnd) - Math.max(incarnation.startedAt, result.loadStartedAt)) /
      1000;
    const collected = memory.collectedRss;
    const flat = collected ? `, ${collected.growth <= FLAT_GROWTH ? 'flat' : '**grew**'}` : '';
    const memoryCells = [growthText(memory.rss), growthText(collected) + flat, growthText(memory.collectedHeap)];
    return [
      result.database,
      `${index + 1}${incarnation.killed ? ' (killed)' : index >= result.processes ? ' (restarted)' : ''}`,
      `${livedS.toFixed(0)} s`,
      loop
        ? `${ms(loop.p50Ms)} / ${loop.p99Ms > LOOP_DELAY_P99_LIMIT_MS ? `**${ms(loop.p99Ms)}**` : ms(loop.p99Ms)} / ${ms(loop.maxMs)}`
        : '—',
      ...memoryCells,
    ];
  });
}

function databaseLines(result: SoakResult): string {
  const calls = result.providerCalls;
  const { replies, liveCatchUp } = result;
  return [
    `**${result.database}**, ${result.processes} process${result.processes > 1 ? 'es' : ''}, ${result.loadS.toFixed(0)} s of load ` +
      `(load average ${result.loadAverage[0].toFixed(2)} at the start, ${result.loadAverage[1].toFixed(2)} at the end); ` +
      `process 1 killed at ${result.kill.atS.toFixed(0)} s, serving again ${result.kill.downS.toFixed(1)} s later.`,
    '',
    `- Polls (${n(result.pollers)} clients): ${latency(result.polls, result)}; ${tally(result.polls, result.loadStartedAt)}.`,
    `- POST /api/chat (${n(result.chatters)} users): ${latency(result.posts, result)}; ${tally(result.posts, result.loadStartedAt)}.`,
    ...hostileLine(result),
    `- Live channels (one per chatting user): opens ${tally(result.live, result.loadStartedAt)}; ${n(result.liveReconnects)} reconnects, ` +
      `${n(result.liveUnexpectedEnds)} streams ended outside a kill window; ${n(liveCatchUp.resent)} replies delivered twice to a channel (harmless: the client keeps one per id).`,
    `- Provider calls: ${n(calls.calls)}, of which ${n(calls.failed500)} answered 500 and ${n(calls.dropped)} dropped mid-stream.`,
    `- Questions stored: ${n(replies.questions)} (${n(replies.storedUnanswered)} whose POST was cut by the kill); replies: ${n(replies.replies)}, ` +
      `${n(replies.errorReplies)} of them error replies (three failed calls in a row); ${n(replies.reclaimedJobs)} jobs claimed again after the kill.`,
    `- Settled: ${result.settleS === null ? 'never' : `${result.settleS.toFixed(1)} s after the clients stopped`} (no provider call for 10 s, longer than a lease and a sweep); ` +
      `${n(result.callsAfterLoad)} provider calls after the load ended (the queue's backlog).`,
    `- Load generator (this process, all clients): event-loop delay p99 ${ms(result.generatorLoopDelay.p99Ms)} ms, max ${ms(result.generatorLoopDelay.maxMs)} ms.`,
    '',
    ...result.invariants.map((check) => `- ${check.held ? 'PASS' : '**FAIL**'} ${check.name}: ${check.detail}.`),
  ].join('\n');
}

/** The section for bench/results/latest.md. */
export function soakSection(options: SoakOptions, results: SoakResult[], command: string): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const header = [
    SECTION_TITLE,
    '',
    `\`${command}\`, run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.availableParallelism()} cores (${cpu}), Node ${process.version}. ` +
      `Per database: ${n(options.pollers)} polling clients (GET /api/messages/updates about once a second each), ` +
      `${n(options.chatters)} users asking one or both providers a question every 3–7 s with a live channel open, ` +
      `for ${(options.durationS / 60).toFixed(1)} min; providers (tests/fakes, streaming one word per 40 ms) behind a proxy failing ` +
      `${(options.failRate * 100).toFixed(0)} % of calls; one process SIGKILLed halfway and started again. ` +
      'Servers run with REPLY_LEASE_SECONDS=5 and REPLY_CONCURRENCY=32; the load generator, the fakes and the servers share the cores. ' +
      (options.hostile
        ? 'Beside them, one hostile user (bench/lib/soak-hostile.ts) sends in turn, every 2 s, a Word file that unpacks to 20 MB with a question, ' +
          'a 10 MB deeply nested import, an import of 360,000-character messages, and keeps 20 readers of a 12 MB conversation open that never read. ' +
          `Ordinary polls' and sends' times leave out the requests in flight from the kill until ${RESTART_SETTLE_MS / 1000} s after the restart (every client reconnects at once to a process with cold caches); their p99 over ${ORDINARY_P99_LIMIT_MS} ms in bold.`
        : ''),
  ];
  const processes = table(
    [
      'Database',
      'Process',
      'Under load',
      'Loop delay p50 / p99 / max ms',
      'RSS MB: minute 1 → last minute max',
      'After a full GC: RSS MB',
      'After a full GC: heap used MB',
    ],
    results.flatMap(processRows),
  );
  return [
    ...header,
    '',
    ...results.flatMap((result) => [databaseLines(result), '']),
    `Event-loop delay beyond the 10 ms timer, since the load reached the process (a killed one: until its last reading, at most 5 s before the kill); ` +
      `over ${LOOP_DELAY_P99_LIMIT_MS} ms at p99 in bold. RSS read every 5 s, the same figures after a full garbage collection every 30 s and at the end; ` +
      `minute 1 is the first reading a minute or more into the process's load. Flat: after a full collection, the last minute's highest RSS within ${FLAT_GROWTH * 100} % of minute one's. ` +
      'Raw RSS keeps the high-water mark of a busy moment (the seconds a survivor serves a killed process’s clients as well), which a leak and a peak of load both leave; after a collection it is what the process holds on to.',
    '',
    processes,
  ].join('\n');
}

/** Puts the section in place of the previous one, or at the end. */
export function writeSoakSection(file: string, section: string): void {
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Pairwise benchmarks\n';
  const start = text.indexOf(`\n${SECTION_TITLE}\n`);
  if (start < 0) {
    fs.writeFileSync(file, `${text.trimEnd()}\n\n${section}\n`);
    return;
  }
  const next = text.indexOf('\n## ', start + 1);
  const rest = next < 0 ? '' : text.slice(next);
  fs.writeFileSync(file, `${text.slice(0, start + 1)}${section}\n${rest}`);
}
