import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { searchMessagesQuery } from '#server/db/queries/search';
import { messages } from '#server/db/schema/messages';
import { errorCatalogue } from '#shared/errors';
import {
  SEARCH_HITS_PER_CONVERSATION,
  SEARCH_INDEXED_CHARACTERS,
  SEARCH_MAX_CONVERSATIONS,
} from '#shared/search-limits';
import { ageRow, createConversation, createMessage, createProject } from '#tests/helpers/factories';
import { call, type SignedIn, signIn, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();

const search = (user: SignedIn, q: string) => user.call({ url: `/api/search?${new URLSearchParams({ q })}` });

interface Segment {
  text: string;
  match: boolean;
}
interface Result {
  conversation: { id: number; title: string; projectId: number | null; projectName: string | null };
  titleMatch: boolean;
  hits: { messageId: number; sender: string; snippet: Segment[] }[];
}

async function resultsOf(user: SignedIn, q: string): Promise<Result[]> {
  const response = await search(user, q);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results;
}

const matchedWords = (snippet: Segment[]) => snippet.filter((part) => part.match).map((part) => part.text);
const snippetText = (snippet: Segment[]) => snippet.map((part) => part.text).join('');

describe('GET /api/search', () => {
  it('finds messages by the start of every word, grouped by conversation, projects included', async () => {
    const alice = await signIn(ctx);
    const project = await createProject(ctx.db, alice.user.id, { name: 'Physics' });
    const inProject = await createConversation(ctx.db, alice.user.id, { title: 'Entanglement', projectId: project.id });
    const loose = await createConversation(ctx.db, alice.user.id, { title: 'Reading list' });
    const asked = await createMessage(ctx.db, inProject.id, { content: 'Explain Quantum entanglement simply' });
    const answered = await createMessage(ctx.db, inProject.id, {
      content: 'Two particles share one quantum state.\n\nMeasuring one tells you about the other.',
      sender: 'openai',
    });
    const listed = await createMessage(ctx.db, loose.id, { content: 'A book on quantum computing', sender: 'claude' });
    await createMessage(ctx.db, loose.id, { content: 'Something about cooking' });
    await ageRow(ctx.db, 'conversations', 'updated_at', inProject.id, '1 hour');

    const results = await resultsOf(alice, 'QUANT');

    expect(results.map((result) => result.conversation)).toEqual([
      { id: loose.id, title: 'Reading list', projectId: null, projectName: null },
      { id: inProject.id, title: 'Entanglement', projectId: project.id, projectName: 'Physics' },
    ]);
    expect(results[0]?.hits).toEqual([
      {
        messageId: listed.id,
        sender: 'claude',
        snippet: [
          { text: 'A book on ', match: false },
          { text: 'quantum', match: true },
          { text: ' computing', match: false },
        ],
      },
    ]);
    // Newest first; new lines collapse to spaces; the matched word keeps its own case.
    const hits = results[1]?.hits ?? [];
    expect(hits.map((hit) => [hit.messageId, hit.sender])).toEqual([
      [answered.id, 'openai'],
      [asked.id, 'user'],
    ]);
    expect(snippetText(hits[0]?.snippet ?? [])).toBe(
      'Two particles share one quantum state. Measuring one tells you about the other.',
    );
    expect(matchedWords(hits[1]?.snippet ?? [])).toEqual(['Quantum']);
  });

  it('lists conversations in a project whose title holds the text, ignoring case, first and once', async () => {
    const alice = await signIn(ctx);
    const bob = await signIn(ctx);
    const physics = await createProject(ctx.db, alice.user.id, { name: 'Physics' });
    const titled = await createConversation(ctx.db, alice.user.id, {
      title: 'Quantum 100% notes',
      projectId: physics.id,
    });
    await createMessage(ctx.db, titled.id, { content: 'Waves and particles' });
    const both = await createConversation(ctx.db, alice.user.id, { title: 'More quantum', projectId: physics.id });
    await createMessage(ctx.db, both.id, { content: 'quantum again' });
    // Without a message it is not listed anywhere (decision 049), so not found either.
    await createConversation(ctx.db, alice.user.id, { title: 'Quantum, not begun', projectId: physics.id });
    // The sidebar's own filter finds these: not listed for their title alone.
    await createConversation(ctx.db, alice.user.id, { title: 'Quantum, unfiled' });
    const bobs = await createProject(ctx.db, bob.user.id);
    await createConversation(ctx.db, bob.user.id, { title: 'Quantum of Bob', projectId: bobs.id });

    const results = await resultsOf(alice, 'QUANTUM');
    expect(results.map((result) => [result.conversation.title, result.titleMatch, result.hits.length])).toEqual([
      ['More quantum', true, 1],
      ['Quantum 100% notes', true, 0],
    ]);
    expect(results[1]?.conversation).toEqual({
      id: titled.id,
      title: 'Quantum 100% notes',
      projectId: physics.id,
      projectName: 'Physics',
    });
    // % and _ are the title's own characters, not patterns.
    expect((await resultsOf(alice, '100%')).map((result) => result.conversation.id)).toEqual([titled.id]);
    expect(await resultsOf(alice, '_')).toEqual([]);
  });

  it('needs every word, each as a prefix, in the same message', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    const both = await createMessage(ctx.db, conversation.id, { content: 'Green tea with honey' });
    await createMessage(ctx.db, conversation.id, { content: 'Green apples' });
    await createMessage(ctx.db, conversation.id, { content: 'Honey cake' });

    const [result] = await resultsOf(alice, 'hon gree');

    expect(result?.hits.map((hit) => hit.messageId)).toEqual([both.id]);
    expect(matchedWords(result?.hits[0]?.snippet ?? [])).toEqual(['Green', 'honey']);
    expect(await resultsOf(alice, 'honey tea cake')).toEqual([]);
  });

  it('never answers with another user’s conversations, whatever the words', async () => {
    const alice = await signIn(ctx);
    const bob = await signIn(ctx);
    const mine = await createConversation(ctx.db, alice.user.id);
    const theirs = await createConversation(ctx.db, bob.user.id);
    const project = await createProject(ctx.db, bob.user.id, { name: 'Secret project' });
    const theirsInProject = await createConversation(ctx.db, bob.user.id, { projectId: project.id });
    await createMessage(ctx.db, mine.id, { content: 'The password hint is pelican' });
    await createMessage(ctx.db, theirs.id, { content: 'The password hint is pelican' });
    await createMessage(ctx.db, theirsInProject.id, { content: 'pelican pelican' });

    expect((await resultsOf(alice, 'pelican')).map((result) => result.conversation.id)).toEqual([mine.id]);
    expect((await resultsOf(bob, 'pelican')).map((result) => result.conversation.id).sort()).toEqual(
      [theirs.id, theirsInProject.id].sort(),
    );
    expect(await resultsOf(await signIn(ctx), 'pelican')).toEqual([]);
  });

  it(`answers the ${SEARCH_MAX_CONVERSATIONS} most recently updated conversations, ${SEARCH_HITS_PER_CONVERSATION} newest hits each`, async () => {
    const alice = await signIn(ctx);
    const created = [];
    for (let index = 0; index < SEARCH_MAX_CONVERSATIONS + 2; index++) {
      const conversation = await createConversation(ctx.db, alice.user.id, { title: `Trip ${index}` });
      await createMessage(ctx.db, conversation.id, { content: `Packing list ${index}` });
      // The first one made is the most recently updated.
      await ageRow(ctx.db, 'conversations', 'updated_at', conversation.id, `${index} minutes`);
      created.push(conversation.id);
    }
    const busy = created[1] as number;
    const more = [];
    for (let index = 0; index < 4; index++) {
      more.push((await createMessage(ctx.db, busy, { content: `More packing ${index}` })).id);
    }

    const results = await resultsOf(alice, 'packing');

    expect(results.map((result) => result.conversation.id)).toEqual(created.slice(0, SEARCH_MAX_CONVERSATIONS));
    expect(results[1]?.hits.map((hit) => hit.messageId)).toEqual(more.reverse().slice(0, SEARCH_HITS_PER_CONVERSATION));
  });

  it('leaves out reply versions that are not shown', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    const earlier = await createMessage(ctx.db, conversation.id, {
      content: 'Old draft about walruses',
      sender: 'openai',
    });
    await ctx.db.update(messages).set({ active: false }).where(eq(messages.id, earlier.id));
    const shown = await createMessage(ctx.db, conversation.id, {
      content: 'New text about walruses',
      sender: 'openai',
    });

    const [result] = await resultsOf(alice, 'walrus');

    expect(result?.hits.map((hit) => hit.messageId)).toEqual([shown.id]);
  });

  it('matches words of any script, ignoring their case, and digits', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    const russian = await createMessage(ctx.db, conversation.id, { content: 'Привет, мир! Как дела?' });
    const greek = await createMessage(ctx.db, conversation.id, { content: 'καλημέρα κόσμε' });
    const numbers = await createMessage(ctx.db, conversation.id, { content: 'Room 4021 is on floor 4' });

    const firstHit = async (q: string) => (await resultsOf(alice, q))[0]?.hits.map((hit) => hit.messageId);
    expect(await firstHit('мир')).toEqual([russian.id]);
    expect(await firstHit('ПРИВ')).toEqual([russian.id]);
    expect(await firstHit('καλημ')).toEqual([greek.id]);
    expect(await firstHit('402')).toEqual([numbers.id]);
  });

  it('finds numbers, addresses and paths as written, and a word the index split as the phrase it was', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    const pi = await createMessage(ctx.db, conversation.id, { content: 'Pi is about 3.14159, not 22/7.' });
    const mail = await createMessage(ctx.db, conversation.id, { content: 'Write to ada@example.com today' });
    const path = await createMessage(ctx.db, conversation.id, { content: 'See src/server/app.ts for buildApp' });
    const snake = await createMessage(ctx.db, conversation.id, { content: 'Call load_user_profile() first' });
    await createMessage(ctx.db, conversation.id, { content: 'The profile loads the user' });
    // Far into a long message: the snippet is taken around it.
    const gravity = await createMessage(ctx.db, conversation.id, { content: `${'filler '.repeat(800)}g is 9.81 m/s²` });

    const hits = async (q: string) =>
      (await resultsOf(alice, q)).flatMap((result) => result.hits.map((hit) => hit.messageId));
    expect(await hits('3.14')).toEqual([pi.id]);
    expect(await hits('about 3.1')).toEqual([pi.id]);
    expect(await hits('ada@example.com')).toEqual([mail.id]);
    expect(await hits('src/server')).toEqual([path.id]);
    expect(await hits('load_user')).toEqual([snake.id]);
    expect(await hits('user_load')).toEqual([]);
    const [found] = await resultsOf(alice, 'src/server');
    const [fall] = await resultsOf(alice, '9.81');
    expect(fall?.hits.map((hit) => hit.messageId)).toEqual([gravity.id]);
    expect(fall?.hits[0]?.snippet.filter((segment) => segment.match).map((segment) => segment.text)).toEqual(['9.81']);
    expect(found?.hits[0]?.snippet.filter((segment) => segment.match).map((segment) => segment.text)).toEqual([
      'src/server/app.ts',
    ]);
  });

  it('answers no results, not an error, for punctuation or the tsquery syntax', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    await createMessage(ctx.db, conversation.id, { content: "It's a (tricky) case: a|b & !c" });

    for (const q of ['?!', "'", '&|!():*', '<->', '\\', '"', '🙂', '\uFFFD']) {
      expect(await resultsOf(alice, q), q).toEqual([]);
    }
    // The words among the syntax still count.
    expect(await resultsOf(alice, "it's (tricky):* & !c")).toHaveLength(1);
  });

  it('answers any text of up to 200 characters with results, never an error', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    const text = "Ünïcödé, 数据库 and a|b & !c:* 'quoted' (text) 1";
    await createMessage(ctx.db, conversation.id, { content: text });
    // A long one too: its snippet is taken around the first match found by a regular expression.
    await createMessage(ctx.db, conversation.id, { content: `${'filler '.repeat(100)}${text}` });
    // Any code points, operators of the tsquery and regular-expression syntax among them.
    const syntax = fc.constantFrom(...'&|!():*\'"<->\\[]{}.+?^$'.split(''), ' ', 'ü', '数', 'a', '1');
    const query = fc
      .oneof(
        fc.string({ unit: 'binary', minLength: 1, maxLength: 200 }),
        fc.string({ unit: syntax, minLength: 1, maxLength: 60 }),
      )
      .filter((q) => q.trim() !== '' && q.trim().length <= 200 && !q.includes('\0'));
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const response = await search(alice, q);
        expect(response.statusCode, `${JSON.stringify(q)}: ${response.body}`).toBe(200);
      }),
      { numRuns: 150 },
    );
  });

  it('gives a long message a snippet around its match, and keeps the text free of the markers', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    // 27,000 characters on either side: the match is within the characters searched.
    const filler = 'lorem ipsum dolor sit amet '.repeat(1_000);
    await createMessage(ctx.db, conversation.id, { content: `${filler}the aardvark sleeps\u0001here\u0002 ${filler}` });

    const [result] = await resultsOf(alice, 'aardvark');

    const snippet = result?.hits[0]?.snippet ?? [];
    expect(matchedWords(snippet)).toEqual(['aardvark']);
    expect(snippetText(snippet)).toMatch(/^aardvark sleepshere/);
    expect(snippetText(snippet).length).toBeLessThan(250);
  });

  it('refuses a missing, blank, too long or NUL query, and callers who are not signed in', async () => {
    const alice = await signIn(ctx);
    for (const url of ['/api/search', '/api/search?q=', '/api/search?q=%20%20', '/api/search?q=a&q=b']) {
      expect((await alice.call({ url })).statusCode, url).toBe(400);
    }
    expect((await search(alice, 'x'.repeat(201))).statusCode).toBe(400);
    expect((await search(alice, ` ${'x'.repeat(200)} `)).statusCode).toBe(200);
    const nul = await search(alice, 'a\u0000b');
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'validation_failed' });
    const anonymous = await call(ctx.app, { url: '/api/search?q=hello' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'unauthenticated' });
  });

  it('is served by the full-text index', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    // Enough other text that reading every message would cost more than the index.
    await ctx.db.execute(sql`
      insert into messages (conversation_id, content, sender)
      select ${conversation.id}, 'message number ' || n || ' about nothing much', 'user'
      from generate_series(1, 5000) as n`);
    await createMessage(ctx.db, conversation.id, { content: 'a rare word: zeugma' });
    await ctx.db.execute(sql`analyze messages`);

    const plan = await ctx.db.execute(sql`explain (costs off) ${searchMessagesQuery(ctx.db, alice.user.id, ['zeug'])}`);

    expect(JSON.stringify(plan)).toContain('messages_content_search_idx');
  });

  it('searches the first characters of a message whose words would pass the limit of a tsvector, never failing', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    // 1.3 MB of distinct words: more than a tsvector holds of a whole text.
    const words = Array.from({ length: 90_000 }, (_, index) => `lexeme${String(index).padStart(6, '0')}x`).join(' ');
    const huge = await createMessage(ctx.db, conversation.id, { content: `needle ${words} haystackend` });
    expect(huge.content.indexOf('haystackend')).toBeGreaterThan(SEARCH_INDEXED_CHARACTERS);

    const [found] = await resultsOf(alice, 'needle');
    expect(found?.hits.map((hit) => hit.messageId)).toEqual([huge.id]);
    expect(matchedWords(found?.hits[0]?.snippet ?? [])).toEqual(['needle']);
    // Past the characters searched: not found, and no error either.
    expect(await resultsOf(alice, 'haystackend')).toEqual([]);
    expect(await resultsOf(alice, 'lexeme089999x')).toEqual([]);
    expect((await resultsOf(alice, 'lexeme000123x'))[0]?.hits.map((hit) => hit.messageId)).toEqual([huge.id]);
  });

  // Only PostgreSQL can cancel a statement; on PGlite the characters searched (above) are the bound.
  if (inject('databaseTemplate').kind === 'postgres') {
    it('answers 503 search_timed_out when the search takes too long (PostgreSQL: a statement timeout)', async () => {
      const alice = await signIn(ctx);
      const conversation = await createConversation(ctx.db, alice.user.id);
      await createMessage(ctx.db, conversation.id, { content: 'a message to find' });

      // A search waiting on a lock stands for one that works too long: the timeout counts both.
      const response = await ctx.db.transaction(async (tx) => {
        await tx.execute(sql`lock table messages in access exclusive mode`);
        return search(alice, 'message');
      });

      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ code: 'search_timed_out', message: errorCatalogue.search_timed_out.message });
      expect((await resultsOf(alice, 'message')).length).toBe(1);
    });
  }
});
