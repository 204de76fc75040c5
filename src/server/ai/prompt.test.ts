import { describe, expect, it } from 'vitest';
import { fileNotice } from '#server/ai/file-notes';
import { buildThread, fileCostChars, HISTORY_BUDGET_CHARS, IMAGE_COST_CHARS } from '#server/ai/prompt';
import { STOPPED_BEFORE_TEXT } from '#server/ai/stopped-reply';

type Sender = 'user' | 'openai' | 'claude';
let nextId = 0;
const msg = (sender: Sender, content: string, error = false) => ({ id: ++nextId, sender, content, error });

describe('buildThread', () => {
  it('keeps the user’s messages and only the given provider’s own replies', () => {
    const history = [msg('user', 'Q1'), msg('openai', 'OpenAI A1'), msg('claude', 'Claude A1'), msg('user', 'Q2')];
    const last = history.at(-1)?.id ?? 0;

    expect(buildThread(history, 'openai', last)).toEqual([
      { role: 'user', content: 'Q1' },
      { role: 'assistant', content: 'OpenAI A1' },
      { role: 'user', content: 'Q2' },
    ]);
    expect(buildThread(history, 'claude', last)).toEqual([
      { role: 'user', content: 'Q1' },
      { role: 'assistant', content: 'Claude A1' },
      { role: 'user', content: 'Q2' },
    ]);
  });

  it('leaves error replies out, joining the user turns around them', () => {
    const history = [msg('user', 'Q1'), msg('claude', 'Claude is overloaded right now.', true), msg('user', 'Q2')];

    expect(buildThread(history, 'claude', history[2]?.id ?? 0)).toEqual([{ role: 'user', content: 'Q1\n\nQ2' }]);
  });

  it('keeps what a stopped reply said, and leaves out one stopped before it said anything', () => {
    const history = [
      msg('user', 'Q1'),
      { ...msg('openai', 'Half an ans'), stopped: true },
      msg('user', 'Q2'),
      { ...msg('openai', STOPPED_BEFORE_TEXT), stopped: true },
      msg('user', 'Q3'),
    ];

    expect(buildThread(history, 'openai', history[4]?.id ?? 0)).toEqual([
      { role: 'user', content: 'Q1' },
      { role: 'assistant', content: 'Half an ans' },
      { role: 'user', content: 'Q2\n\nQ3' },
    ]);
  });

  it('leaves out messages after upToId', () => {
    const history = [msg('user', 'Q1'), msg('openai', 'A1'), msg('user', 'Q2'), msg('openai', 'A2'), msg('user', 'Q3')];

    expect(buildThread(history, 'openai', history[2]?.id ?? 0)).toEqual([
      { role: 'user', content: 'Q1' },
      { role: 'assistant', content: 'A1' },
      { role: 'user', content: 'Q2' },
    ]);
  });

  it('joins consecutive turns of one role so that roles alternate', () => {
    const history = [msg('user', 'a'), msg('user', 'b'), msg('openai', 'c'), msg('openai', 'd'), msg('user', 'e')];

    const thread = buildThread(history, 'openai', history[4]?.id ?? 0);
    expect(thread).toEqual([
      { role: 'user', content: 'a\n\nb' },
      { role: 'assistant', content: 'c\n\nd' },
      { role: 'user', content: 'e' },
    ]);
    thread.slice(1).forEach((turn, index) => {
      expect(turn.role).not.toBe(thread[index]?.role);
    });
  });

  it('does not change the history it is given', () => {
    const history = [msg('user', 'a'), msg('user', 'b')];
    const copy = structuredClone(history);
    buildThread(history, 'openai', history[1]?.id ?? 0, 1);
    expect(history).toEqual(copy);
  });

  it('drops the oldest turns first to fit the budget', () => {
    const history = [
      msg('user', 'u1'.repeat(5)), // 10 characters each
      msg('openai', 'a1'.repeat(5)),
      msg('user', 'u2'.repeat(5)),
      msg('openai', 'a2'.repeat(5)),
      msg('user', 'u3'.repeat(5)),
    ];
    const upTo = history[4]?.id ?? 0;

    expect(buildThread(history, 'openai', upTo, 50)).toHaveLength(5);
    expect(buildThread(history, 'openai', upTo, 30)).toEqual([
      { role: 'user', content: 'u2'.repeat(5) },
      { role: 'assistant', content: 'a2'.repeat(5) },
      { role: 'user', content: 'u3'.repeat(5) },
    ]);
    const thread = buildThread(history, 'openai', upTo, 29);
    expect(thread.reduce((sum, turn) => sum + turn.content.length, 0)).toBeLessThanOrEqual(29);
    expect(thread).toEqual([{ role: 'user', content: 'u3'.repeat(5) }]);
  });

  it('always starts with a user turn, even when the budget cut lands before a reply', () => {
    const history = [msg('user', 'q'.repeat(20)), msg('claude', 'r'.repeat(5)), msg('user', 's'.repeat(5))];

    // 30 characters in all; a budget of 12 drops the question and would leave the reply first.
    expect(buildThread(history, 'claude', history[2]?.id ?? 0, 12)).toEqual([{ role: 'user', content: 'sssss' }]);
  });

  it('starts with a user turn when the history begins with a reply', () => {
    const history = [msg('openai', 'an earlier reply'), msg('user', 'Q')];

    expect(buildThread(history, 'openai', history[1]?.id ?? 0)).toEqual([{ role: 'user', content: 'Q' }]);
  });

  it('cuts a single over-long message to the budget, keeping its end', () => {
    const history = [msg('user', 'old'), msg('openai', 'reply'), msg('user', `${'x'.repeat(100)}the question`)];

    expect(buildThread(history, 'openai', history[2]?.id ?? 0, 20)).toEqual([
      { role: 'user', content: 'xxxxxxxxthe question' },
    ]);
  });

  it('does not cut an astral character in half when cutting a message', () => {
    const history = [msg('user', `${'😀'.repeat(10)}end`)];

    const [turn] = buildThread(history, 'openai', history[0]?.id ?? 0, 8);
    // 8 code units would start with the second half of a surrogate pair: the half is dropped.
    expect(turn?.content).toBe('😀😀end');
    expect(turn?.content).not.toMatch(/^[\uDC00-\uDFFF]/);
  });
});

describe('buildThread with versions of replies', () => {
  // Ids as stored: a regenerated reply is written after later turns, so its id is higher than theirs.
  const turn = (id: number, content: string) => ({ id, sender: 'user' as const, content, error: false });
  const reply = (id: number, replyTo: number, content: string, active = true, sender: Sender = 'openai') => ({
    id,
    sender,
    content,
    error: false,
    replyTo,
    active,
  });

  it('sends only the version shown, in the turn it answers, wherever its id fell', () => {
    const history = [
      turn(1, 'Q1'),
      reply(2, 1, 'first A1', false),
      turn(3, 'Q2'),
      reply(4, 3, 'A2'),
      reply(5, 1, 'second A1'),
      turn(6, 'Q3'),
    ];

    expect(buildThread(history, 'openai', 6)).toEqual([
      { role: 'user', content: 'Q1' },
      { role: 'assistant', content: 'second A1' },
      { role: 'user', content: 'Q2' },
      { role: 'assistant', content: 'A2' },
      { role: 'user', content: 'Q3' },
    ]);
  });

  it('sends an earlier version once it is the one shown again', () => {
    const history = [turn(1, 'Q1'), reply(2, 1, 'first A1'), reply(5, 1, 'second A1', false), turn(6, 'Q2')];

    expect(buildThread(history, 'openai', 6)).toEqual([
      { role: 'user', content: 'Q1' },
      { role: 'assistant', content: 'first A1' },
      { role: 'user', content: 'Q2' },
    ]);
  });

  it('gives a regenerate the thread up to its user message: no version of the reply being written', () => {
    const history = [
      turn(1, 'Q1'),
      reply(2, 1, 'A1'),
      turn(3, 'Q2'),
      reply(4, 3, 'first A2', false),
      reply(5, 3, 'second A2'),
      turn(6, 'Q3'),
      reply(7, 6, 'A3'),
    ];

    expect(buildThread(history, 'openai', 3)).toEqual([
      { role: 'user', content: 'Q1' },
      { role: 'assistant', content: 'A1' },
      { role: 'user', content: 'Q2' },
    ]);
  });

  it('keeps the other provider’s versions out, shown or not', () => {
    const history = [turn(1, 'Q1'), reply(2, 1, 'Claude A1', true, 'claude'), turn(3, 'Q2')];

    expect(buildThread(history, 'openai', 3)).toEqual([{ role: 'user', content: 'Q1\n\nQ2' }]);
  });
});

describe('buildThread with files', () => {
  const file = (name: string, mimeType: string, size = 100) => ({ name, mimeType, size, storageKey: `key-${name}` });
  const png = file('photo.png', 'image/png');
  const pdf = file('report.pdf', 'application/pdf', 40_000);
  const docx = file('letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 2_000);
  const withFiles = (sender: Sender, content: string, files: ReturnType<typeof file>[]) => ({
    ...msg(sender, content),
    files,
  });

  it('sends each user message’s files in order with its turn, joined turns keeping them all', () => {
    const history = [withFiles('user', 'Q1', [png, pdf]), withFiles('user', 'Q2', [docx])];

    expect(buildThread(history, 'openai', history[1]?.id ?? 0)).toEqual([
      {
        role: 'user',
        content: 'Q1\n\nQ2',
        files: [
          { kind: 'send', file: png },
          { kind: 'send', file: pdf },
          { kind: 'send', file: docx },
        ],
      },
    ]);
  });

  it('gives a model that cannot read a kind of file its name instead; documents always go as text', () => {
    const history = [withFiles('user', 'Look', [png, pdf, docx])];

    const [turn] = buildThread(history, 'openai', history[0]?.id ?? 0, HISTORY_BUDGET_CHARS, {
      images: false,
      pdfs: false,
    });
    expect(turn?.files).toEqual([
      { kind: 'name-only', file: png, cannotRead: 'images' },
      { kind: 'name-only', file: pdf, cannotRead: 'pdfs' },
      { kind: 'send', file: docx },
    ]);
  });

  it('counts files against the budget by their documented cost', () => {
    expect(fileCostChars({ kind: 'send', file: png })).toBe(IMAGE_COST_CHARS);
    expect(fileCostChars({ kind: 'send', file: { ...pdf, size: 1_000 } })).toBe(IMAGE_COST_CHARS);
    expect(fileCostChars({ kind: 'send', file: { ...pdf, size: 400_000 } })).toBe(100_000);
    expect(fileCostChars({ kind: 'send', file: docx })).toBe(2_000);
    expect(fileCostChars({ kind: 'note', text: 'twelve chars' })).toBe(12);
  });

  it('drops an old turn’s files before its words, and says so in one line at the start', () => {
    const history = [
      withFiles('user', 'What does this say?', [pdf]), // 10,000 characters for the PDF
      msg('openai', 'It says hello.'),
      msg('user', 'And in French?'),
    ];

    const thread = buildThread(history, 'openai', history[2]?.id ?? 0, 1_000);

    expect(thread).toEqual([
      {
        role: 'user',
        content: 'What does this say?',
        files: [
          {
            kind: 'note',
            text: "[File report.pdf was attached earlier; it is no longer part of this conversation's context.]",
          },
        ],
      },
      { role: 'assistant', content: 'It says hello.' },
      { role: 'user', content: 'And in French?' },
    ]);
  });

  it('names files of turns dropped whole in the line, and keeps the files of the message answered', () => {
    const history = [
      withFiles('user', 'x'.repeat(500), [png]),
      msg('openai', 'y'.repeat(500)),
      withFiles('user', 'Now this one', [pdf]),
    ];

    const thread = buildThread(history, 'openai', history[2]?.id ?? 0, 100);

    expect(thread).toEqual([
      {
        role: 'user',
        content: 'Now this one',
        files: [
          {
            kind: 'note',
            text: "[File photo.png was attached earlier; it is no longer part of this conversation's context.]",
          },
          { kind: 'send', file: pdf },
        ],
      },
    ]);
  });

  it('keeps files of earlier turns while they fit', () => {
    const history = [withFiles('user', 'Q1', [png]), msg('claude', 'A1'), msg('user', 'Q2')];

    expect(buildThread(history, 'claude', history[2]?.id ?? 0)[0]?.files).toEqual([{ kind: 'send', file: png }]);
  });
});

describe('fileNotice', () => {
  const none = { images: [], pdfs: [] };

  it('says in one line what the model was given by name only', () => {
    expect(
      fileNotice({
        model: 'gpt-3.5-turbo',
        nameOnly: { ...none, images: ['photo.png'] },
        unreadable: [],
        tooLarge: [],
        shortened: [],
      }),
    ).toBe('gpt-3.5-turbo cannot read images: it was given the name of photo.png only.');
    expect(
      fileNotice({
        model: 'claude-3-haiku-20240307',
        nameOnly: { images: [], pdfs: ['a.pdf', 'b.pdf', 'c.pdf'] },
        unreadable: ['gone.png'],
        tooLarge: ['big.docx'],
        shortened: [],
      }),
    ).toBe(
      'claude-3-haiku-20240307 cannot read PDF files: it was given the names of a.pdf, b.pdf and c.pdf only. gone.png could not be read on the server: claude-3-haiku-20240307 was given its name only. big.docx is too large to read: claude-3-haiku-20240307 was given its name only.',
    );
  });

  it('is null when every file reached the model whole', () => {
    expect(fileNotice({ model: 'gpt-4o', nameOnly: none, unreadable: [], tooLarge: [], shortened: [] })).toBeNull();
  });
});
