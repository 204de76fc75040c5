import type { LiveReplyState } from '#client/features/chat/live/utils/live-replies';

type Phase = 'queued' | 'streaming' | 'stored';
export type ReplyPhases = ReadonlyMap<number, { provider: string; phase: Phase }>;

export function replyPhases(replies: readonly LiveReplyState[]): ReplyPhases {
  return new Map(
    replies.map((reply) => {
      const phase: Phase = reply.storedId !== undefined ? 'stored' : reply.text === '' ? 'queued' : 'streaming';
      return [reply.jobId, { provider: reply.provider, phase }];
    }),
  );
}

/**
 * What a screen reader is told when replies change: that a provider began writing, or finished.
 * Empty when nothing of the kind happened (text merely growing is never read out piece by piece).
 */
export function replyAnnouncement(
  before: ReplyPhases,
  after: ReplyPhases,
  nameOf: (provider: string) => string = (provider) => provider,
): string {
  const said: string[] = [];
  for (const [jobId, { provider, phase }] of after) {
    const was = before.get(jobId)?.phase;
    if (phase === was) continue;
    if (phase === 'streaming') said.push(`${nameOf(provider)} is replying`);
    else if (phase === 'stored' && was !== undefined) said.push(`${nameOf(provider)} replied`);
  }
  return said.join('. ');
}
