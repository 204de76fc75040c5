import { describe, expect, it } from 'vitest';
import { countsOf, exportConversation, exportFile, exportMessage } from '#tests/helpers/export-fixtures';
import { signIn, useTestApp } from '#tests/helpers/test-app';

// POST /api/user/import refuses a file that does not validate, naming the first bad entry, and imports nothing.

const ctx = useTestApp();

const contestant = { provider: 'gemini', model: 'gemini-2.5-flash', temperature: 1, maxTokens: 1024 };

describe('POST /api/user/import: a file it refuses', () => {
  it.each([
    ['not an export at all', [1, 2, 3], 'This is not a Pairwise export file.'],
    ['another format', exportFile({ format: 'chatgpt' }), 'format: This is not a Pairwise export file'],
    [
      'a newer version',
      exportFile({ version: 6 }),
      "version: This file's version is not one this server reads (it reads versions 1 to 5)",
    ],
    [
      'a reply to a message that is not there',
      exportFile({
        conversations: [
          exportConversation('A', { messages: [exportMessage(1), exportMessage(2, { sender: 'claude', replyTo: 7 })] }),
        ],
      }),
      'conversations[0].messages[1].replyTo: Expected the id of an earlier message from the user, got 7',
    ],
    [
      'a project the file does not have',
      exportFile({ conversations: [exportConversation('A'), exportConversation('B', { projectId: 4 })] }),
      'conversations[1].projectId: No project in this file has id 4',
    ],
    [
      'a NUL character',
      exportFile({
        conversations: [exportConversation('A', { messages: [exportMessage(1, { content: 'a\u0000b' })] })],
      }),
      'conversations[0].messages[0].content: Text must not contain the NUL character (U+0000)',
    ],
    [
      'two messages with one id',
      exportFile({ conversations: [exportConversation('A', { messages: [exportMessage(1), exportMessage(1)] })] }),
      'conversations[0].messages[1].id: Another message of this conversation already has id 1',
    ],
    [
      'two versions of one reply both shown',
      exportFile({
        conversations: [
          exportConversation('A', {
            messages: [
              exportMessage(1),
              exportMessage(2, { sender: 'claude', replyTo: 1 }),
              exportMessage(3, { sender: 'claude', replyTo: 1 }),
            ],
          }),
        ],
      }),
      'conversations[0].messages[2].active: Another version of this reply is already the one shown',
    ],
    [
      'a sender that is not a connection id',
      exportFile({
        conversations: [
          exportConversation('A', { messages: [exportMessage(1), exportMessage(2, { sender: 'GPT 4', replyTo: 1 })] }),
        ],
      }),
      'conversations[0].messages[1].sender: Expected a connection id',
    ],
    [
      'a side on a message of the user',
      exportFile({ conversations: [exportConversation('A', { messages: [exportMessage(1, { side: 'a' })] })] }),
      'conversations[0].messages[0].side: Your own messages answer for no side: expected null',
    ],
    [
      'a reply on no side',
      exportFile({
        conversations: [
          exportConversation('A', {
            messages: [exportMessage(1), exportMessage(2, { sender: 'gemini', side: null, replyTo: 1 })],
          }),
        ],
      }),
      'conversations[0].messages[1].side: A reply answers for side "a" or "b"',
    ],
    [
      'a third side',
      exportFile({
        conversations: [
          exportConversation('A', {
            messages: [
              exportMessage(1),
              exportMessage(2, { sender: 'openai', side: 'a', replyTo: 1 }),
              exportMessage(3, { sender: 'openai', side: 'b', replyTo: 1 }),
              exportMessage(4, { sender: 'gemini', side: 'c', replyTo: 1 }),
            ],
          }),
        ],
      }),
      'conversations[0].messages[3].side: Invalid option: expected one of "a"|"b"',
    ],
    [
      'two versions of one side both shown, whatever answered them',
      exportFile({
        conversations: [
          exportConversation('A', {
            messages: [
              exportMessage(1),
              exportMessage(2, { sender: 'openai', side: 'b', replyTo: 1 }),
              exportMessage(3, { sender: 'claude', replyTo: 1 }),
            ],
          }),
        ],
      }),
      'conversations[0].messages[2].active: Another version of this reply is already the one shown',
    ],
    [
      'three contestants',
      exportFile({ conversations: [exportConversation('A', { contestants: [contestant, contestant, contestant] })] }),
      'conversations[0].contestants: Too big: expected array to have <=2 items',
    ],
    [
      'one model against itself',
      exportFile({ conversations: [exportConversation('A', { contestants: [contestant, contestant] })] }),
      'conversations[0].contestants: The two sides are the same model: choose two different models',
    ],
    [
      'a contestant’s temperature past any scale',
      exportFile({ conversations: [exportConversation('A', { contestants: [{ ...contestant, temperature: 5 }] })] }),
      'conversations[0].contestants[0].temperature: Too big: expected number to be <=2',
    ],
    [
      'a contestant of a connection that is not an id',
      exportFile({
        conversations: [exportConversation('A', { contestants: [{ ...contestant, provider: '../openai' }] })],
      }),
      'conversations[0].contestants[0].provider: Expected a connection id',
    ],
    [
      'a contestant’s model name past its length',
      exportFile({
        conversations: [exportConversation('A', { contestants: [{ ...contestant, model: 'm'.repeat(201) }] })],
      }),
      'conversations[0].contestants[0].model: Too big: expected string to have <=200 characters',
    ],
    [
      'three connections asked',
      exportFile({ conversations: [exportConversation('A', { providers: ['openai', 'claude', 'gemini'] })] }),
      'conversations[0].providers: Too big: expected array to have <=2 items',
    ],
    [
      'a file on a reply',
      exportFile({
        conversations: [
          exportConversation('A', {
            messages: [
              exportMessage(1),
              exportMessage(2, {
                sender: 'openai',
                replyTo: 1,
                attachments: [{ name: 'a.png', type: 'image/png', size: 1 }],
              }),
            ],
          }),
        ],
      }),
      'conversations[0].messages[1].attachments: Only your own messages carry files',
    ],
    [
      'a fused reply naming a reply of another question, or on a side',
      exportFile({
        conversations: [
          exportConversation('A', {
            messages: [
              exportMessage(1),
              exportMessage(2, { sender: 'openai', side: 'a', replyTo: 1 }),
              exportMessage(3, { sender: 'claude', side: 'b', replyTo: 1 }),
              exportMessage(4),
              exportMessage(5, { sender: 'gemini', replyTo: 4, fused: { leftReplyId: 2, rightReplyId: 3 } }),
            ],
          }),
        ],
      }),
      'conversations[0].messages[4].fused: Expected the id of an earlier side a reply to the same message, got 2',
    ],
    [
      'a fused reply that answers for a side',
      exportFile({
        conversations: [
          exportConversation('A', {
            messages: [
              exportMessage(1),
              exportMessage(2, { sender: 'openai', side: 'a', replyTo: 1 }),
              exportMessage(3, { sender: 'claude', side: 'b', replyTo: 1 }),
              exportMessage(4, { sender: 'gemini', side: 'a', replyTo: 1, fused: { leftReplyId: 2, rightReplyId: 3 } }),
            ],
          }),
        ],
      }),
      'conversations[0].messages[3].side: A fused reply answers for no side: expected null',
    ],
    [
      'a date PostgreSQL cannot keep',
      exportFile({ conversations: [exportConversation('A', { createdAt: '0000-01-01T00:00:00Z' })] }),
      'conversations[0].createdAt: Expected a date between the years 1 and 9999',
    ],
  ])('refuses %s, saying where', async (_case, payload, message) => {
    const bob = await signIn(ctx);
    const response = await bob.call({ method: 'POST', url: '/api/user/import', payload: payload as object });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'validation_failed', message });
    expect(await countsOf(ctx.db, bob.user.id)).toEqual({ projects: 0, conversations: 0, messages: 0 });
  });

  it.each([
    ['malformed JSON', '{"format": ', "Body is not valid JSON but content-type is set to 'application/json'"],
    ['an empty body', '', "Body cannot be empty when content-type is set to 'application/json'"],
  ])('refuses %s as Fastify’s own JSON parser does', async (_case, payload, message) => {
    const bob = await signIn(ctx);
    const headers = { 'content-type': 'application/json' };
    const response = await bob.call({ method: 'POST', url: '/api/user/import', payload, headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'bad_request', message });
  });
});
