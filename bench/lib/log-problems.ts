import fs from 'node:fs';
import readline from 'node:readline';

/** What went wrong in a server's log during a run: nothing should. */
export interface LogProblems {
  warnings: number;
  errors: number;
  /** Requests answered 5xx. */
  serverErrors: number;
  /** A few distinct messages, to say what it was. */
  samples: string[];
}

const SAMPLES = 3;

export function noProblems(): LogProblems {
  return { warnings: 0, errors: 0, serverErrors: 0, samples: [] };
}

export function addProblems(a: LogProblems, b: LogProblems): LogProblems {
  const samples = [...new Set([...a.samples, ...b.samples])].slice(0, SAMPLES);
  return {
    warnings: a.warnings + b.warnings,
    errors: a.errors + b.errors,
    serverErrors: a.serverErrors + b.serverErrors,
    samples,
  };
}

/** Reads a server's log (pino JSON lines, and whatever else it printed) for warnings, errors and 5xx answers. */
export async function scanLog(file: string): Promise<LogProblems> {
  const found = noProblems();
  const note = (text: string) => {
    if (found.samples.length < SAMPLES && !found.samples.includes(text)) found.samples.push(text);
  };
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    // Most lines are requests answered fine: look closer only at the others.
    if (line.startsWith('{') && !/"level":[4-6]0|"statusCode":5\d\d/.test(line)) continue;
    if (!line.startsWith('{')) {
      if (!line.trim()) continue;
      found.warnings++;
      note(line.slice(0, 160));
      continue;
    }
    const entry = JSON.parse(line) as { level?: number; msg?: string; res?: { statusCode?: number } };
    if ((entry.res?.statusCode ?? 0) >= 500) found.serverErrors++;
    if ((entry.level ?? 0) >= 50) found.errors++;
    else if ((entry.level ?? 0) >= 40) found.warnings++;
    if ((entry.level ?? 0) >= 40) note(String(entry.msg).slice(0, 160));
  }
  return found;
}

export function problemsText(problems: LogProblems): string {
  const { warnings, errors, serverErrors, samples } = problems;
  const counts = `${warnings} warnings, ${errors} errors, ${serverErrors} answers 5xx`;
  return samples.length > 0 ? `${counts} (${samples.map((text) => `“${text}”`).join('; ')})` : counts;
}
