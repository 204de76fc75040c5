import os from 'node:os';
import type { BenchOptions } from '#bench/lib/options';

/** Where and how the figures were made: without it they cannot be compared. */
export function machineSection(options: BenchOptions | undefined, autocannonVersion: string): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const lines = [
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on **${os.availableParallelism()} cores** (${cpu}), ` +
      `**Node ${process.version}**, ${os.type()} ${os.release()}, ${Math.round(os.totalmem() / 1024 ** 3)} GB RAM; ` +
      `load average ${os.loadavg()[0]?.toFixed(2)} when it started (other processes share these cores).`,
  ];
  if (options) {
    lines.push(
      `Load: autocannon ${autocannonVersion}, closed loop, ${options.durationS} s per point after a ${options.warmupS} s warm-up, ` +
        `from the bench process; each server runs in its own process on 127.0.0.1 and shares the cores with it. ` +
        `Server log level: ${options.logLevel ?? 'info (its default, as deployed)'}.`,
    );
  }
  return lines.join('\n');
}
