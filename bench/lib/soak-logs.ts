import fs from 'node:fs';
import { addProblems, type LogProblems, noProblems, scanLog } from '#bench/lib/log-problems';
import type { Incarnation } from '#bench/lib/soak-cluster';

/**
 * Problems in every process's log up to its "shutting down" line: once the soak has sent SIGTERM,
 * a request still arriving is answered 503 by design (Fastify's return503OnClosing).
 */
export async function scanLogsUntilShutdown(incarnations: Incarnation[]): Promise<LogProblems> {
  let found = noProblems();
  for (const { logPath } of incarnations) {
    const text = fs.readFileSync(logPath, 'utf8');
    const end = text.indexOf('"msg":"shutting down"');
    const cutPath = `${logPath}.until-shutdown`;
    fs.writeFileSync(cutPath, end < 0 ? text : text.slice(0, text.lastIndexOf('\n', end) + 1));
    found = addProblems(found, await scanLog(cutPath));
  }
  return found;
}
