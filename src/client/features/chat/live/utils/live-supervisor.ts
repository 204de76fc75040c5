import type { LiveChannel, LiveChannelHandlers, LiveEvent } from '#client/features/chat/api/open-live-channel';

/** `live` once the channel has delivered its snapshot; `fallback` while it is given up on. */
export type LiveStatus = 'connecting' | 'live' | 'fallback';

export const SNAPSHOT_TIMEOUT_MS = 5_000;
export const ERRORS_BEFORE_FALLBACK = 3;
/** The contract: a client that hears nothing for 3 ping intervals gives the connection up. */
export const SILENT_PINGS_BEFORE_FALLBACK = 3;
export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 5 * 60_000;

/** How long to wait before trying the channel again after this many failures in a row. */
export function retryDelay(failures: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1), MAX_RETRY_MS);
}

interface SupervisorOptions {
  open(handlers: LiveChannelHandlers): Promise<LiveChannel>;
  onEvent(event: LiveEvent): void;
  onStatus(status: LiveStatus): void;
}

/**
 * Keeps a live channel open while it is healthy. One that sends no snapshot in time, is refused,
 * keeps failing or falls silent is closed and reported as `fallback`, then tried again later with
 * a growing delay. Returns the stop function.
 */
export function superviseLiveChannel({ open, onEvent, onStatus }: SupervisorOptions): () => void {
  let generation = 0;
  let channel: LiveChannel | null = null;
  let failures = 0;
  let errors = 0;
  let silenceMs = 0;
  const timers: Partial<Record<'snapshot' | 'silence' | 'retry', ReturnType<typeof setTimeout>>> = {};

  const clear = (name: keyof typeof timers) => clearTimeout(timers[name]);
  const arm = (name: keyof typeof timers, ms: number, run: () => void) => {
    clear(name);
    timers[name] = setTimeout(run, ms);
  };

  function drop() {
    generation += 1;
    channel?.close();
    channel = null;
    clear('snapshot');
    clear('silence');
    clear('retry');
  }

  function fail() {
    drop();
    failures += 1;
    onStatus('fallback');
    arm('retry', retryDelay(failures), () => void connect());
  }

  async function connect() {
    const mine = ++generation;
    const current = (run: () => void) => () => {
      if (mine === generation) run();
    };
    errors = 0;
    onStatus('connecting');
    const handlers: LiveChannelHandlers = {
      onOpen: current(() => arm('snapshot', SNAPSHOT_TIMEOUT_MS, fail)),
      onAlive: current(() => arm('silence', silenceMs, fail)),
      onEvent: (event) =>
        current(() => {
          if (event.name === 'snapshot') {
            clear('snapshot');
            errors = 0;
            failures = 0;
            onStatus('live');
          }
          onEvent(event);
        })(),
      onError: (closed) =>
        current(() => {
          errors += 1;
          if (closed || errors >= ERRORS_BEFORE_FALLBACK) return fail();
          // The browser reconnects by itself; its snapshot makes the channel live again.
          clear('snapshot');
          onStatus('connecting');
        })(),
    };
    try {
      const opened = await open(handlers);
      if (mine !== generation) return opened.close();
      channel = opened;
      silenceMs = SILENT_PINGS_BEFORE_FALLBACK * opened.pingIntervalMs;
      arm('snapshot', SNAPSHOT_TIMEOUT_MS, fail);
      arm('silence', silenceMs, fail);
    } catch (error) {
      console.warn('The live channel could not be opened; polling instead', error);
      if (mine === generation) fail();
    }
  }

  void connect();
  return drop;
}
