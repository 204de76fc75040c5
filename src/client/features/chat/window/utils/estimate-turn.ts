import type { Turn } from '#client/features/chat/turn/utils/group-turns';

// Rough figures of the chat's layout (its styles: 16 px text on 24 px lines, bubbles with their
// names and facts). A turn is measured once drawn; a close guess only keeps the scroll bar steadier.
const LINE_PX = 24;
const GAP_PX = 24;
const USER_CHROME_PX = 24;
const REPLY_CHROME_PX = 96;
const IN_FLIGHT_PX = 64;
const COMPARE_PX = 40;

function textHeight(content: string, charsPerLine: number): number {
  const lines = content
    .split('\n')
    .reduce((count, line) => count + Math.max(1, Math.ceil(line.length / charsPerLine)), 0);
  return lines * LINE_PX;
}

/** A turn's height before it is drawn: its text's lines, stacked or (side by side) in two columns. */
export function estimateTurnHeight(turn: Turn | undefined, sideBySide: boolean): number {
  if (!turn) return 0;
  const columns = sideBySide && turn.sides.length === 2;
  const charsPerLine = columns ? 45 : 90;
  const sides = turn.sides.map(
    (side) =>
      side.replies.reduce((height, reply) => height + REPLY_CHROME_PX + textHeight(reply.content, charsPerLine), 0) +
      side.inFlight.length * IN_FLIGHT_PX +
      GAP_PX * Math.max(0, side.replies.length + side.inFlight.length - 1),
  );
  const replies = columns ? Math.max(...sides) : sides.reduce((sum, height) => sum + height, 0);
  const user = turn.user ? USER_CHROME_PX + textHeight(turn.user.content, 60) : 0;
  const parts = [user, ...(columns ? [replies] : sides)].filter((height) => height > 0).length;
  return user + replies + (turn.sides.length === 2 ? COMPARE_PX : 0) + GAP_PX * parts;
}
