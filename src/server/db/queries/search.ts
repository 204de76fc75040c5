import { and, desc, eq, ilike, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/database';
import { hasMessages } from '#server/db/queries/conversations';
import { containsPattern } from '#server/db/queries/like-pattern';
import { conversations } from '#server/db/schema/conversations';
import { messages } from '#server/db/schema/messages';
import { projects } from '#server/db/schema/projects';
import {
  SEARCH_HITS_PER_CONVERSATION,
  SEARCH_INDEXED_CHARACTERS,
  SEARCH_MAX_CONVERSATIONS,
} from '#shared/search-limits';

// Letters, digits and combining marks of any script, joined by the marks that PostgreSQL's parser
// keeps inside one token (3.14, ada@example.com, src/app.ts, e-mail): each goes to the database
// quoted and whole, so its parser splits it exactly as it split the messages. Nothing else reaches
// the tsquery, so no input can make its syntax fail.
const WORD = /[\p{L}\p{N}\p{M}]+(?:[._@/-][\p{L}\p{N}\p{M}]+)*/gu;
// Every word is a prefix scan of the index: a bounded number keeps a pasted paragraph cheap.
const MAX_WORDS = 8;

/** The distinct words of a search, in order; none for punctuation only. */
export function searchWords(query: string): string[] {
  return [...new Set(query.match(WORD) ?? [])].slice(0, MAX_WORDS);
}

/**
 * Every word as a prefix (`'word':*`), all required. to_tsquery parses each quoted word as the
 * index's to_tsvector did the text (a word it splits, like snake_case, must match as a phrase) and
 * lower-cases it, so case is ignored exactly as far as the database's locale allows.
 */
const tsquery = (words: readonly string[]) =>
  sql`to_tsquery('simple', ${words.map((word) => `'${word}':*`).join(' & ')})`;

// A word's marks are literal in the regular expression that finds the snippet's window.
const literal = (word: string) => word.replace(/[._@/-]/g, '\\$&');

/**
 * The text searched: a message's first characters. substr reads only them, where left() and
 * length() would read (and decompress) the whole text first.
 */
const searched = sql`substr(${messages.content}, 1, ${sql.raw(String(SEARCH_INDEXED_CHARACTERS))})`;

/** The index expression, spelled exactly as in messages_content_search_idx, so the index serves it. */
const matches = (words: readonly string[]) => sql`to_tsvector('simple', ${searched}) @@ ${tsquery(words)}`;

export const SNIPPET_START = '\u0001';
export const SNIPPET_STOP = '\u0002';
const MARKERS = `StartSel="${SNIPPET_START}", StopSel="${SNIPPET_STOP}"`;

// A short message is its own snippet, every match marked; a longer one gets a few words around its
// best match.
const SHORT = 200;
// ts_headline parses all the text it is given: a long message gives it only a window around its
// first word-start match (or its beginning), so a snippet costs the same for 3 kB or 300 kB.
const WINDOW = 3000;
const LEAD = 400;

function headline(words: readonly string[]): SQL {
  const content = searched;
  const firstMatch = sql`regexp_instr(${content}, ${`\\m(${words.map(literal).join('|')})`}, 1, 1, 0, 'i')`;
  const window = sql`substr(${content}, greatest(1, ${firstMatch} - ${sql.raw(String(LEAD))}), ${sql.raw(String(WINDOW))})`;
  // The markers are ours alone: the same characters in the text itself go.
  const clean = (text: SQL) => sql`translate(${text}, ${SNIPPET_START + SNIPPET_STOP}, '')`;
  const short = sql`length(substr(${messages.content}, 1, ${sql.raw(String(SHORT + 1))})) <= ${sql.raw(String(SHORT))}`;
  return sql`case when ${short}
    then ts_headline('simple', ${clean(sql`${content}`)}, ${tsquery(words)}, ${`${MARKERS}, HighlightAll=true`})
    else ts_headline('simple', ${clean(window)}, ${tsquery(words)}, ${`${MARKERS}, MaxWords=18, MinWords=8, ShortWord=2`}) end`;
}

/**
 * The user's messages matching every word, as rows of the answer: the SEARCH_MAX_CONVERSATIONS most
 * recently updated conversations with a match, and in each its SEARCH_HITS_PER_CONVERSATION newest
 * matching messages (versions not shown, and branches not shown, are left out), with a ts_headline of each. The window
 * functions rank every match by its ids alone; the headline, which reads the text, runs only for
 * the rows returned.
 */
export function searchMessagesQuery(db: Executor, userId: number, words: readonly string[]) {
  const ranked = db
    .select({
      messageId: sql<number>`${messages.id}`.as('hit_message_id'),
      conversationId: sql<number>`${messages.conversationId}`.as('hit_conversation_id'),
      hitOrder:
        sql<number>`row_number() over (partition by ${messages.conversationId} order by ${messages.id} desc)`.as(
          'hit_order',
        ),
      conversationOrder:
        sql<number>`dense_rank() over (order by ${conversations.updatedAt} desc, ${conversations.id} desc)`.as(
          'conversation_order',
        ),
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(conversations.userId, userId), eq(messages.active, true), eq(messages.onPath, true), matches(words)))
    .as('ranked');
  return db
    .select({
      messageId: ranked.messageId,
      sender: messages.sender,
      conversationId: conversations.id,
      title: conversations.title,
      projectId: conversations.projectId,
      projectName: projects.name,
      headline: sql<string>`${headline(words)}`,
    })
    .from(ranked)
    .innerJoin(messages, eq(messages.id, ranked.messageId))
    .innerJoin(conversations, eq(conversations.id, ranked.conversationId))
    .leftJoin(projects, eq(projects.id, conversations.projectId))
    .where(
      and(lte(ranked.hitOrder, SEARCH_HITS_PER_CONVERSATION), lte(ranked.conversationOrder, SEARCH_MAX_CONVERSATIONS)),
    )
    .orderBy(ranked.conversationOrder, ranked.hitOrder);
}

export type SearchRow = Awaited<ReturnType<typeof searchMessagesQuery>>[number];

/**
 * How long a search may run on PostgreSQL before it is cancelled (isStatementTimeout). PGlite accepts
 * statement_timeout and ignores it: there, SEARCH_INDEXED_CHARACTERS is what bounds the work.
 */
export const SEARCH_TIMEOUT_MS = 2000;

export async function searchMessages(db: Database, userId: number, words: readonly string[]): Promise<SearchRow[]> {
  if (words.length === 0) return [];
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local statement_timeout = ${SEARCH_TIMEOUT_MS}`));
    return searchMessagesQuery(tx, userId, words);
  });
}

/**
 * The user's conversations in a project whose title holds `text`, ignoring case, most recently
 * updated first: the sidebar's title filter reaches only those in no project. One without a message
 * is never found (decision 049).
 */
export async function searchProjectTitles(db: Executor, userId: number, text: string) {
  return db
    .select({
      conversationId: conversations.id,
      title: conversations.title,
      projectId: conversations.projectId,
      projectName: projects.name,
    })
    .from(conversations)
    .innerJoin(projects, eq(projects.id, conversations.projectId))
    .where(
      and(
        eq(conversations.userId, userId),
        isNotNull(conversations.projectId),
        ilike(conversations.title, containsPattern(text)),
        hasMessages,
      ),
    )
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .limit(SEARCH_MAX_CONVERSATIONS);
}

export type TitleRow = Awaited<ReturnType<typeof searchProjectTitles>>[number];
