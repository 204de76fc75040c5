import { describe, expect, it } from 'vitest';
import type { LiveReplyState } from '#client/features/chat/live/utils/live-replies';
import { groupTurns, type Turn } from '#client/features/chat/turn/utils/group-turns';
import { liveMessage, liveReply } from '#client/testing/chat/fake-event-source';
import type { Message } from '#shared/api/messages';

const idle = {};
const user = (id: number) => liveMessage(id);
const reply = (id: number, sender: 'openai' | 'claude', replyTo: number | null, fields: Partial<Message> = {}) => ({
  ...liveMessage(id, sender),
  replyTo,
  ...fields,
});
const live = (jobId: number, fields: Partial<LiveReplyState> = {}): LiveReplyState => {
  const { offset: _offset, ...state } = liveReply(jobId);
  return { ...state, ...fields };
};

/** Each turn as its user message id and, per side, the ids shown and what is still to come. */
const shape = (turns: Turn[]) =>
  turns.map((turn) => ({
    user: turn.user?.id ?? null,
    sides: turn.sides.map((side) => ({
      side: side.side,
      replies: side.replies.map((item) => item.id),
      inFlight: side.inFlight.map((item) => (item.kind === 'typing' ? 'typing' : `job ${item.reply.jobId}`)),
    })),
  }));

describe('groupTurns', () => {
  it('keeps a fused reply out of both sides: the latest shown is the turn’s, a fuse in progress beside it', () => {
    const fused = { leftReplyId: 2, rightReplyId: 3 };
    const messages = [
      user(1),
      reply(2, 'openai', 1),
      reply(3, 'claude', 1),
      reply(4, 'openai', 1, { side: null, fused, active: false }),
      reply(5, 'claude', 1, { side: null, fused }),
    ];
    const writing = live(9, { side: null, provider: 'openai', userMessageId: 1, text: 'Merged so far' });
    const [turn] = groupTurns(messages, [writing], idle);
    expect(shape([turn as Turn])).toEqual([
      {
        user: 1,
        sides: [
          { side: 'a', replies: [2], inFlight: [] },
          { side: 'b', replies: [3], inFlight: [] },
        ],
      },
    ]);
    expect(turn?.fused?.id).toBe(5);
    expect(turn?.fusing?.jobId).toBe(9);
    expect(turn?.allReplies.map((item) => item.id)).toEqual([2, 3]);
  });

  it('puts side a (OpenAI) first and side b (Claude) second in every turn, whichever answered first', () => {
    const messages = [user(1), reply(2, 'claude', 1), reply(3, 'openai', 1), user(4), reply(5, 'openai', 4)];
    expect(shape(groupTurns(messages, [], idle))).toEqual([
      {
        user: 1,
        sides: [
          { side: 'a', replies: [3], inFlight: [] },
          { side: 'b', replies: [2], inFlight: [] },
        ],
      },
      { user: 4, sides: [{ side: 'a', replies: [5], inFlight: [] }] },
    ]);
  });

  it('places a reply by the message it answers, even when a later message came between', () => {
    const messages = [user(1), reply(2, 'openai', 1), user(3), reply(4, 'claude', 1), reply(5, 'claude', 3)];
    const turns = shape(groupTurns(messages, [], idle));
    expect(turns[0]?.sides.map((side) => side.replies)).toEqual([[2], [4]]);
    expect(turns[1]?.sides.map((side) => side.replies)).toEqual([[5]]);
  });

  it('falls back to the order of the messages for replies that name no message', () => {
    const messages = [user(1), reply(2, 'claude', null), reply(3, 'openai', null), user(4), reply(5, 'claude', null)];
    expect(shape(groupTurns(messages, [], idle)).map((turn) => turn.sides.map((side) => side.replies))).toEqual([
      [[3], [2]],
      [[5]],
    ]);
  });

  it('shows only the active version of a reply, and keeps every version for a pager', () => {
    const messages = [
      user(1),
      reply(2, 'openai', 1, { active: false }),
      reply(3, 'claude', 1),
      reply(4, 'openai', 1, { active: true }),
    ];
    const [turn] = groupTurns(messages, [], idle);
    expect(turn?.sides.map((side) => side.replies.map((item) => item.id))).toEqual([[4], [3]]);
    expect(turn?.allReplies.map((item) => item.id)).toEqual([2, 3, 4]);
  });

  it('places replies in progress in the turn they answer, side a first', () => {
    const messages = [user(1), reply(2, 'openai', 1), user(3)];
    const replies = [
      live(8, { provider: 'claude', side: 'b', userMessageId: 3 }),
      live(7, { userMessageId: 3, text: '' }),
    ];
    expect(shape(groupTurns(messages, replies, idle))[1]).toEqual({
      user: 3,
      sides: [
        { side: 'a', replies: [], inFlight: ['typing'] },
        { side: 'b', replies: [], inFlight: ['job 8'] },
      ],
    });
  });

  it('shows an awaited side in the last turn, or at the end while its new message is not listed', () => {
    const messages = [user(1), reply(2, 'openai', 1)];
    expect(shape(groupTurns(messages, [], { b: 'claude' }))).toEqual([
      {
        user: 1,
        sides: [
          { side: 'a', replies: [2], inFlight: [] },
          { side: 'b', replies: [], inFlight: ['typing'] },
        ],
      },
    ]);
    expect(shape(groupTurns(messages, [], { a: 'openai' }))[1]).toEqual({
      user: null,
      sides: [{ side: 'a', replies: [], inFlight: ['typing'] }],
    });
  });

  it('keeps a reply in progress whose message is not listed yet at the end', () => {
    const turns = groupTurns([user(1)], [live(9, { userMessageId: 5 })], idle);
    expect(shape(turns)).toEqual([
      { user: 1, sides: [] },
      { user: null, sides: [{ side: 'a', replies: [], inFlight: ['job 9'] }] },
    ]);
  });

  it('keeps the two sides of one connection apart: each its own reply, versions and progress', () => {
    const messages = [
      user(1),
      reply(2, 'openai', 1, { side: 'b', model: 'gpt-4o-mini' }),
      reply(3, 'openai', 1, { side: 'a', active: false }),
      reply(4, 'openai', 1, { side: 'a' }),
      user(5),
    ];
    const replies = [live(9, { side: 'b', userMessageId: 5 }), live(8, { side: 'a', userMessageId: 5, text: '' })];
    expect(shape(groupTurns(messages, replies, idle))).toEqual([
      {
        user: 1,
        sides: [
          { side: 'a', replies: [4], inFlight: [] },
          { side: 'b', replies: [2], inFlight: [] },
        ],
      },
      {
        user: 5,
        sides: [
          { side: 'a', replies: [], inFlight: ['typing'] },
          { side: 'b', replies: [], inFlight: ['job 9'] },
        ],
      },
    ]);
  });
});
