import type { JudgeBody } from '#shared/api/judgements';

/** Where the judge last chosen is kept in this browser, per user. */
const keyOf = (userId: number) => `pairwise-judge:${userId}`;

// Storage can be missing or refuse access (privacy modes, quota): the choice then lasts as long as the page.
const kept = new Map<number, JudgeBody>();

// What another version of the app (or a hand) left there is dropped, not trusted.
const isJudge = (value: unknown): value is JudgeBody =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as JudgeBody).provider === 'string' &&
  typeof (value as JudgeBody).model === 'string';

/** The judge the user last chose; null when none (or none readable). */
export function readJudge(userId: number): JudgeBody | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(userId)) ?? 'null');
    if (isJudge(parsed)) return { provider: parsed.provider, model: parsed.model };
  } catch {
    // Read from the page's own memory below.
  }
  return kept.get(userId) ?? null;
}

export function rememberJudge(userId: number, judge: JudgeBody): void {
  kept.set(userId, judge);
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(judge));
  } catch {
    // Kept for this page only.
  }
}
