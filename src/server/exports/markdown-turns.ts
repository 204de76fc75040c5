import type { ExportedConversation, ExportedMessage } from '#shared/api/exported-conversations';
import type { ExportedJudgement, ExportedVote } from '#shared/api/exported-verdicts';
import type { Side } from '#shared/sides';

/** A connection's label by its id; a connection removed since is named by its id. */
export type ConnectionLabels = (connectionId: string) => string;

export interface Turn {
  /** Null for replies older than any question (a conversation from before replies named theirs). */
  question: ExportedMessage | null;
  /** By side, not by sender: one connection may answer on both (two of its models compared). */
  versions: Record<Side, ExportedMessage[]>;
  /** Fused replies (decision 054): each merges a version of side a's reply and one of side b's. */
  fused: ExportedMessage[];
  vote?: ExportedVote;
  judgement?: ExportedJudgement;
}

/**
 * The questions of the branch shown (decision 055): from the first, the version shown among those
 * following the last one taken. Every question of a file before version 5, which has no branches.
 */
function questionsShown(messages: readonly ExportedMessage[]): Set<number> {
  const questions = messages.filter((message) => message.sender === 'user');
  if (questions.every((question) => question.parentId === undefined)) {
    return new Set(questions.map((question) => question.id));
  }
  const versions = new Map<number | null, ExportedMessage[]>();
  for (const question of questions) {
    const parent = question.parentId ?? null;
    versions.set(parent, [...(versions.get(parent) ?? []), question]);
  }
  const shown = new Set<number>();
  for (let parent: number | null = null; ; ) {
    const next = shownVersion(versions.get(parent) ?? []);
    if (!next || shown.has(next.id)) return shown;
    shown.add(next.id);
    parent = next.id;
  }
}

/**
 * Each question of the branch shown with the replies to it, its vote and its judge's verdict, in
 * order; a reply without `replyTo` joins the turn before it.
 */
export function turnsOf({ messages, votes, judgements }: ExportedConversation): Turn[] {
  const shown = questionsShown(messages);
  const turns: Turn[] = [];
  const byQuestion = new Map<number, Turn>();
  const newTurn = (question: ExportedMessage | null) => {
    const turn: Turn = { question, versions: { a: [], b: [] }, fused: [] };
    turns.push(turn);
    if (question) byQuestion.set(question.id, turn);
    return turn;
  };
  for (const message of messages) {
    if (message.sender === 'user') {
      if (shown.has(message.id)) newTurn(message);
      continue;
    }
    if (message.replyTo !== null && !shown.has(message.replyTo)) continue;
    const turn =
      (message.replyTo === null ? undefined : byQuestion.get(message.replyTo)) ?? turns.at(-1) ?? newTurn(null);
    // A reply has its side unless it is fused (the database's check holds it); the fallback only narrows the type.
    if (message.fused) turn.fused.push(message);
    else turn.versions[message.side ?? 'b'].push(message);
  }
  for (const vote of votes) {
    const turn = byQuestion.get(vote.messageId);
    if (turn) turn.vote = vote;
  }
  for (const judgement of judgements) {
    const turn = byQuestion.get(judgement.messageId);
    if (turn) turn.judgement = judgement;
  }
  return turns;
}

/** The version of a side's reply the conversation shows: the active one, else the latest. */
export const shownVersion = (versions: readonly ExportedMessage[]) =>
  versions.find((version) => version.active) ?? versions.at(-1);

/** A title or name on one line, shown as written: * _ ` [ ] < > would otherwise format it. */
export const literal = (text: string) => text.replace(/[\\`*_[\]<>]/g, '\\$&').replace(/\s+/g, ' ');

/** "OpenAI · gpt-4o": a connection by its label, and its model when there is one. */
export const modelTitle = (labelOf: ConnectionLabels, provider: string, model: string | null) =>
  [literal(labelOf(provider)), model ? literal(model) : null].filter(Boolean).join(' · ');
