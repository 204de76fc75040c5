import { describe, expect, it } from 'vitest';
import { findUserById } from '#server/db/queries/users';
import type { PublicUser } from '#shared/api/users';
import type { Scoreboard, Vote } from '#shared/api/votes';
import { createTurn } from '#tests/helpers/factories';
import { signIn, useTestApp } from '#tests/helpers/test-app';

// Decision 044: the "Blind" preference, votes cast blind, and the scoreboard of those alone.
const ctx = useTestApp();
const vote = (messageId: number) => `/api/messages/${messageId}/vote`;
const pair = { openai: 'gpt-4o', claude: 'claude-sonnet-4-5' };

describe('a vote cast blind', () => {
  it('is stored and returned as blind, and a vote without the flag is not', async () => {
    const alice = await signIn(ctx);
    const blindTurn = await createTurn(ctx.db, alice.user.id, pair);
    const seenTurn = await createTurn(ctx.db, alice.user.id, pair, blindTurn.conversationId);

    const cast = await alice.call({
      method: 'PUT',
      url: vote(blindTurn.messageId),
      payload: { choice: 'right', blind: true },
    });
    const seen = await alice.call({ method: 'PUT', url: vote(seenTurn.messageId), payload: { choice: 'left' } });

    expect(cast.statusCode, cast.body).toBe(200);
    expect(cast.json<Vote>()).toMatchObject({ choice: 'right', blind: true, right: { model: 'claude-sonnet-4-5' } });
    expect(seen.json<Vote>()).toMatchObject({ choice: 'left', blind: false });
    const listed = await alice.call({ url: `/api/conversations/${blindTurn.conversationId}/votes` });
    expect(listed.json<Vote[]>().map((v) => [v.messageId, v.blind])).toEqual([
      [blindTurn.messageId, true],
      [seenTurn.messageId, false],
    ]);
  });

  it('refuses a blind flag that is not a boolean with 400, and stores nothing', async () => {
    const alice = await signIn(ctx);
    const turn = await createTurn(ctx.db, alice.user.id, pair);

    const response = await alice.call({
      method: 'PUT',
      url: vote(turn.messageId),
      payload: { choice: 'left', blind: 'yes' },
    });

    expect(response.statusCode).toBe(400);
    expect((await alice.call({ url: `/api/conversations/${turn.conversationId}/votes` })).json()).toEqual([]);
  });
});

describe('the scoreboard of blind votes', () => {
  it('counts only the votes cast blind with blind=true, in JSON and CSV, and every vote without it', async () => {
    const alice = await signIn(ctx);
    for (const [choice, blind] of [
      ['left', true],
      ['right', true],
      ['right', false],
      ['tie', false],
    ] as const) {
      const turn = await createTurn(ctx.db, alice.user.id, pair);
      await alice.call({ method: 'PUT', url: vote(turn.messageId), payload: { choice, blind } });
    }

    const blindOnly = (await alice.call({ url: '/api/votes/scoreboard?blind=true' })).json<Scoreboard>();
    const every = (await alice.call({ url: '/api/votes/scoreboard?blind=false' })).json<Scoreboard>();
    const csv = await alice.call({ url: '/api/votes/scoreboard.csv?blind=true' });

    expect(blindOnly.allTime).toEqual([expect.objectContaining({ leftWins: 1, rightWins: 1, ties: 0, votes: 2 })]);
    expect(blindOnly.last30Days).toEqual([expect.objectContaining({ votes: 2 })]);
    expect(every.allTime).toEqual([expect.objectContaining({ leftWins: 1, rightWins: 2, ties: 1, votes: 4 })]);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trimEnd().split('\r\n')[1]).toMatch(/^all time,openai,gpt-4o,claude,claude-sonnet-4-5,1,1,0,0,2,/);
  });

  it.each(['yes', '1', ''])('refuses blind=%s with 400', async (value) => {
    const alice = await signIn(ctx);

    for (const url of ['/api/votes/scoreboard', '/api/votes/scoreboard.csv']) {
      const response = await alice.call({ url: `${url}?blind=${value}` });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
  });
});

describe('the Blind preference', () => {
  it('is off for a new account, and PATCH /api/users/:id sets it and answers it', async () => {
    const alice = await signIn(ctx);
    expect((await alice.call({ url: '/api/user' })).json<PublicUser>().blind).toBe(false);

    const on = await alice.call({ method: 'PATCH', url: `/api/users/${alice.user.id}`, payload: { blind: true } });

    expect(on.statusCode, on.body).toBe(200);
    expect(on.json<PublicUser>()).toMatchObject({ blind: true, askBoth: false, name: alice.user.name });
    expect((await alice.call({ url: '/api/user' })).json<PublicUser>().blind).toBe(true);
    const off = await alice.call({ method: 'PATCH', url: `/api/users/${alice.user.id}`, payload: { blind: false } });
    expect(off.json<PublicUser>().blind).toBe(false);
  });

  it('refuses a value that is not a boolean with 400, and another user with 403, changing nothing', async () => {
    const alice = await signIn(ctx);
    const bob = await signIn(ctx);

    const odd = await alice.call({ method: 'PATCH', url: `/api/users/${alice.user.id}`, payload: { blind: 'on' } });
    const other = await alice.call({ method: 'PATCH', url: `/api/users/${bob.user.id}`, payload: { blind: true } });

    expect(odd.statusCode).toBe(400);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'forbidden' });
    expect((await findUserById(ctx.db, alice.user.id))?.blind).toBe(false);
    expect((await findUserById(ctx.db, bob.user.id))?.blind).toBe(false);
  });
});
