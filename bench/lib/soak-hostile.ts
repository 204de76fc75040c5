import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SoakCluster } from '#bench/lib/soak-cluster';
import type { SeededHostile } from '#bench/lib/soak-hostile-seed';
import { countConnectionError, countStatus, newTally, type Tally } from '#bench/lib/soak-tally';
import { bombDocxBytes } from '#tests/helpers/upload-fixtures';

export const HOSTILE_ATTACKS = ['docx-bomb', 'nested-import', 'large-import', 'slow-readers'] as const;
export type HostileAttack = (typeof HOSTILE_ATTACKS)[number];

export interface Hostile {
  /** Every answer the hostile user got: refusals (4xx) are expected, a 5xx never. */
  tally: Tally;
  attacks: Record<HostileAttack, number>;
  /** Slow readers the server closed on them (dropped for not reading). */
  slowReadersDropped: number;
  stop(): Promise<void>;
}

const GAP_MS = 2000;
const TIMEOUT_MS = 60_000;
// Readers that never read, of each kind: live channels and polls from the long conversation's start.
const SLOW_READERS = 10;
// What made the server stall or swell before it bounded what it parses and sends (issue #27).
const BOMB_UNPACKED_MB = 20;
const NESTING = 5_000_000;
const HUGE_MESSAGE_CHARS = 360_000;
const HUGE_MESSAGES = 30;

const EXPORT_HEAD = '{"format":"pairwise-export","version":1,"exportedAt":"2026-01-01T00:00:00.000Z","projects":[],';
const nestedImport = () => `${EXPORT_HEAD}"conversations":${'['.repeat(NESTING)}${']'.repeat(NESTING)}}`;

function largeImport(): string {
  const at = '2026-01-01T00:00:00.000Z';
  const messages = Array.from({ length: HUGE_MESSAGES }, (_, index) => ({
    id: index + 1,
    sender: 'user',
    content: `${index} ${'x'.repeat(HUGE_MESSAGE_CHARS)}`,
    createdAt: at,
  }));
  return `${EXPORT_HEAD}"conversations":${JSON.stringify([{ title: 'Huge', createdAt: at, updatedAt: at, messages }])}}`;
}

/** A GET whose answer is never read: the response stays paused until the server gives up on it. */
function unreadGet(url: string, cookie: string, onClose: () => void): http.ClientRequest {
  const request = http.get(url, { headers: { cookie } }, (response) => {
    response.pause();
    response.once('close', onClose);
  });
  request.once('error', onClose);
  return request;
}

/**
 * One user attacking while everyone else works: each turn sends the next of a Word file that
 * unpacks to 20 MB (with a question), a deeply nested import, an import of oversized messages, and
 * tops up the readers of its long conversation that never read.
 */
export function startHostile(cluster: SoakCluster, user: SeededHostile & { cookie: string }): Hostile {
  const hostile: Hostile = {
    tally: newTally(),
    attacks: { 'docx-bomb': 0, 'nested-import': 0, 'large-import': 0, 'slow-readers': 0 },
    slowReadersDropped: 0,
    stop: async () => undefined,
  };
  const bomb = bombDocxBytes(BOMB_UNPACKED_MB);
  const bodies = { nested: nestedImport(), large: largeImport() };
  // By path: SLOW_READERS of each kind, topped up as the server drops them.
  const readers = new Map<string, Set<http.ClientRequest>>();
  let stopped = false;

  const send = async (what: string, path: string, init: RequestInit): Promise<string | undefined> => {
    const url = cluster.urlFor(0);
    try {
      const response = await fetch(`${url}${path}`, {
        ...init,
        headers: { cookie: user.cookie, origin: url, ...init.headers },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = await response.text();
      countStatus(hostile.tally, response.status, what);
      return response.ok ? body : undefined;
    } catch (error) {
      countConnectionError(hostile.tally, error, cluster.inKillWindow(), what);
      return undefined;
    }
  };
  const json = (body: string) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body });

  const attacks: Record<HostileAttack, () => Promise<void>> = {
    'docx-bomb': async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bomb)]), 'report.docx');
      const uploaded = await send('POST /api/upload (bomb)', '/api/upload', { method: 'POST', body: form });
      if (!uploaded) return;
      const { id } = JSON.parse(uploaded) as { id: number };
      const question = {
        message: 'Summarise this',
        conversationId: user.conversationId,
        models: ['openai'],
        attachments: [id],
      };
      await send('POST /api/chat (bomb)', '/api/chat', json(JSON.stringify(question)));
    },
    'nested-import': async () =>
      void (await send('POST /api/user/import (nested)', '/api/user/import', json(bodies.nested))),
    'large-import': async () =>
      void (await send('POST /api/user/import (large)', '/api/user/import', json(bodies.large))),
    'slow-readers': async () => {
      const id = user.longConversationId;
      const paths = [
        `/api/conversations/${id}/events?after=0`,
        `/api/messages/updates?conversationId=${id}&afterMessageId=0`,
      ];
      for (const path of paths) {
        const open = readers.get(path) ?? new Set<http.ClientRequest>();
        readers.set(path, open);
        while (open.size < SLOW_READERS) {
          const reader: http.ClientRequest = unreadGet(`${cluster.urlFor(0)}${path}`, user.cookie, () => {
            if (open.delete(reader) && !stopped) hostile.slowReadersDropped++;
          });
          open.add(reader);
        }
      }
    },
  };

  const running = (async () => {
    for (let turn = 0; !stopped; turn++) {
      const attack = HOSTILE_ATTACKS[turn % HOSTILE_ATTACKS.length] as HostileAttack;
      hostile.attacks[attack]++;
      await attacks[attack]();
      await sleep(GAP_MS);
    }
  })();
  hostile.stop = async () => {
    stopped = true;
    await running;
    for (const open of readers.values()) for (const reader of open) reader.destroy();
    readers.clear();
  };
  return hostile;
}
