export interface AnswerTime {
  startedAt: number;
  ms: number;
}

/** What one kind of request got back over the soak. */
export interface Tally {
  ok: number;
  /** 4xx answers: none is expected either, but they are the client's fault, not the server's. */
  clientErrors: number;
  serverErrors: number;
  /** Refused, reset or timed out while a process was being killed and restarted: expected. */
  connectionErrorsInKillWindow: number;
  connectionErrorsOutside: number;
  /** performance.now() of the first and the last of those outside. */
  outsideSpan?: [number, number];
  /** A few distinct descriptions of what went wrong. */
  samples: string[];
  /** Every request answered (when timed): when it was sent (performance.now()) and how long the whole answer took. */
  answers: AnswerTime[];
}

const SAMPLES = 5;

export function newTally(): Tally {
  return {
    ok: 0,
    clientErrors: 0,
    serverErrors: 0,
    connectionErrorsInKillWindow: 0,
    connectionErrorsOutside: 0,
    samples: [],
    answers: [],
  };
}

function note(tally: Tally, text: string): void {
  if (tally.samples.length < SAMPLES && !tally.samples.includes(text)) tally.samples.push(text);
}

/** Counts an answer; given when the request was sent, times it too. */
export function countStatus(tally: Tally, status: number, what: string, startedAt?: number): void {
  if (startedAt !== undefined) tally.answers.push({ startedAt, ms: performance.now() - startedAt });
  if (status < 400) tally.ok++;
  else if (status < 500) tally.clientErrors++;
  else tally.serverErrors++;
  if (status >= 400) note(tally, `${what} answered ${status}`);
}

export function countConnectionError(tally: Tally, error: unknown, inKillWindow: boolean, what: string): void {
  if (inKillWindow) return void tally.connectionErrorsInKillWindow++;
  tally.connectionErrorsOutside++;
  const at = performance.now();
  tally.outsideSpan = [tally.outsideSpan?.[0] ?? at, at];
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  note(tally, `${what}: ${cause?.code ?? cause?.message ?? (error as Error).message}`);
}
