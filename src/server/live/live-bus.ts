import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '#server/db/database';
import type { Listen } from '#server/db/listen';
import { LIVE_CHANNEL, notifyPayload } from '#server/db/live-notify';
import type { BusEvent, DeltaEvent, DurableEvent } from '#server/live/bus-events';

// PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more.
const MAX_PAYLOAD_BYTES = 7_800;
// Up to 6 bytes a character once JSON-escaped: a piece this long always fits beside its envelope.
const MAX_PIECE_CHARS = 1_000;

interface Envelope {
  /** The process that sent them, which delivered them to itself already. */
  origin: string;
  events: BusEvent[];
}

export type Announce = (event: DurableEvent) => Promise<void>;

export interface LiveBus {
  /**
   * Runs a transaction whose changes `announce` tells every process of: the others when it
   * commits, this one right after (so that it reads its own writes).
   */
  transaction<T>(work: (tx: Executor, announce: Announce) => Promise<T>): Promise<T>;
  /** Announces a change already committed. */
  publish(event: DurableEvent): Promise<void>;
  /**
   * This process's mark on its notifications, for a statement that sends one itself
   * (`notifyInStatement`, db/live-notify.ts).
   */
  origin: string;
  /** Delivers here an event whose notification a statement sent the other processes with `origin`. */
  announced(event: DurableEvent): void;
  /** To this process at once; to the others through NOTIFY when there are others. */
  publishDelta(event: DeltaEvent): void;
  /** Resolves once every delta published so far has been handed to the database. */
  drained(): Promise<void>;
  /** Hears every process's stop requests (the reply worker aborts what it runs); returns the unsubscribe. */
  onStop(listener: (jobIds: number[]) => void): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface LiveBusOptions {
  db: Database;
  listen: Listen;
  /** False on the embedded database: one process, so deltas need not leave it. */
  crossProcess: boolean;
  deliver(event: BusEvent): void;
  /** Whether every process's events are being heard: state built from them is only trusted while they are. */
  onHearing(hearing: boolean): void;
  log: FastifyBaseLogger;
}

const bytes = (text: string) => Buffer.byteLength(text);

function encodeDurable(origin: string, event: DurableEvent): string {
  const payload = JSON.stringify({ origin, events: [event] } satisfies Envelope);
  if (bytes(payload) <= MAX_PAYLOAD_BYTES || !('message' in event)) return payload;
  const { message: _tooLarge, ...withoutMessage } = event;
  return JSON.stringify({ origin, events: [withoutMessage] } satisfies Envelope);
}

function splitDelta(event: DeltaEvent): DeltaEvent[] {
  if (event.text.length <= MAX_PIECE_CHARS) return [event];
  const pieces: DeltaEvent[] = [];
  for (let start = 0; start < event.text.length; start += MAX_PIECE_CHARS) {
    pieces.push({ ...event, offset: event.offset + start, text: event.text.slice(start, start + MAX_PIECE_CHARS) });
  }
  return pieces;
}

/** Packs deltas into as few payloads as fit, in order. */
export function packDeltas(origin: string, deltas: DeltaEvent[]): string[] {
  const payloads: string[] = [];
  let batch: DeltaEvent[] = [];
  const seal = () => {
    if (batch.length > 0) payloads.push(JSON.stringify({ origin, events: batch } satisfies Envelope));
    batch = [];
  };
  for (const piece of deltas.flatMap(splitDelta)) {
    batch.push(piece);
    if (bytes(JSON.stringify({ origin, events: batch })) > MAX_PAYLOAD_BYTES) {
      batch.pop();
      seal();
      batch.push(piece);
    }
  }
  seal();
  return payloads;
}

/**
 * The live replies' bus (docs/behaviour.md, Live replies): PostgreSQL NOTIFY carries events between
 * processes (the embedded database's own NOTIFY is the same code path, with no one else listening).
 * Durable events go out with the transaction that makes them true; deltas are delivered here at
 * once and sent on in batches. Each process delivers its own events itself and skips their echo.
 */
export function createLiveBus(options: LiveBusOptions): LiveBus {
  const { db, listen, crossProcess, deliver, onHearing, log } = options;
  const origin = randomUUID();
  let queue: DeltaEvent[] = [];
  let flushing: Promise<void> = Promise.resolve();
  let flushScheduled = false;
  let unlisten: (() => Promise<void>) | undefined;
  const stopListeners = new Set<(jobIds: number[]) => void>();

  const dispatch = (event: BusEvent) => {
    deliver(event);
    if (event.type === 'stop') for (const listener of stopListeners) listener(event.jobIds);
  };

  const notify = (executor: Executor, payload: string) => executor.execute(notifyPayload(payload));

  const receive = (payload: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return log.warn('ignored a live event that is not JSON');
    }
    if (envelope.origin === origin) return;
    for (const event of envelope.events) dispatch(event);
  };

  const flush = async () => {
    flushScheduled = false;
    const deltas = queue;
    queue = [];
    for (const payload of packDeltas(origin, deltas)) {
      // Lost deltas cost only liveness: listeners catch up from the job row, and the reply is stored.
      await notify(db, payload).catch((error: unknown) => log.warn({ err: error }, 'could not send live deltas'));
    }
  };

  return {
    transaction: async (work) => {
      const announced: DurableEvent[] = [];
      const result = await db.transaction((tx) =>
        work(tx, async (event) => {
          await notify(tx, encodeDurable(origin, event));
          announced.push(event);
        }),
      );
      for (const event of announced) dispatch(event);
      return result;
    },
    publish: async (event) => {
      await notify(db, encodeDurable(origin, event));
      dispatch(event);
    },
    origin,
    announced: dispatch,
    publishDelta: (event) => {
      deliver(event);
      if (!crossProcess) return;
      queue.push(event);
      if (flushScheduled) return;
      flushScheduled = true;
      // One flush at a time, in order: deltas queued meanwhile go out together in the next one.
      flushing = flushing.then(flush);
    },
    drained: () => flushing,
    onStop: (listener) => {
      stopListeners.add(listener);
      return () => {
        stopListeners.delete(listener);
      };
    },
    start: async () => {
      unlisten = await listen(LIVE_CHANNEL, {
        onPayload: receive,
        onUp: () => onHearing(true),
        onDown: () => onHearing(false),
      });
    },
    stop: async () => {
      await flushing;
      await unlisten?.();
      unlisten = undefined;
      onHearing(false);
    },
  };
}
