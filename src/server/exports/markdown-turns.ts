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
 * Each question with the replies to it, its vote and its judge's verdict, in order; a reply
 * without `replyTo` joins the turn before it.
 */
export function turnsOf({ messages, votes, judgements }: ExportedConversation): Turn[] {
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
      newTurn(message);
      continue;
    }
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
