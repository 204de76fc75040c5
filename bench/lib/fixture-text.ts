// Message texts for the fixture: varied enough that gzip sizes mean something (a repeated sentence
// would compress a hundredfold), and the same on every run.
export const WORDS = (
  'the a of to and in is that for it as with on be by this are or an can from at which not but ' +
  'index table query row column key value page cache plan scan sort join time cost memory disk write read ' +
  'update insert delete lock commit server client request answer model token prompt context window stream ' +
  'latency budget usually faster slower large small better worse when because each every often rarely ' +
  'compare choose measure keep split merge store serve order range equality hash tree balanced sorted'
).split(' ');

export const TEXT_VARIANTS = 256;

/** A small deterministic generator (LCG): the fixture must not change between runs. */
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor((state / 2_147_483_648) * below);
  };
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Mostly common words; one in four a made-up name, as answers quote identifiers, numbers and code. */
function word(next: (below: number) => number): string {
  if (next(4) > 0) return WORDS[next(WORDS.length)] as string;
  return Array.from({ length: 3 + next(7) }, () => ALPHABET[next(ALPHABET.length)]).join('');
}

function sentence(next: (below: number) => number): string {
  const words = Array.from({ length: 6 + next(12) }, () => word(next));
  const text = words.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function paragraph(next: (below: number) => number, length: number): string {
  let text = '';
  while (text.length < length) text += `${sentence(next)} `;
  return text.slice(0, length).trimEnd();
}

/** A question of about 200 characters and an answer of about 1,200 with some markdown. */
export function textVariant(index: number): { question: string; answer: string } {
  const next = generator(index + 1);
  const question = `${paragraph(next, 190)}?`;
  const head = [
    `## ${sentence(next)}`,
    paragraph(next, 420),
    `- **${sentence(next)}**\n- ${sentence(next)}\n- \`${word(next)}\` ${sentence(next)}`,
  ].join('\n\n');
  const answer = `${head}\n\n${paragraph(next, 1200 - head.length - 2)}`;
  return { question, answer };
}
