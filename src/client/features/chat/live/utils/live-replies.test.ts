import { describe, expect, it } from 'vitest';
import {
  applyDelta,
  applyText,
  fromSnapshot,
  type LiveReplies,
  markStored,
  upsertReply,
  visibleReplies,
  withoutJobs,
} from '#client/features/chat/live/utils/live-replies';
import { buildMessage } from '#client/testing/build-message';
import type { LiveReply } from '#shared/api/live';
import type { Message } from '#shared/api/messages';

const reply = (jobId: number, fields: Partial<LiveReply> = {}): LiveReply => ({
  jobId,
  provider: 'openai',
  side: fields.provider === 'claude' ? 'b' : 'a',
  model: 'gpt-4o',
  userMessageId: 10,
  offset: 0,
  text: '',
  ...fields,
});

const message = (id: number, fields: Partial<Message> = {}): Message => buildMessage({ id, ...fields });

const none: LiveReplies = new Map();

describe('applyText', () => {
  it('keeps the text up to the offset and appends the piece', () => {
    expect(applyText('Hello', 5, ', world')).toBe('Hello, world');
    // A piece sent again is harmless.
    expect(applyText('Hello, world', 5, ', world')).toBe('Hello, world');
    // Offset 0 starts the text again (a retried call).
    expect(applyText('Hello, world', 0, 'Hi')).toBe('Hi');
  });
});

describe('live replies', () => {
  it('a reply event adds a queued reply; deltas grow its text by the offset rule', () => {
    let replies = upsertReply(none, reply(1));
    expect(replies.get(1)).toMatchObject({ provider: 'openai', text: '' });
    replies = applyDelta(replies, { jobId: 1, offset: 0, text: 'The ' });
    replies = applyDelta(replies, { jobId: 1, offset: 4, text: 'answer' });
    replies = applyDelta(replies, { jobId: 1, offset: 4, text: 'answer' });
    expect(replies.get(1)?.text).toBe('The answer');
  });

  it('ignores a delta of an unknown job and of a stored reply', () => {
    const replies = upsertReply(none, reply(1, { text: 'Done' }));
    expect(applyDelta(replies, { jobId: 2, offset: 0, text: 'x' })).toBe(replies);
    const stored = markStored(replies, 1, 20);
    expect(applyDelta(stored, { jobId: 1, offset: 4, text: ' more' }).get(1)?.text).toBe('Done');
  });

  it('a repeated reply event of a job in progress restarts or continues its text by the offset', () => {
    const replies = upsertReply(none, reply(1, { text: 'Partial' }));
    expect(upsertReply(replies, reply(1, { offset: 0, text: '' })).get(1)?.text).toBe('');
    expect(upsertReply(replies, reply(1, { offset: 7, text: ' more' })).get(1)?.text).toBe('Partial more');
  });

  it('a snapshot keeps exactly the replies it lists, resuming their text', () => {
    let replies = upsertReply(none, reply(1, { text: 'Hello' }));
    replies = upsertReply(replies, reply(2, { provider: 'claude', text: 'Bye' }));
    replies = markStored(replies, 2, 30);
    const next = fromSnapshot(replies, [reply(1, { offset: 5, text: ', world' }), reply(3, { text: 'New' })]);
    expect([...next.keys()]).toEqual([1, 3]);
    expect(next.get(1)?.text).toBe('Hello, world');
    expect(next.get(3)?.text).toBe('New');
  });
});

describe('visibleReplies', () => {
  it('orders OpenAI before Claude, then by job', () => {
    const replies = [
      { ...reply(3, { provider: 'claude' }) },
      { ...reply(2, { provider: 'openai' }) },
      { ...reply(1, { provider: 'claude' }) },
    ];
    expect(visibleReplies(replies, []).map((item) => item.jobId)).toEqual([2, 1, 3]);
  });

  it('hides a stored reply once its message is listed, not before', () => {
    const stored = { ...reply(1, { text: 'Done' }), storedId: 20 };
    expect(visibleReplies([stored], [message(10)])).toHaveLength(1);
    expect(visibleReplies([stored], [message(10), message(20, { sender: 'openai', content: 'Done' })])).toEqual([]);
  });

  it("hides a reply whose stored message a refetch brought before `done`, and only that provider's", () => {
    const openai = reply(1, { text: 'The answer is' });
    const claude = reply(2, { provider: 'claude', text: 'The answer is' });
    const listed = [message(10), message(11, { sender: 'openai', content: 'The answer is 42.' })];
    expect(visibleReplies([openai, claude], listed).map((item) => item.jobId)).toEqual([2]);
    // An earlier reply of the same provider answers another message: it hides nothing.
    const earlier = [message(8, { sender: 'openai', content: 'The answer is 42.' }), message(10)];
    expect(visibleReplies([openai], earlier)).toHaveLength(1);
  });

  it('does not take the earlier version of a regenerated reply for its stored message', () => {
    const version = message(11, { sender: 'openai', content: 'The answer is 42.', replyTo: 10 });
    const known = [message(10), version, message(12)];
    const again = upsertReply(none, reply(5, { text: 'The answer' }), 12).get(5);
    if (!again) throw new Error('no reply');
    expect(visibleReplies([again], known)).toHaveLength(1);
    // Its own stored message, brought by a refetch before `done`, still hides it.
    const stored = message(13, { sender: 'openai', content: 'The answer is 42.', replyTo: 10 });
    expect(visibleReplies([again], [...known, stored])).toEqual([]);
  });
});

describe('replies off the branch shown (decision 055)', () => {
  it('are not drawn: the question they answer is a version not shown, or a later question of its branch', () => {
    // Question 10 was edited as 20; the person went back to 10 while 20's reply was being written.
    const shown = [message(10, { branchIds: [10, 20] }), message(11, { sender: 'openai', replyTo: 10 })];
    const toEdited = reply(7, { userMessageId: 20, text: 'Still writing' });
    expect(visibleReplies([toEdited], shown)).toEqual([]);
    // Shown again, its branch's replies are drawn as any.
    const edited = [message(20, { branchIds: [10, 20] })];
    expect(visibleReplies([toEdited], edited)).toHaveLength(1);
    // A reply to question 12, after 10 on the branch set aside by the edit, stored as it was made.
    const toLater = { ...reply(8, { userMessageId: 12, text: 'Done' }), storedId: 13 };
    expect(visibleReplies([toLater], edited)).toEqual([]);
    // A reply to a question newer than those listed is a send's, whose question is on its way.
    expect(visibleReplies([reply(9, { userMessageId: 30 })], edited)).toHaveLength(1);
  });
});

describe('replies after an edit', () => {
  it('remembers when a reply was first heard of, through its later events', () => {
    const first = upsertReply(none, reply(1, { text: 'A' }), 12);
    expect(upsertReply(first, reply(1, { offset: 1, text: 'B' }), 30).get(1)).toMatchObject({ text: 'AB', after: 12 });
    expect(fromSnapshot(first, [reply(1, { text: 'AB' })], 40).get(1)?.after).toBe(12);
  });

  it('drops the replies an edit removed, and only those', () => {
    const replies = upsertReply(upsertReply(none, reply(1)), reply(2));
    expect([...withoutJobs(replies, [1, 9]).keys()]).toEqual([2]);
    expect(withoutJobs(replies, [9])).toBe(replies);
  });
});
