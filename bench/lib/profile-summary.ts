import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface SelfTime {
  name: string;
  ms: number;
  share: number;
}

export interface ProfileSummary {
  totalMs: number;
  /** Time on the CPU: everything but (idle). */
  busyMs: number;
  functions: SelfTime[];
  modules: SelfTime[];
}

const ROOT = path.resolve('.');

/** Where a function lives, coarsely: an npm package, a file of ours, a part of Node, or V8's own. */
export function moduleOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) {
    const parts = url.slice('node:'.length).split('/');
    return `node:${(parts[0] === 'internal' ? parts.slice(0, 2) : parts.slice(0, 1)).join('/')}`;
  }
  const file = url.replace(/^file:\/\//, '');
  const inModules = file.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const parts = file.slice(inModules + 'node_modules/'.length).split('/');
    return (parts[0]?.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
  }
  return path.relative(ROOT, file);
}

function top(times: Map<string, number>, busyMs: number, count: number): SelfTime[] {
  return [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => ({ name, ms, share: ms / busyMs }));
}

/** A span of the monotonic clock (process.hrtime, in µs), which is also the profile's. */
export interface Window {
  fromUs: number;
  toUs: number;
}

export const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/**
 * Self time by function and by module, from sample to sample (the time after a sample counts for
 * it); only the samples within `window` when given, so that start-up and set-up stay out.
 */
export function summarizeProfile(file: string, window?: Window, count = 25): ProfileSummary {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const functions = new Map<string, number>();
  const modules = new Map<string, number>();
  let idleMs = 0;
  let totalMs = 0;
  let at = profile.startTime;
  for (let index = 0; index < profile.samples.length; index++) {
    at += profile.timeDeltas[index] ?? 0;
    if (window && (at < window.fromUs || at > window.toUs)) continue;
    const node = byId.get(profile.samples[index] as number);
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    totalMs += ms;
    if (!node) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') {
      idleMs += ms;
      continue;
    }
    const where = moduleOf(url, functionName);
    const name = `${functionName || '(anonymous)'} ${url ? `${where}:${lineNumber + 1}` : ''}`.trim();
    functions.set(name, (functions.get(name) ?? 0) + ms);
    modules.set(where, (modules.get(where) ?? 0) + ms);
  }
  const busyMs = totalMs - idleMs;
  return { totalMs, busyMs, functions: top(functions, busyMs, count), modules: top(modules, busyMs, count) };
}

export function formatSummary(summary: ProfileSummary): string {
  const line = ({ name, ms, share }: SelfTime) =>
    `${ms.toFixed(0).padStart(7)} ms ${(share * 100).toFixed(1).padStart(5)} %  ${name}`;
  return [
    `${(summary.totalMs / 1000).toFixed(1)} s profiled, ${(summary.busyMs / 1000).toFixed(1)} s on the CPU (not idle)`,
    '',
    'Self time by module:',
    ...summary.modules.map(line),
    '',
    'Self time by function:',
    ...summary.functions.map(line),
  ].join('\n');
}
